import { LOBBY_ROW_SIZE, type MenuCategoriesGames } from '@casino/contracts';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, saveScreenshot, settle, useBrowser, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
/** The ceiling for the lobby's DOM (it measured 2,311 nodes before rows mounted only near the screen). */
const LOBBY_MAX_NODES = 1_400;
const { openPage } = useBrowser();

describe.each(VIEWPORTS)('main lobby at $name', (viewport) => {
  it('shows the banner and the configured category rows, each with at most 15 game tiles', async () => {
    const menu = (await (await fetch(`${baseUrl}/api/fe/config/menu-categories-games`)).json()) as MenuCategoriesGames;
    const { page, problems } = await openPage(viewport);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-row] [data-game]').first().waitFor();
    await settle(page);

    expect(await page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    // The first screen renders what is seen: rows further down mount their tiles as they come near.
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    expect(nodes, 'DOM nodes of the lobby on arrival').toBeLessThanOrEqual(LOBBY_MAX_NODES);
    const rowIds = await page
      .locator('[data-row]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')));
    expect(rowIds.length).toBeGreaterThanOrEqual(3);
    // Rows keep the operator's order; a category without games for this device is left out.
    expect(menu.main.filter((id) => rowIds.includes(id))).toEqual(rowIds);

    for (const rowId of rowIds) {
      const row = page.locator(`[data-row="${rowId}"]`);
      await row.scrollIntoViewIfNeeded();
      await row.locator('[data-game]').first().waitFor();
      const tiles = await row.locator('[data-game]').count();
      expect(tiles, `row ${rowId}`).toBeGreaterThan(0);
      expect(tiles, `row ${rowId}`).toBeLessThanOrEqual(LOBBY_ROW_SIZE);
      expect(await row.getByRole('link', { name: /^See all/ }).count(), `row ${rowId}`).toBe(1);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // The first tile is a real game: a cover that loaded and a play button.
    const firstTile = page.locator('[data-row] [data-game]').first();
    expect(await firstTile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await saveScreenshot(page, 'main', viewport);

    // A guest's play asks for an account first (engagement §4): registration opens over the lobby.
    // By keyboard, so phones (whose overlay opens on a tap) and desktops take the same path.
    await firstTile.getByRole('button', { name: /^Play / }).focus();
    await page.keyboard.press('Enter');
    const signUp = page.getByRole('dialog', { name: 'Create your account' });
    await signUp.waitFor();
    await page.keyboard.press('Escape');
    await signUp.waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('analytics', () => {
  it('reports the banner seen on main as one view_promotion when the player leaves main', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-promotion="welcome-offer"]').waitFor();
    await page.locator('[data-row] [data-game]').first().waitFor();
    type Window = { dataLayer?: { event: string; ecommerce?: { items: { promotion_id: string }[] } }[] };
    const events = () => page.evaluate(() => (window as Window).dataLayer?.filter((e) => e.event === 'view_promotion'));
    expect(await events()).toBeUndefined();

    await page.locator('[data-promotion="welcome-offer"]').getByRole('link').first().click();
    await page.waitForFunction(() => document.documentElement.dataset.shownPath === '/pokies');
    const sent = await events();
    expect(sent).toHaveLength(1);
    expect(sent?.[0]?.ecommerce?.items.map((item) => item.promotion_id)).toEqual(['welcome-offer']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('realtime', () => {
  it('connects after the first paint and subscribes to the public channels, without errors', async () => {
    const { page, problems } = await openPage(DESKTOP);
    const received: string[] = [];
    page.on('websocket', (socket) => socket.on('framereceived', (frame) => received.push(String(frame.payload))));
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-row] [data-game]').first().waitFor();

    // One reply per public channel (public:wins, public:jackpots_changes); replies may share a frame.
    const deadline = Date.now() + 20_000;
    const subscribeReplies = () => (received.join('\n').match(/"subscribe":\{/g) ?? []).length;
    while (subscribeReplies() < 2 && Date.now() < deadline) await page.waitForTimeout(200);
    expect(received.join('\n')).toContain('"connect":{');
    expect(subscribeReplies()).toBe(2);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
