import { RANDOM_CARD_AFTER } from '@casino/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const gridItems = (page: Page) => page.locator('[data-catalog-grid] > li');
/** The grid renders only the rows near the screen; every item tells how many the list holds in all. */
const loadedItems = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('[data-catalog-grid] > li')?.getAttribute('aria-setsize') ?? 0));

async function waitForMoreTiles(page: Page, before: number): Promise<number> {
  await page.waitForFunction(
    (count) => Number(document.querySelector('[data-catalog-grid] > li')?.getAttribute('aria-setsize') ?? 0) > count,
    before,
    { timeout: 30_000 },
  );
  return loadedItems(page);
}

describe('category page', () => {
  it('appends the next page when the player scrolls near the bottom, with the random card after the 10th game', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(`${baseUrl}/pokies`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await settle(page);

    const kinds = await gridItems(page).evaluateAll((items) =>
      items.map((item) => (item.querySelector('[data-card="random"]') ? 'random' : item.getAttribute('data-game'))),
    );
    expect(kinds.indexOf('random')).toBe(RANDOM_CARD_AFTER);
    expect(kinds.slice(0, RANDOM_CARD_AFTER).every((kind) => kind && kind !== 'random')).toBe(true);
    await saveScreenshot(page, 'category', DESKTOP);

    const before = await loadedItems(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const after = await waitForMoreTiles(page, before);
    expect(after).toBeGreaterThan(before);
    // The random card stays where it was: appending a page never reshuffles what the player has seen.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('[data-catalog-grid] > li[aria-posinset="1"]').waitFor();
    expect(await gridItems(page).nth(RANDOM_CARD_AFTER).locator('[data-card="random"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a new address at its top, however far down the tab’s last page was left', async () => {
    const { page, problems } = await openPage(PHONE);
    await page.goto(`${baseUrl}/pokies`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    await page.goto(`${baseUrl}/live`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await settle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('offers a Load more button that appends games for keyboard and phone users', async () => {
    const { page, problems } = await openPage(PHONE);
    await page.goto(`${baseUrl}/pokies/all`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await settle(page);
    await saveScreenshot(page, 'category', PHONE);

    const before = await loadedItems(page);
    const button = page.getByRole('button', { name: 'Load more games' });
    await button.focus();
    await page.keyboard.press('Enter');
    expect(await waitForMoreTiles(page, before)).toBeGreaterThan(before);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the live category with the cashback card', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(`${baseUrl}/live`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    expect(await gridItems(page).first().locator('[data-card="cashback"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the random card fetches a random game and opens its page', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(`${baseUrl}/categories/top`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    // Top keeps its random card at the end, and the grid renders only the rows near the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const randomResponse = page.waitForResponse((response) => response.url().includes('/api/games/random'));
    await page.getByRole('button', { name: 'Random game' }).click();
    expect((await randomResponse).status()).toBe(200);
    await page.waitForURL(/\/play\/[^/]+\/[^/?]+\?mode=real$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
