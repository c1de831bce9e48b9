import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, waitForIslands } from '../../fixtures/rig/browser';

const focusedText = (page: import('playwright-core').Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('category-menu', () => {
  test('keyboard: open, move, Escape back to the button, Enter follows a category', async () => {
    const { page, errors } = await openPage('/home', { as: 'guest' });
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Categories' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    const panel = page.locator('[data-widget="category-menu"] .sf-disclosure__panel');
    const names = await panel.getByRole('link').allTextContents();
    expect(names).toContain("Men's Fashion");
    expect(names.some((n) => n.trim().toLowerCase() === 'root')).toBe(false);
    await expectAxeClean(page);
    await page.keyboard.press('Tab');
    await expect(focusedText(page)).resolves.toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe(names[1]);
    await page.keyboard.press('End');
    await expect(focusedText(page)).resolves.toBe(names.at(-1));
    await page.keyboard.press('Escape');
    await expect(panel.isVisible()).resolves.toBe(false);
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(focusedText(page)).resolves.toBe(names[0]);
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/^\/categories\//);
    await Promise.all([page.waitForURL(`**${href}`), page.keyboard.press('Enter')]);
    expect(errors).toEqual([]);
  });

  test('a click outside closes it', async () => {
    const { page } = await openPage('/gallery/category-menu', { as: 'customer' });
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Categories' });
    await button.click();
    await page.locator('h1').click();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  // A failed or malformed answer: the fault matrix (fixtures/quality/fault-rows-load.ts).
  test('empty: an empty panel, nothing uncaught', async () => {
    const { page, errors } = await openPage('/gallery/category-menu', { as: 'guest', scenario: 'empty', route: '/api/categories' });
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Categories' }).click();
    await page.getByText('No categories to show right now.').waitFor();
    expect(uncaught(errors)).toEqual([]);
  });
});
