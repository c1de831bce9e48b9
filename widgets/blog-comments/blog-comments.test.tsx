import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse, delay } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import { BlogComments } from './BlogComments';
import { COMMENT_FAILED } from './CommentForm';

const server = useMockServer();

type Row = { id: number; blog_id: number; comment_by: string; comments: string; date: string };
const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, blog_id: 3, comment_by: `Reader ${i + 1}`, comments: `Comment ${i + 1}`, date: '2025-06-01' }));

/** A tiny comments backend: GET lists, POST appends (like the shop's controller). */
function backend(initial: Row[]) {
  const store = [...initial];
  const posts: unknown[] = [];
  server.use(
    mock.get('/all-comments/:blogId', ({ params }) => HttpResponse.json(params['blogId'] === '3' ? store : [])),
    mock.post('/submit-comment', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      await delay(30);
      store.push({ id: store.length + 1, blog_id: 3, comment_by: String(body['name']), comments: String(body['comment']), date: '2025-07-01' });
      return HttpResponse.json({ data: {}, message: 'Comment submitted successfully.' });
    }),
  );
  return posts;
}

const list = () => screen.getByRole('list', { name: 'Comments' });
const form = () => screen.getByRole('form', { name: 'Leave a Comment' });

async function fill(values: { name?: string; email?: string; comment?: string }) {
  if (values.name !== undefined) await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), values.name);
  if (values.email !== undefined) await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), values.email);
  if (values.comment !== undefined) await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), values.comment);
}

describe('blog-comments', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: false, locale: 'en-US' }));
  afterEach(() => vi.restoreAllMocks());

  it('lists the comments 8 per page with name and date', async () => {
    backend(rows(19));
    render(<BlogComments blogId={3} />);
    expect(await screen.findByRole('heading', { name: 'Comments (19)' })).toBeTruthy();
    expect(within(list()).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list()).getByText('Reader 1')).toBeTruthy();
    expect(within(list()).getAllByText('June 1, 2025')).toHaveLength(8);
    const nav = screen.getByRole('navigation', { name: 'Comment pages' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(within(list()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list()).getByText('Comment 19')).toBeTruthy();
  });

  it('shows a comment as text, never as HTML', async () => {
    backend([{ id: 1, blog_id: 3, comment_by: '<b>Mallory</b>', comments: '<img src=x onerror="window.__pwned=1">Hi', date: '2025-06-01' }]);
    render(<BlogComments blogId={3} />);
    expect(await screen.findByText('<img src=x onerror="window.__pwned=1">Hi')).toBeTruthy();
    expect(screen.getByText('<b>Mallory</b>')).toBeTruthy();
    expect(list().querySelector('img, b')).toBeNull();
  });

  it('requires name, email and comment with the SPEC messages, and sends nothing', async () => {
    const posts = backend([]);
    render(<BlogComments blogId={3} />);
    await screen.findByText('No comments yet. Be the first to comment.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect(await screen.findByText('Please Enter Your Name.')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Email.')).toBeTruthy();
    expect(screen.getByText('Please Enter Your Comments.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Please Enter Your Name.');
    await fill({ email: 'not-an-email' });
    expect(await screen.findByText('The email field must be a valid email address')).toBeTruthy();
    await fill({ name: '   ' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect(screen.getByText('Please Enter Your Name.')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('posts name, email, comment and blog_id once, confirms, and shows the new comment on its page', async () => {
    const posts = backend(rows(8));
    render(<BlogComments blogId={3} />);
    await screen.findByRole('heading', { name: 'Comments (8)' });
    await fill({ name: 'Rupa', email: 'rupa@example.com', comment: 'Very helpful!' });
    const submit = screen.getByRole('button', { name: 'Submit Comment' });
    await userEvent.dblClick(submit);
    expect(await within(form()).findByText('Comment submitted successfully.')).toBeTruthy();
    expect(posts).toEqual([{ name: 'Rupa', email: 'rupa@example.com', comment: 'Very helpful!', blog_id: 3 }]);
    expect(await screen.findByRole('heading', { name: 'Comments (9)' })).toBeTruthy();
    // Page 2 holds the ninth comment: the list opens there.
    expect(await within(list()).findByText('Very helpful!')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Rupa');
  });

  it('takes an empty answer as sent: SPEC leaves the answer unread', async () => {
    backend([]);
    server.use(mock.post('/submit-comment', () => new HttpResponse(null, { status: 204 })));
    render(<BlogComments blogId={3} />);
    await screen.findByText(/No comments yet/);
    await fill({ name: 'Rupa', email: 'rupa@example.com', comment: 'Short and sweet' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    // No server message to show: the form's own confirmation.
    expect(await within(form()).findByText('Thank you! Your comment has been submitted.')).toBeTruthy();
    expect(screen.queryByText(COMMENT_FAILED)).toBeNull();
  });

  it('keeps what was typed and says so when the server fails; shows server field errors', async () => {
    backend([]);
    server.use(mock.post('/submit-comment', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<BlogComments blogId={3} />);
    await screen.findByText(/No comments yet/);
    await fill({ name: 'Rupa', email: 'rupa@example.com', comment: 'Kept?' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect((await screen.findByText(COMMENT_FAILED)).closest('[role="alert"]')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('Kept?');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('rupa@example.com');

    server.use(
      mock.post('/submit-comment', () =>
        HttpResponse.json({ message: 'Invalid', errors: { email: ['The email must be a valid email address.'] } }, { status: 422 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Comment' }));
    expect(await screen.findByText('The email must be a valid email address.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('says the comments could not be loaded, rather than that there are none, and keeps the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/all-comments/:blogId', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<BlogComments blogId={3} />);
    expect(await screen.findByText('Comments could not be loaded right now.')).toBeTruthy();
    expect(screen.queryByText(/No comments yet/)).toBeNull();
    expect(form()).toBeTruthy();
  });
});
