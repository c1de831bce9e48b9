import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flashes } from '../../shared/stores/flash';
import { useMockServer } from '../../shared/testing/msw';
import { freshPage } from '../../shared/testing/page';
import widget from './index';
import { ProductReviews } from './ProductReviews';

const server = useMockServer();
const review = (over: Record<string, unknown> = {}) => ({
  id: '1',
  name: 'Nusrat Jahan',
  title: 'Excellent quality',
  comment: 'Got it within two days.',
  rating: 4,
  created_at: '2025-03-01 10:00:00',
  ...over,
});
const page = (data: unknown[], meta: Record<string, unknown> = {}) => ({
  data,
  links: {},
  meta: { current_page: 1, last_page: 1, per_page: 10, total: data.length, ...meta },
});

/** An empty list and a review endpoint that counts what reaches it. */
function countPosts(): () => number {
  let posts = 0;
  server.use(
    mock.get('/api/product/5/reviews', () => HttpResponse.json(page([]))),
    mock.post('/api/product/5/review', () => {
      posts += 1;
      return HttpResponse.json({ data: { message: 'ok' } });
    }),
  );
  return () => posts;
}

async function openForm() {
  const toggle = screen.getByRole('button', { name: 'Write a Review' });
  await userEvent.click(toggle);
  return screen.getByRole('form', { name: 'Write a Review' });
}

async function fill(form: HTMLElement, { title = 'Great', comment = 'Works well', stars = '4 stars' } = {}) {
  if (title) await userEvent.type(within(form).getByLabelText(/^Title/), title);
  if (comment) await userEvent.type(within(form).getByLabelText(/^Comment/), comment);
  if (stars) await userEvent.click(within(form).getByRole('radio', { name: stars }));
}

describe('product-reviews', () => {
  beforeEach(() => freshPage({ currencySymbol: '৳', isCustomer: true, locale: 'en-US' }));
  afterEach(() => vi.restoreAllMocks());

  it('accepts productId as a number or a numeric string', () => {
    expect(widget.validate({ productId: '5' })).toMatchObject({ ok: true, props: { productId: 5 } });
    expect(widget.validate({}).ok).toBe(false);
  });

  it('lists name, rating, comment, date and title as text, never as HTML', async () => {
    server.use(
      mock.get('/api/product/5/reviews', () =>
        HttpResponse.json(page([review(), review({ id: 2, name: '<img src=x onerror=alert(1)>', title: '<b>bold</b>', rating: '2' })])),
      ),
    );
    render(<ProductReviews productId={5} />);
    const list = await screen.findByRole('list', { name: 'Customer reviews' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Nusrat Jahan')).toBeTruthy();
    expect(within(items[0]!).getByText('Rated 4 out of 5')).toBeTruthy();
    expect(within(items[0]!).getByText('Got it within two days.')).toBeTruthy();
    expect(within(items[0]!).getByRole('heading', { name: 'Excellent quality' })).toBeTruthy();
    expect(within(items[0]!).getByText('March 1, 2025').getAttribute('datetime')).toBe('2025-03-01');
    expect(within(items[1]!).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(within(items[1]!).getByText('<b>bold</b>')).toBeTruthy();
    expect(within(items[1]!).getByText('Rated 2 out of 5')).toBeTruthy();
    expect(list.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Reviews (2)' })).toBeTruthy();
  });

  it('says so when there are no reviews, and when the list cannot load', async () => {
    server.use(mock.get('/api/product/5/reviews', () => HttpResponse.json(page([]))));
    render(<ProductReviews productId={5} />);
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });

  it('leaves the list empty (logged only, SPEC §8) when it cannot load, and the form still works', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(mock.get('/api/product/5/reviews', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })));
    render(<ProductReviews productId={5} />);
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('No reviews yet.')).toBeNull();
    expect(await openForm()).toBeTruthy();
  });

  it('pages through long lists with the server page parameter', async () => {
    server.use(
      mock.get('/api/product/5/reviews', ({ request }) => {
        const p = new URL(request.url).searchParams.get('page') ?? '1';
        return HttpResponse.json(
          page([review({ id: p, name: `Reviewer on page ${p}` })], { current_page: Number(p), last_page: 2, total: 12, per_page: 10 }),
        );
      }),
    );
    render(<ProductReviews productId={5} />);
    expect(await screen.findByText('Reviewer on page 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Reviewer on page 2')).toBeTruthy();
  });

  it("'Write a Review' opens and closes the form, with aria-expanded", async () => {
    server.use(mock.get('/api/product/5/reviews', () => HttpResponse.json(page([]))));
    render(<ProductReviews productId={5} />);
    const toggle = screen.getByRole('button', { name: 'Write a Review' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Write a Review' });
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(within(form).getByRole('group', { name: /Rating/ })).toBeTruthy();
    expect(within(form).getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(toggle);
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
  });

  it('shows the SPEC messages by their fields and sends nothing while invalid', async () => {
    const posts = countPosts();
    render(<ProductReviews productId={5} />);
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    const title = within(form).getByLabelText(/^Title/);
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(title.getAttribute('aria-describedby')!)!.textContent).toBe('Please Enter Title.');
    const comment = within(form).getByLabelText(/^Comment/);
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)!.textContent).toBe('Please Enter Your Comment.');
    const group = within(form).getByRole('group', { name: /Rating/ });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)!.textContent).toMatch(/at least 1/);
    expect(posts()).toBe(0);
  });

  it("warns guests as soon as they press 'Write a Review': the form never opens and nothing is sent", async () => {
    freshPage({ currencySymbol: '৳', isCustomer: false });
    const posts = countPosts();
    render(<ProductReviews productId={5} />);
    const toggle = screen.getByRole('button', { name: 'Write a Review' });
    await userEvent.click(toggle);
    expect(flashes.value.at(-1)).toMatchObject({ type: 'warning', message: 'Please login for write review.' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: 'Write a Review' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).toBeNull();
    expect(posts()).toBe(0);
  });

  it('a session that ended while the form was open is warned on submit, keeps the text and sends nothing', async () => {
    const posts = countPosts();
    render(<ProductReviews productId={5} />);
    const form = await openForm();
    await fill(form);
    freshPage({ currencySymbol: '৳', isCustomer: false });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    expect(flashes.value.at(-1)).toMatchObject({ type: 'warning', message: 'Please login for write review.' });
    expect(posts()).toBe(0);
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Great');
  });

  it('posts multipart once, shows data.message, clears and closes the form and reloads the list', async () => {
    const posted: Array<Record<string, string>> = [];
    let listed = 0;
    server.use(
      mock.get('/api/product/5/reviews', () => {
        listed += 1;
        return HttpResponse.json(page(listed > 1 ? [review({ title: 'Great' })] : []));
      }),
      mock.post('/api/product/5/review', async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data/);
        posted.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
        return HttpResponse.json({ data: { message: 'Your review submitted successfully.' } });
      }),
    );
    render(<ProductReviews productId={5} />);
    const form = await openForm();
    await fill(form);
    await userEvent.dblClick(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'success', message: 'Your review submitted successfully.' }));
    expect(posted).toEqual([{ title: 'Great', comment: 'Works well', rating: '4' }]);
    expect(await screen.findByRole('heading', { name: 'Great' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Write a Review' }).getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Write a Review' }));
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('');
  });

  it('shows data.error_message and keeps what was typed', async () => {
    server.use(
      mock.get('/api/product/5/reviews', () => HttpResponse.json(page([]))),
      mock.post('/api/product/5/review', () => HttpResponse.json({ data: { error_message: 'You have already reviewed this product.' } })),
    );
    render(<ProductReviews productId={5} />);
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'You have already reviewed this product.' }));
    expect((within(form).getByLabelText(/^Comment/) as HTMLTextAreaElement).value).toBe('Works well');

    // The same refusal with an error status still shows the server's words.
    server.use(
      mock.post('/api/product/5/review', () =>
        HttpResponse.json({ data: { error_message: 'Reviews are closed for this product.' } }, { status: 403 }),
      ),
    );
    // The flash comes before the button leaves its busy state: it is pressed once it is back.
    await userEvent.click(await within(form).findByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'Reviews are closed for this product.' }));
  });

  it("falls back to 'Failed to submit review. Please try again.' and maps 422 errors to fields", async () => {
    server.use(
      mock.get('/api/product/5/reviews', () => HttpResponse.json(page([]))),
      mock.post('/api/product/5/review', () => HttpResponse.json({ error: 'Server Error' }, { status: 500 })),
    );
    render(<ProductReviews productId={5} />);
    const form = await openForm();
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(flashes.value.at(-1)).toMatchObject({ type: 'error', message: 'Failed to submit review. Please try again.' }));
    expect((within(form).getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Great');

    server.use(
      mock.post('/api/product/5/review', () =>
        HttpResponse.json({ message: 'Invalid', errors: { title: ['The title field is required.'] } }, { status: 422 }),
      ),
    );
    await userEvent.click(await within(form).findByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(within(form).getByText('The title field is required.')).toBeTruthy());
  });
});
