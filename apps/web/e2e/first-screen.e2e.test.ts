import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress } from './support/accounts';
import { recordCommits, recordedCommits } from './support/react-commits';
import { signUpPlayer } from './support/session';
import { DESKTOP, navigateInApp, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/*
 * The first screen arrives with the HTML (issue 8): the server draws the lobby's pages (shell, hero, first rows),
 * the browser paints them before any script has run, and the app then takes the page over from the data it was
 * drawn with, asking the server for none of it again and drawing nothing differently.
 */

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

async function pageHtml(path: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { accept: 'text/html', 'x-forwarded-for': freshAddress(), ...headers },
  });
  expect(response.status).toBe(200);
  return response.text();
}

/** What the browser asks the server for and reports while it takes the page over. */
function watchTakeover(page: Page) {
  const calls: string[] = [];
  const reports: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/log') reports.push(request.postData() ?? '');
    else if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return { calls, reports };
}

/** The app has taken the page over once the shell's effects have run (the root layout stamps the path it shows). */
async function takenOver(page: Page, path: string): Promise<void> {
  await page.waitForFunction((shown) => document.documentElement.dataset.shownPath === shown, path);
  await settle(page);
}

describe('the first screen', () => {
  it('comes drawn in the HTML: the shell, the hero and the first row of games, with the app named for later', async () => {
    const html = await pageHtml('/', { 'user-agent': PHONE_AGENT });
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(html).toContain('<html lang="en">');
    expect(root).toContain('data-session="guest"');
    expect(root).toContain('Double your first deposit');
    // A phone's first row: the 3.1 tiles it shows and one more, each cover loading at once; a desktop's shows 8.
    const tiles = (page: string) => page.match(/<li [^>]*data-game="/g)?.length ?? 0;
    expect(tiles(root)).toBe(5);
    expect(root.match(/<img [^>]*loading="eager"/g)?.length).toBe(5);
    expect(tiles(await pageHtml('/'))).toBe(8);
    expect(html).toContain('id="first-screen-state"');
    // The styles are in the page and the scripts start after it has painted: nothing blocks the first paint.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled)/);
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<meta name="app-entry"');
  });

  it('draws a phone\'s five tiles for a "mobile" page, and the whole row on a "mobile" tablet held wide', async () => {
    const firstRowTiles = async (viewport: Viewport) => {
      const { page, problems } = await openPage(viewport, {
        'x-forwarded-for': freshAddress(),
        'user-agent': PHONE_AGENT,
      });
      await page.goto(`${baseUrl}/`);
      await takenOver(page, '/');
      const count = await page.locator('[data-row]').first().locator('[data-game]').count();
      expect(problems).toEqual([]);
      await page.context().close();
      return count;
    };
    expect(await firstRowTiles(PHONE)).toBe(5);
    expect(await firstRowTiles({ name: '1280x800', width: 1280, height: 800, phone: true })).toBeGreaterThan(8);
  });

  it("draws a category's grid for the device's screen: a phone's nine tiles and six covers at once", async () => {
    const grid = (html: string) => {
      // From the grid to the end of the page's markup (the first-screen state follows it): only the grid numbers its
      // items, and nothing after it loads a cover at once.
      const items = html.slice(html.indexOf('data-catalog-grid'), html.indexOf('id="first-screen-state"'));
      return {
        tiles: items.match(/aria-posinset=/g)?.length ?? 0,
        eager: items.match(/<img [^>]*loading="eager"/g)?.length ?? 0,
      };
    };
    // Two rows of three on the screen and one of overscan; twenty covers came with a phone's page before.
    const phone = grid(await pageHtml('/pokies', { 'user-agent': PHONE_AGENT }));
    expect(phone).toEqual({ tiles: 9, eager: 6 });
    const desktop = grid(await pageHtml('/pokies'));
    expect(desktop.tiles).toBeGreaterThan(12);
    expect(desktop.eager).toBeGreaterThanOrEqual(11);

    // The browser, once it has measured the phone's window, keeps them and adds only what that window needs: at
    // 390x844 a third row starts at the screen's bottom edge, and its overscan row comes with it.
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress(), 'user-agent': PHONE_AGENT });
    const covers = new Set<string>();
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/games/')) covers.add(request.url());
    });
    await page.goto(`${baseUrl}/pokies`);
    await takenOver(page, '/pokies');
    const drawn = await page.locator('[data-catalog-grid] > li').count();
    expect(drawn).toBeGreaterThanOrEqual(9);
    expect(drawn).toBeLessThanOrEqual(12);
    expect(covers.size).toBeLessThanOrEqual(12);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("draws the lobby under a popup route's modal, which the browser opens once it has the page", async () => {
    // The lobby comes drawn, the modal does not: the modal stores are each visitor's own, never the server's.
    const signUp = await pageHtml('/sign-up');
    expect(signUp).toContain('id="first-screen-state"');
    expect(signUp).toContain('"modal":{"id":"sign-up"');
    expect(signUp).not.toContain('<dialog');
    const lobby = await pageHtml('/');
    expect(lobby).not.toContain('"modal"');

    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() }, [], {
      untilTakenOver: false,
    });
    const { reports } = watchTakeover(page);
    await page.goto(`${baseUrl}/sign-up`);
    await takenOver(page, '/sign-up');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create account' }).waitFor();
    expect(reports.filter((report) => report.includes('FIRST_SCREEN_HYDRATION'))).toEqual([]);
    // Closing it leaves the lobby, as when the browser drew the page itself.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await takenOver(page, '/');
    expect(problems).toEqual([]);
  });

  it("opens a cashbox address's modal over the lobby, drawn on the server under the lobby's address", async () => {
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() }, [], {
      untilTakenOver: false,
    });
    await signUpPlayer(page);
    const html = await (await page.request.get(`${baseUrl}/cashbox`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-session="player"');
    expect(html).toContain('"shownPath":"/"');
    expect(html).toContain('"modal":{"id":"cashbox"');
    expect(html).not.toContain('<dialog');

    const { reports } = watchTakeover(page);
    await page.goto(`${baseUrl}/cashbox`);
    await takenOver(page, '/');
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('dialog').getByRole('region', { name: 'Payment history' }).waitFor();
    expect(reports.filter((report) => report.includes('FIRST_SCREEN_HYDRATION'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("opens the guard's modal once the page is taken over without drawing the page under it again", async () => {
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() }, [], {
      untilTakenOver: false,
    });
    await signUpPlayer(page);
    await recordCommits(page, { shell: '#main-content', firstRow: '[data-row]' });
    await page.goto(`${baseUrl}/cashbox`);
    await takenOver(page, '/');
    await page.getByRole('dialog').getByRole('region', { name: 'Payment history' }).waitFor();

    // The first commit is the hydration, which takes the whole page over; the modal opens in the commits after it.
    // Drawn again with them, the shell and the lobby under it made the longest task of a phone's main thread; so
    // did every lobby row, the first (on screen from the start) included, drawn again as its element was noted.
    const [hydration, ...after] = await recordedCommits(page);
    expect(hydration?.holding).toEqual({ shell: expect.any(Number), firstRow: expect.any(Number) });
    expect(hydration?.holding.shell).toBeGreaterThan(0);
    expect(hydration?.holding.firstRow).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((commit) => commit.holding.shell !== 0 || commit.holding.firstRow !== 0)).toEqual([]);

    // The count does see the shell drawn again when something it reads changes: a navigation.
    const before = after.length + 1;
    await navigateInApp(page, '/pokies');
    await takenOver(page, '/pokies');
    const navigation = (await recordedCommits(page)).slice(before);
    expect(navigation.some((commit) => (commit.holding.shell ?? 0) > 0)).toBe(true);
    expect(problems).toEqual([]);
  });

  it('takes a drawn page opened with a hash over without drawing it differently, then acts on the hash', async () => {
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() }, [], {
      untilTakenOver: false,
    });
    const { reports } = watchTakeover(page);
    await page.goto(`${baseUrl}/#sign-in`);
    await takenOver(page, '/');
    await page.getByRole('dialog').getByRole('heading', { name: 'Log in' }).waitFor();
    expect(reports.filter((report) => report.includes('FIRST_SCREEN_HYDRATION'))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('is taken over without the schema library, which it fetches once the first screen has settled', async () => {
    const { page, problems } = await openPage(PHONE, { 'x-forwarded-for': freshAddress() }, [], {
      untilTakenOver: false,
    });
    const scripts: { url: string; body: Promise<string>; beforeTakeover: boolean }[] = [];
    let takeoverDone = false;
    // Sorted by when the browser asked for them: every script the hydration ran was asked for before it ended.
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      // A body the browser dropped (the page moved on) reads as empty rather than failing the test elsewhere.
      const body = request
        .response()
        .then((response) => response?.text() ?? '')
        .catch(() => '');
      scripts.push({ url: request.url(), body, beforeTakeover: !takeoverDone });
    });
    const hasZod = async (script: (typeof scripts)[number]) => (await script.body).includes('._zod');
    await page.goto(`${baseUrl}/`);
    // Not `takenOver`: it also waits for the network to go quiet, by when the schemas may have been fetched.
    await page.waitForFunction(() => document.documentElement.dataset.shownPath === '/');
    takeoverDone = true;
    const firstScreen = scripts.filter((script) => script.beforeTakeover);
    expect(firstScreen.length).toBeGreaterThan(0);
    for (const script of firstScreen) expect(await hasZod(script), script.url).toBe(false);

    // Then, with nothing asked of the page, the schemas arrive for the answers to come.
    const later = () => scripts.filter((script) => !script.beforeTakeover);
    await expect
      .poll(async () => (await Promise.all(later().map(hasZod))).includes(true), { timeout: 15_000 })
      .toBe(true);
    // A page the server did not draw asks for its games, and its answer is read with them.
    await navigateInApp(page, '/pokies');
    await takenOver(page, '/pokies');
    await expect.poll(() => page.locator('[data-game]').first().isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("is drawn in the visitor's language", async () => {
    const html = await pageHtml('/de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Wir verdoppeln deine erste Einzahlung');
    expect(html).toContain('Alle ansehen');
    expect(html.match(/<li [^>]*data-game="/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it.each([
    [PHONE.name, PHONE],
    [DESKTOP.name, DESKTOP],
  ] as const)('paints with no script at all (%s)', async (_name, viewport: Viewport) => {
    const { page } = await openPage(viewport, { 'x-forwarded-for': freshAddress() }, [], { untilTakenOver: false });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.locator('[data-game]').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'See all' }).first().isVisible()).toBe(true);
    await saveScreenshot(page, 'first-screen/no-script', viewport);
  });

  it.each([
    [PHONE.name, PHONE, '/'],
    [DESKTOP.name, DESKTOP, '/'],
    [PHONE.name, PHONE, '/pokies'],
    [DESKTOP.name, DESKTOP, '/de/live'],
    [PHONE.name, PHONE, '/play/rushline-originals/ember-dice?mode=demo'],
  ] as const)(
    'is taken over by the app without a second fetch or a difference (%s %s)',
    async (_name, viewport, path) => {
      const { page, problems } = await openPage(viewport, { 'x-forwarded-for': freshAddress() }, [], {
        untilTakenOver: false,
      });
      const { calls, reports } = watchTakeover(page);
      await page.goto(`${baseUrl}${path}`);
      await takenOver(page, path);
      // The first screen's data came with it: neither the session nor the games are asked for again.
      expect(calls.filter((call) => /\/api\/(player|games_filter|games\/collections)$/.test(call))).toEqual([]);
      expect(reports.filter((report) => report.includes('FIRST_SCREEN_HYDRATION'))).toEqual([]);
      expect(problems).toEqual([]);
      // And it answers: the sign-in dialog opens from the header.
      if (!path.startsWith('/de')) {
        await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
        // The modal's code loads on this click, beside a game frame's on a phone: a wait for the dialog, not a
        // one-second poll (which a busy CI machine once outlasted on the game page).
        await page.getByRole('dialog').waitFor();
      }
    },
  );
});
