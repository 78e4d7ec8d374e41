import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress, registerThroughApi } from './support/accounts';
import { fetchGames } from './support/api';
import { DESKTOP, PHONE, saveScreenshot, settle, untilStill, useBrowser, type Viewport } from './support/browser';

/** Favourite games against the real server: hearts on the lobby's tiles, the favourites page, its empty state. */
const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

/** A freshly registered player on `path`, with the cookie notice accepted in the page's language. */
async function playerOn(viewport: Viewport, path: string, accept = 'Accept') {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const { page } = watched;
  await registerThroughApi(page.request, baseUrl);
  await page.goto(`${baseUrl}${path}`);
  // The bottom bar (shown on phones) grows a fifth item for a logged-in player: the session has arrived.
  await page.locator('nav[data-items="5"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: accept, exact: true }).click();
  await settle(page);
  return watched;
}

const favoritesCall = (page: Page, method: string) =>
  page.waitForResponse(
    (response) => response.request().method() === method && response.url().includes('/api/player/favorite_games/'),
  );

describe('favourite games', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`a player hearts a game in the lobby, finds it on the favourites page and removes it there (${viewport.name})`, async () => {
      const { page, problems } = await playerOn(viewport, '/');
      const heart = page.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
      const label = (await heart.getAttribute('aria-label')) ?? '';
      const title = label.replace(/^Add /, '').replace(/ to favourites$/, '');
      expect(await heart.getAttribute('aria-pressed')).toBe('false');

      const added = favoritesCall(page, 'PUT');
      await heart.click();
      expect((await added).status()).toBe(204);
      const filled = page.getByRole('button', { name: `Remove ${title} from favourites` }).first();
      expect(await filled.getAttribute('aria-pressed')).toBe('true');
      await filled.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'favorites-lobby', viewport);

      await page.goto(`${baseUrl}/favorite-games`);
      await page.getByRole('heading', { level: 1, name: 'Favourite games' }).waitFor();
      const tile = page.getByRole('article', { name: title });
      await tile.waitFor();
      await settle(page);
      await saveScreenshot(page, 'favorites-list', viewport);

      const removed = favoritesCall(page, 'DELETE');
      await tile.getByRole('button', { name: `Remove ${title} from favourites` }).click();
      expect((await removed).status()).toBe(204);
      const empty = page.getByRole('heading', { name: 'No favourites yet' });
      await empty.waitFor();
      await page.getByRole('link', { name: 'Browse games' }).waitFor();
      await settle(page);
      await saveScreenshot(page, 'favorites-empty', viewport);

      // The server agrees: nothing is left after a reload.
      await page.reload();
      await empty.waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it('shows a heart at once, ignores clicks while it is saved, and takes it back when saving fails', async () => {
    const { page, problems } = await playerOn(DESKTOP, '/');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    await page.route('**/api/player/favorite_games/*', async (route) => {
      calls.push(route.request().method());
      await held;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"INTERNAL"}}' });
    });
    const heart = page.getByRole('button', { name: /^Add .+ to favourites$/ }).first();
    const title = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to favourites$/, '$1');
    await heart.click();
    const pending = page.getByRole('button', { name: `Remove ${title} from favourites` }).first();
    expect(await pending.getAttribute('aria-pressed')).toBe('true');
    expect(await pending.getAttribute('aria-busy')).toBe('true');
    await pending.click();
    await pending.click();
    expect(calls).toEqual(['PUT']);

    release();
    await page.getByText('Your favourites could not be updated. Please try again.').waitFor();
    const restored = page.getByRole('button', { name: `Add ${title} to favourites` }).first();
    expect(await restored.getAttribute('aria-pressed')).toBe('false');
    expect(calls).toEqual(['PUT']);
    // Only the answer this test made fail (the browser logs it without its address).
    const provoked = (problem: string) =>
      problem.includes('/api/player/favorite_games/') || problem.includes('status of 503');
    expect(problems.filter((problem) => !provoked(problem))).toEqual([]);
    await page.context().close();
  });

  it('shows the favourites in Canadian French on a phone', async () => {
    const { page, problems } = await playerOn(PHONE, '/fr-CA/favorite-games', 'Accepter');
    await page.getByRole('heading', { name: 'Aucun favori pour l’instant' }).waitFor();
    await settle(page);
    await saveScreenshot(page, 'favorites-empty-fr-CA', PHONE);

    const [first, second] = await fetchGames(baseUrl, { device: 'mobile', page: 1, page_size: 2 });
    for (const game of [first!, second!]) {
      const id = game.currencies.EUR?.id ?? Object.values(game.currencies)[0]!.id;
      const response = await page.request.put(`${baseUrl}/api/player/favorite_games/${id}`, {
        headers: { origin: baseUrl },
      });
      expect(response.status()).toBe(204);
    }
    await page.reload();
    // Newest first: the game hearted last leads.
    const titles = page.locator('[data-favorites-page] article h2');
    await titles.first().waitFor();
    expect(await titles.allTextContents()).toEqual([second!.title, first!.title]);
    await expect
      .poll(() =>
        page.getByRole('button', { name: `Retirer ${second!.title} des favoris` }).getAttribute('aria-pressed'),
      )
      .toBe('true');
    await settle(page);
    await saveScreenshot(page, 'favorites-list-fr-CA', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks a guest to sign in', async () => {
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() });
    await page.goto(`${baseUrl}/favorite-games`);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByRole('heading', { name: 'Sign in to see your favourites' }).waitFor();
    // Guests get no hearts on tiles: the toggle is for players.
    expect(await page.getByRole('button', { name: /to favourites$/ }).count()).toBe(0);
    await settle(page);
    await saveScreenshot(page, 'favorites-guest', PHONE);
    await page.getByRole('button', { name: 'Log in' }).last().click();
    const dialog = page.locator('dialog[open]');
    await dialog.waitFor();
    await untilStill(dialog);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
