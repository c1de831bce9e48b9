import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage, waitForIslands } from '../../fixtures/rig/browser';
import { switchScenario } from '../../fixtures/rig/scenario';

const POST = '/blogs/how-to-choose-the-perfect-panjabi-for-eid'; // post 1: 23 seeded comments
const hookOf = (page: Page) => page.locator('[data-widget="blog-comments"]');

async function fill(page: Page, name: string, email: string, comment: string) {
  const form = hookOf(page).getByRole('form', { name: 'Leave a Comment' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Comment' }).fill(comment);
  return form;
}

describe('blog-comments (/blogs/{slug})', () => {
  test('8 comments per page; the SPEC messages for an empty form, axe clean with them showing; a server failure says so and keeps what was typed', async () => {
    const { page, errors } = await openPage(POST, { as: 'guest' });
    await waitForIslands(page);
    const hook = hookOf(page);
    await hook.getByRole('heading', { name: 'Comments (23)' }).waitFor();
    const list = hook.getByRole('list', { name: 'Comments' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(8);
    await hook.getByRole('navigation', { name: 'Comment pages' }).getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(7);

    await hook.getByRole('button', { name: 'Submit Comment' }).click();
    for (const message of ['Please Enter Your Name.', 'Please Enter Your Email.', 'Please Enter Your Comments.']) {
      await hook.getByText(message).waitFor();
    }
    await expectAxeClean(page, { include: '[data-widget="blog-comments"]' });
    expect((await apiLog(page)).filter((e) => e.path === '/submit-comment')).toEqual([]);

    await switchScenario(page, 'error', '/submit-comment');
    const form = await fill(page, 'Rupa', 'rupa@example.com', 'Will this survive?');
    await form.getByRole('button', { name: 'Submit Comment' }).click();
    await form.getByRole('alert').getByText('Failed to submit comment. Please try again.').waitFor();
    await expect(form.getByRole('textbox', { name: 'Comment' }).inputValue()).resolves.toBe('Will this survive?');
    await expect(form.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('Rupa');
    await expect.poll(() => hook.getByRole('heading', { name: 'Comments (23)' }).count()).toBe(1);
    await expectAxeClean(page, { include: '[data-widget="blog-comments"]' });
    expect(uncaught(errors)).toEqual([]);
  }, 60_000);

  test('posting a comment confirms it and the refreshed list shows it, as text', async () => {
    const { page, errors } = await openPage(POST, { as: 'customer' });
    await waitForIslands(page);
    const text = '<img src=x onerror="window.__pwned=1"> Lovely panjabi tips!';
    const form = await fill(page, 'Rupa', 'rupa@example.com', text);
    await form.getByRole('button', { name: 'Submit Comment' }).dblclick();
    await form.getByText('Comment submitted successfully.').waitFor();
    const hook = hookOf(page);
    await hook.getByRole('heading', { name: 'Comments (24)' }).waitFor();
    // The list opens on the page that holds the new comment (page 3 of 24).
    await hook.getByRole('list', { name: 'Comments' }).getByText(text, { exact: true }).waitFor();
    await expect(hook.locator('.sf-comments__list img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as { __pwned?: unknown }).__pwned ?? null)).resolves.toBeNull();
    await expect(form.getByRole('textbox', { name: 'Comment' }).inputValue()).resolves.toBe('');
    const posts = (await apiLog(page)).filter((e) => e.method === 'POST' && e.path === '/submit-comment');
    expect(posts).toHaveLength(1);
    await expectAxeClean(page, { include: '[data-widget="blog-comments"]' });
    expect(uncaught(errors)).toEqual([]);
  });
});
