// Category pages as a shopper filters them: every filter's query and answer, the price handles,
// the URL and back button, and the race of two quick filter changes; axe at load for both roles.
import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, untilQuiet, waitForIslands, holdStill, type Role } from '../../fixtures/rig/browser';
import { DEFAULT_RANGE, answerNames, grid, listingCalls, settled, shownNames } from './browser-kit';

describe('category page', () => {
  for (const as of ['guest', 'customer'] as Role[]) {
    test(`${as}: sidebar, filter, listing and featured mount; axe clean; no uncaught error`, async () => {
      const { page, errors } = await openPage('/categories/mens-fashion', { as });
      await waitForIslands(page, { timeout: 20_000 });
      await grid(page).waitFor();
      await page.getByRole('group', { name: 'Size' }).waitFor();
      await page.getByRole('list', { name: 'Featured Products' }).waitFor();
      await expect(page.getByRole('link', { name: "Men's Fashion", exact: true }).getAttribute('aria-current')).resolves.toBe('page');
      await expectAxeClean(page);
      expect(errors).toEqual([]);
    });
  }

  test('every filter reloads the listing with its query, and the grid shows that answer', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const path = '/categories/products/2';
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, DEFAULT_RANGE));

    await page.getByRole('checkbox', { name: 'Aarong' }).check();
    await page.waitForURL(/brand_id=2/);
    await settled(page);
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, '?min_price=0&max_price=100000&brand_id=2'));

    await page.getByRole('button', { name: 'Navy Blue' }).click();
    await expect(page.getByRole('button', { name: 'Navy Blue' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.waitForURL(/size_id=2/);
    await settled(page);
    const query = '?min_price=0&max_price=100000&brand_id=2&color_id=4&size_id=2';
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, query));
    await expect
      .poll(async () => (await listingCalls(page, path)).at(-1)?.query)
      .toMatchObject({ min_price: '0', max_price: '100000', brand_id: '2', color_id: '4', size_id: '2' });

    const max = page.getByRole('spinbutton', { name: 'Maximum price' });
    await max.fill('2000');
    await page.waitForURL(/max_price=2000/);
    await settled(page);
    await expect.poll(() => page.getByRole('slider', { name: 'Maximum price' }).inputValue()).toBe('2000');

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => !url.search.includes('price'));
    await settled(page);
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, DEFAULT_RANGE));
    await expect(page.getByRole('checkbox', { name: 'Aarong' }).isChecked()).resolves.toBe(false);
    expect(uncaught(errors)).toEqual([]);
  });

  test('dragging a price handle sends one request for the settled value; handles cannot cross', async () => {
    const { page } = await openPage('/categories/mens-fashion', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const path = '/categories/products/2';
    const before = (await listingCalls(page, path)).length;
    const high = page.getByRole('slider', { name: 'Maximum price' });
    // Lazy islands below may have scrolled the page: drag where the handle really is.
    await high.scrollIntoViewIfNeeded();
    const box = (await high.boundingBox())!;
    const y = box.y + box.height / 2;
    const xAt = (value: number) => box.x + 10 + ((box.width - 20) * value) / 100000;
    await page.mouse.move(xAt(100000), y);
    await page.mouse.down();
    for (let v = 58000; v >= 20000; v -= 2000) {
      await page.mouse.move(xAt(v), y);
      // A shopper who pauses mid-drag, longer than the settle time, still sends nothing until release.
      if (v === 40000) await holdStill(page, 700);
    }
    await page.mouse.up();
    const settledMax = Number(await high.inputValue());
    expect(settledMax).toBeLessThan(25000);
    await page.waitForURL(new RegExp(`max_price=${settledMax}`));
    await settled(page);
    await expect.poll(async () => (await listingCalls(page, path)).slice(before).map((c) => c.query['max_price'])).toEqual([String(settledMax)]);

    // The lower handle stops at the upper one.
    const low = page.getByRole('slider', { name: 'Minimum price' });
    await low.focus();
    await page.keyboard.press('End');
    await expect(low.inputValue()).resolves.toBe(String(settledMax));
    await expect(page.getByRole('spinbutton', { name: 'Minimum price' }).inputValue()).resolves.toBe(String(settledMax));
  });

  test('the filter lives in the URL: a shared link opens filtered, back and forward restore it', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion?min_price=0&max_price=3000&color_id=4', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    const path = '/categories/products/2';
    await expect(page.getByRole('button', { name: 'Navy Blue' }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByRole('slider', { name: 'Maximum price' }).inputValue()).resolves.toBe('3000');
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, '?min_price=0&max_price=3000&color_id=4'));

    await page.getByRole('button', { name: 'L', exact: true }).click();
    await page.waitForURL(/size_id=3/);
    await settled(page);
    const filtered = await answerNames(page, path, '?min_price=0&max_price=3000&color_id=4&size_id=3');
    await expect.poll(() => shownNames(page)).toEqual(filtered);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('size_id'));
    await settled(page);
    await expect(page.getByRole('button', { name: 'L', exact: true }).getAttribute('aria-pressed')).resolves.toBe('false');
    await expect.poll(() => shownNames(page)).toEqual(await answerNames(page, path, '?min_price=0&max_price=3000&color_id=4'));
    await expect.poll(async () => (await listingCalls(page, path)).at(-1)?.query).toEqual({ min_price: '0', max_price: '3000', color_id: '4' });

    await page.goForward();
    await page.waitForURL(/size_id=3/);
    await settled(page);
    await expect(page.getByRole('button', { name: 'L', exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    await expect.poll(() => shownNames(page)).toEqual(filtered);
    expect(uncaught(errors)).toEqual([]);
  });

  test('two quick filter changes: the slow older answer never replaces the newer one', async () => {
    const { page, errors } = await openPage('/categories/mens-fashion', { as: 'guest' });
    await waitForIslands(page, { timeout: 20_000 });
    await grid(page).waitFor();
    // The first change (size S alone) answers late; the second (S and M) at once.
    let olderAnswered!: () => void;
    const older = new Promise<void>((resolve) => (olderAnswered = resolve));
    await page.route(/\/categories\/products\/2\?.*size_id=1(&|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => undefined); // the page aborted it: fine
      olderAnswered();
    });
    await page.getByRole('button', { name: 'S', exact: true }).click();
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.waitForURL(/size_id=1%2C2/);
    const newer = await answerNames(page, '/categories/products/2', '?min_price=0&max_price=100000&size_id=1,2');
    const olderNames = await answerNames(page, '/categories/products/2', '?min_price=0&max_price=100000&size_id=1');
    expect(newer).not.toEqual(olderNames);
    await expect.poll(() => shownNames(page)).toEqual(newer);
    // The late answer has arrived (or was dropped) and the page has done what it does with it.
    await older;
    await untilQuiet(page);
    expect(await shownNames(page)).toEqual(newer);
    expect(uncaught(errors)).toEqual([]);
  });
});
