// The product page around the details island: its tabs mount the reviews island, and the related
// products below. Split from product-details.browser.test.ts (one file, one island's story).
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, apiLog, openPage as openRigPage, waitForIslands, type OpenPageOptions } from '../../fixtures/rig/browser';

const mine = (errors: string[]) => errors.filter((e) => /product-details|product-reviews|related-products/.test(e));
const SIMPLE = '/products/aarong-silk-fatua';
const DETAILS = '[data-widget="product-details"]';

/** Pages whose actions fail with a locator message instead of hanging until the test times out. */
async function openPage(path: string, opts: OpenPageOptions) {
  const opened = await openRigPage(path, opts);
  opened.page.setDefaultTimeout(10_000);
  return opened;
}

describe('product page tabs and reviews', () => {
  async function openReviews(as: 'guest' | 'customer') {
    const opened = await openPage(SIMPLE, { as });
    await waitForIslands(opened.page);
    const tab = opened.page.getByRole('tab', { name: 'Reviews' });
    await opened.page.getByRole('tab', { name: 'Description' }).focus();
    await opened.page.keyboard.press('ArrowRight');
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    await waitForIslands(opened.page);
    const reviews = opened.page.locator('[data-widget="product-reviews"]');
    await expect(reviews.getAttribute('data-widget-state')).resolves.toBe('mounted');
    return { ...opened, reviews };
  }

  test('guest: the Reviews tab mounts the reviews island; Write a Review warns at once, opens no form and sends nothing; related products listed, axe clean', async () => {
    const { page, errors, reviews } = await openReviews('guest');
    const toggle = reviews.getByRole('button', { name: 'Write a Review' });
    await toggle.click();
    await page.locator('[data-widget="flash-messages"]').getByText('Please login for write review.').first().waitFor();
    // Guests are told before they type anything, so the form never opens for them.
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    const form = reviews.getByRole('form', { name: 'Write a Review' });
    await expect(form.count()).resolves.toBe(0);
    await expect(reviews.getByRole('textbox').count()).resolves.toBe(0);
    await expectAxeClean(page, { include: DETAILS });
    const log = await apiLog(page);
    expect(log.filter((e) => e.method === 'POST' && e.path.includes('/review'))).toEqual([]);

    // The same guest's page below the tabs: related-products lists related products in the shared cards, axe clean.
    const related = page.locator('[data-widget="related-products"]');
    const list = related.getByRole('list', { name: 'Related Products' });
    await list.waitFor();
    await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(0);
    await expectAxeClean(page, { include: '[data-widget="related-products"]' });
    expect(uncaught(errors)).toEqual([]);
    expect(mine(errors)).toEqual([]);
  });

  test('customer: a review posts, the list refreshes with it as text', async () => {
    const { page, errors, reviews } = await openReviews('customer');
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a Review' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await form.getByText('Please Enter Title.').waitFor();
    await form.getByText('Please Enter Your Comment.').waitFor();
    await expectAxeClean(page, { include: DETAILS });
    expect((await apiLog(page)).filter((e) => e.method === 'POST')).toEqual([]);
    await form.getByLabel(/^Title/).fill('<b>Great</b> fatua');
    await form.getByLabel(/^Comment/).fill('Fits well <img src=x onerror="window.__pwned=1">');
    await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await expectAxeClean(page, { include: '[data-widget="product-reviews"]' });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Your review submitted successfully.').waitFor();
    const list = reviews.getByRole('list', { name: 'Customer reviews' });
    await list.getByRole('heading', { name: '<b>Great</b> fatua' }).waitFor();
    await list.getByText('Fits well <img src=x onerror="window.__pwned=1">').waitFor();
    await expect(page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).resolves.toBeUndefined();
    // A second review of the same product is refused with the server's error_message.
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    await form.getByLabel(/^Title/).fill('Again');
    await form.getByLabel(/^Comment/).fill('Second');
    await form.getByRole('radio', { name: '3 stars' }).check({ force: true });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('You have already reviewed this product.').waitFor();
    await expect(form.getByLabel(/^Title/).inputValue()).resolves.toBe('Again');
    expect(uncaught(errors)).toEqual([]);
    expect(mine(errors)).toEqual([]);
  });

  test('a failed review post shows the SPEC fallback and keeps the text', async () => {
    const { page, errors, reviews } = await openReviews('customer');
    await page.route('**/api/product/*/review', (route) => route.fulfill({ status: 500, json: { error: 'Server Error' } }));
    await reviews.getByRole('button', { name: 'Write a Review' }).click();
    const form = reviews.getByRole('form', { name: 'Write a Review' });
    await form.getByLabel(/^Title/).fill('Nice');
    await form.getByLabel(/^Comment/).fill('Good');
    await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Failed to submit review. Please try again.').waitFor();
    await expect(form.getByLabel(/^Comment/).inputValue()).resolves.toBe('Good');
    expect(uncaught(errors)).toEqual([]);
  });
});

describe('related-products', () => {
  test('a failed load leaves the list empty and nothing uncaught', async () => {
    const { page, errors } = await openPage(SIMPLE, { as: 'guest', scenario: 'error', route: '/related-products' });
    await waitForIslands(page);
    const related = page.locator('[data-widget="related-products"]');
    await related.getByRole('heading', { name: 'Related Products' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-widget="related-products"] .sf-spinner'));
    await expect(related.getByRole('list').count()).resolves.toBe(0);
    expect(uncaught(errors)).toEqual([]);
  });
});
