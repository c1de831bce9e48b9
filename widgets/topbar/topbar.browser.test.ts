import { describe, expect, test } from 'vitest';
import { expectAxeClean } from '../../fixtures/rig/axe';
import { uncaught, openPage, untilQuiet, waitForIslands } from '../../fixtures/rig/browser';

describe('topbar', () => {
  test('picking another currency reloads the page with ?currency=CODE, keeping the other parameters', async () => {
    const { page, errors } = await openPage('/search?q=walton', { as: 'guest' });
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Currency: BDT' });
    await button.click();
    await expectAxeClean(page, { include: '[data-widget="topbar"]' });
    await Promise.all([page.waitForURL(/currency=USD/), page.getByRole('link', { name: /USD/ }).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe('walton');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Currency: USD' }).click();
    await expect(page.getByRole('link', { name: /USD/ }).getAttribute('aria-current')).resolves.toBe('true');
    expect(errors).toEqual([]);
  });

  test('languages by keyboard: ArrowDown opens, arrows move, Enter switches to ?locale=CODE', async () => {
    const { page, errors } = await openPage('/home', { as: 'customer' });
    await waitForIslands(page);
    const button = page.getByRole('button', { name: 'Language: en' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('English');
    await page.keyboard.press('Escape');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain('বাংলা');
    await Promise.all([page.waitForURL(/locale=bn/), page.keyboard.press('Enter')]);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Language: bn' }).waitFor();
    expect(errors).toEqual([]);
  });

  // A failed or malformed answer: the fault matrix (fixtures/quality/fault-rows-load.ts).
  test('empty: the switchers are left out, nothing uncaught', async () => {
    const { page, errors } = await openPage('/gallery/topbar', { as: 'guest', scenario: 'empty' });
    await waitForIslands(page);
    await expect(page.locator('[data-widget="topbar"]').getAttribute('data-widget-state')).resolves.toBe('mounted');
    await untilQuiet(page);
    await expect(page.locator('[data-widget="topbar"] button').count()).resolves.toBe(0);
    expect(uncaught(errors)).toEqual([]);
  });
});
