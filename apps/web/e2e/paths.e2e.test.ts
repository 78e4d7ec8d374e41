import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { fetchGames } from './support/api';
import { closeModals, DESKTOP, gameNotInStudio, navigateInApp, useBrowser } from './support/browser';
import { CURRENT_PAGE, inLocale, knownPaths, type KnownPath } from './support/known-paths';
import { signUpPlayer } from './support/session';
import { freshAddress } from './support/accounts';

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();
let paths: KnownPath[];
let gameIdentifier = '';

beforeAll(async () => {
  const [game] = await fetchGames(baseUrl, { device: 'desktop', page: 1, page_size: 1 });
  if (!game) throw new Error('the catalogue is empty');
  paths = knownPaths({ provider: game.provider, game });
  gameIdentifier = game.identifier;
});

/** Message keys look like `sections.vip.name`; a page showing one has lost its translation. */
const RAW_KEY = /^[a-z]+(\.[a-zA-Z-]+)+$/;

const appUrl = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Every path of both specs, in one browser page per locale and login state: English as guest and as player,
 * German as guest, Canadian French as player. Each visit must end at the expected address with a translated page
 * heading (and the modal, where one belongs) on a real page rather than the not-found page, and the whole tour
 * must produce no console error or failed request.
 */
describe('every known path', () => {
  const RUNS = [
    { locale: 'en', state: 'guest' },
    { locale: 'en', state: 'player' },
    { locale: 'de', state: 'guest' },
    { locale: 'fr-CA', state: 'player' },
  ] as const;

  it.each(RUNS)('$locale as $state', async ({ locale, state }) => {
    // The tour's confirmation links carry a made-up token, which the server rightly refuses; each run has its own
    // client address, so the per-address limit on token use counts one run's visits, not the whole file's.
    const { page, problems } = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() }, [
      { path: '/api/users/confirmation', status: 422 },
      { path: '/api/user_limits/confirm', status: 422 },
      gameNotInStudio(gameIdentifier),
    ]);
    if (state === 'player') await signUpPlayer(page);
    await page.goto(`${baseUrl}${inLocale({ url: '/' }, locale).url}`);
    await page.locator('main h1').first().waitFor();
    const failures: string[] = [];

    for (const known of paths) {
      await closeModals(page);
      const before = appUrl(page);
      const start = inLocale({ url: known.path }, locale).url;
      const arrival = inLocale(known[state], locale);
      const expectedUrl = arrival.url === CURRENT_PAGE ? before : arrival.url;
      await navigateInApp(page, start);
      try {
        await page.waitForURL((url) => `${url.pathname}${url.search}` === expectedUrl, { timeout: 10_000 });
        // The address bar changes at once; the router commits the page (and records it as "where the player
        // came from") only after its loader and code have arrived.
        await page.waitForFunction((path) => document.documentElement.dataset.shownPath === path, expectedUrl, {
          timeout: 10_000,
        });
        // The new page has rendered once its heading has text (a loading page shows a skeleton heading); the
        // text is read in the same check, so a page still swapping cannot hand over an empty one.
        const heading = await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.trim(), null, {
          timeout: 10_000,
        });
        const text = String(await heading.jsonValue());
        if (arrival.modal) await page.locator('dialog[open]').first().waitFor({ timeout: 10_000 });
        if (!text || RAW_KEY.test(text)) failures.push(`${start}: heading "${text}"`);
        // The not-found page has a translated heading too: only the deliberate unknown address may show it.
        const notFound = (await page.locator('[data-not-found]').count()) > 0;
        if (notFound !== Boolean(known.notFound)) {
          failures.push(`${start}: ${notFound ? 'shows the not-found page' : 'expected the not-found page'}`);
        }
        if (!arrival.modal && (await page.locator('dialog[open]').count()) > 0) {
          failures.push(`${start}: an unexpected modal is open`);
        }
      } catch (error) {
        failures.push(`${start}: expected ${expectedUrl}, ended at ${appUrl(page)} (${String(error).split('\n')[0]})`);
      }
    }

    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    expect(failures).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
