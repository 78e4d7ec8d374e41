import { TOAST_AUTO_REMOVE_MS } from '@casino/contracts';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  saveScreenshot,
  settle,
  untilStill,
  useBrowser,
  type Viewport,
  VIEWPORTS,
} from './support/browser';
import { freshAddress } from './support/accounts';
import { COUNTRY_HEADER } from './support/global-setup';
import { changeProfileFields, signUpPlayer, withConfigDocument } from './support/session';

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

type ShellOptions = {
  /** Sign a new player up first (with this nickname, if given), so the page opens logged in. */
  player?: boolean | { nickname: string };
  /** Sent with every request of the page, e.g. the trusted country header that places the visitor. */
  headers?: Record<string, string>;
};

/** Every page comes from an address of its own, so one test's sign-ups never count against the next one's. */
async function openShell(viewport: Viewport, { player = false, headers = {} }: ShellOptions = {}) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress(), ...headers });
  if (player) await signUpPlayer(watched.page, player === true ? {} : player);
  return watched;
}

const openDialog = (page: Page) => page.locator('dialog[open]');

/** The session timer's value in seconds, read from its text (hh:mm:ss). */
async function shownSeconds(timer: Locator): Promise<number> {
  const text = (await timer.textContent()) ?? '';
  const match = /^(\d\d):(\d\d):(\d\d)$/.exec(text);
  if (!match) throw new Error(`the session timer reads "${text}"`);
  const [, hours, minutes, seconds] = match.map(Number) as [number, number, number, number];
  return hours * 3600 + minutes * 60 + seconds;
}

async function openLobby(page: Page, path = '/') {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('[data-row] [data-game]').first().waitFor();
}

async function openSidebar(page: Page, viewport: Viewport) {
  const name = viewport.phone ? 'Menu' : 'Open the menu';
  await page.getByRole('button', { name, exact: true }).click();
  await page.locator('[data-sidebar]').waitFor();
}

describe.each(VIEWPORTS)('shell at $name', (viewport) => {
  it('opens a modal from the header that holds focus, closes on Escape and gives focus back', async () => {
    const { page, problems } = await openShell(viewport);
    await openLobby(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await login.click();
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
    // Tab keeps cycling inside the dialog.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
    // The page behind does not scroll while the modal is open.
    expect(await page.evaluate(() => document.documentElement.dataset.scrollLocked)).toBe('true');
    await settle(page);
    await saveScreenshot(page, 'modal', viewport);

    // One modal replaces another without stacking: login → sign-up.
    await dialog.getByRole('button', { name: 'New here? Create an account' }).click();
    await dialog.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(await openDialog(page).count()).toBe(1);

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.waitForFunction(() => !document.documentElement.dataset.scrollLocked);
    expect(await login.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the sidebar with every section and closes it on navigation', async () => {
    const { page, problems } = await openShell(viewport);
    await openLobby(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    await openSidebar(page, viewport);
    const sidebar = page.locator('[data-sidebar]');
    for (const name of ['Tournaments', 'VIP Club', 'Rocket Mart', 'Help centre', 'Local time']) {
      expect(await sidebar.getByText(name, { exact: false }).count(), name).toBeGreaterThan(0);
    }
    await sidebar.getByRole('button', { name: 'Show the pages of Tournaments' }).click();
    await sidebar.getByRole('link', { name: 'Studio tournaments' }).waitFor();
    await settle(page);
    await untilStill(sidebar); // the group's chevron finishes turning before the screenshot
    await saveScreenshot(page, 'sidebar', viewport);

    await sidebar.getByRole('link', { name: 'Studio tournaments' }).click();
    await page.waitForURL(`${baseUrl}/tournaments/producers`);
    await page.waitForFunction(() => !document.querySelector('[data-sidebar]'));
    await page.getByRole('heading', { level: 1, name: 'Studio tournaments' }).waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('loads the footer blocks as the visitor scrolls to them', async () => {
    const { page, problems } = await openShell(viewport);
    await openLobby(page);
    await page.getByRole('button', { name: 'Accept' }).click();
    const footer = page.locator('[data-footer]');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('heading', { name: 'Awards' }).waitFor({ timeout: 15_000 });
    await footer.getByRole('list', { name: 'Game providers' }).getByRole('link').first().waitFor();
    for (const heading of ['Payment methods', 'Casino', 'Help and legal', 'Contact us']) {
      expect(await footer.getByRole('heading', { name: heading }).count(), heading).toBe(1);
    }
    expect(await footer.getByText('Licensed in Curaçao').count()).toBe(1);
    expect(await footer.locator('[data-payment="neosurf"]').count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    await saveScreenshot(page, 'footer', viewport);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('routes and modals', () => {
  it('opens popup routes over the lobby and returns to it when the modal closes', async () => {
    const { page, problems } = await openShell(DESKTOP);
    await page.goto(`${baseUrl}/sign-in?redirect=%2Fprofile`);
    await openDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
    await page.locator('[data-row]').first().waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/`);
    expect(await openDialog(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens a cashbox deep link over the lobby on the first navigation, with the amount it carries', async () => {
    const { page, problems } = await openShell(DESKTOP, { player: true });
    await page.goto(`${baseUrl}/deposit?amountProp=75`);
    await page.waitForURL(`${baseUrl}/`);
    const dialog = openDialog(page);
    await dialog.getByRole('heading', { name: 'Deposit', exact: true }).waitFor();
    // The link's amount wins over the first-deposit preset.
    await expect.poll(() => dialog.getByLabel(/^Amount/).inputValue()).toBe('75');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('acts on #sign-in and clears the hash a second later', async () => {
    const { page, problems } = await openShell(DESKTOP);
    await page.goto(`${baseUrl}/pokies#sign-in`);
    await openDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
    await page.waitForURL(`${baseUrl}/pokies`, { timeout: 5_000 });
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('serves the guest variant under /guest, locales and popups included', async () => {
    const { page, problems } = await openShell(DESKTOP);
    await page.goto(`${baseUrl}/guest/de/pokies`);
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Live-Casino' }).click();
    await page.waitForURL(`${baseUrl}/guest/de/live`);
    await page.goto(`${baseUrl}/guest/sign-in`);
    await openDialog(page).getByRole('heading', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/guest`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("switches the language in the app, into another locale's pages and back, without a reload", async () => {
    const { page, problems } = await openShell(DESKTOP);
    await page.goto(`${baseUrl}/de`);
    // A reload would lose this mark: each locale's routes join the app's router when it first goes there.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    for (const [locale, path] of [
      ['en', '/'],
      ['fr-CA', '/fr-CA'],
      ['de', '/de'],
    ] as const) {
      await page.locator('[data-footer]').scrollIntoViewIfNeeded();
      await page.locator('[data-footer]').getByRole('combobox').selectOption(locale);
      await page.waitForURL(`${baseUrl}${path}`);
      await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
      await page.locator('main [data-game]').first().waitFor();
      expect(await page.locator('[data-not-found]').count(), path).toBe(0);
    }
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('marks deep pages no-index and leaves shallow ones indexable', async () => {
    const { page, problems } = await openShell(DESKTOP);
    // Depth counts the locale prefix: three segments are indexable, four are not. The same category page on
    // both sides, so only the depth differs; neither may be the not-found page, which is no-index on its own.
    const headings: Record<string, string> = {};
    for (const [path, robots] of [
      ['/de/tournaments/live', 0],
      ['/de/games/top', 0],
      ['/de/games/top/2', 1],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction((expected) => document.documentElement.dataset.shownPath === expected, path);
      const heading = await page.waitForFunction(() => document.querySelector('main h1')?.textContent?.trim());
      headings[path] = String(await heading.jsonValue());
      expect(await page.locator('[data-not-found]').count(), path).toBe(0);
      expect(await page.locator('meta[name="robots"][content="noindex"]').count(), path).toBe(robots);
      expect(await page.locator('meta[name="robots"]').count(), path).toBe(robots);
    }
    // Page 2 of the category is that category's page, not some other page that happens to be deep.
    expect(headings['/de/games/top/2']).toBe(headings['/de/games/top']);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('header and language', () => {
  it('shows a player their balance and saves a language change to their profile', async () => {
    const { page, problems } = await openShell(DESKTOP, { player: { nickname: 'MiaLuck' } });
    await openLobby(page);
    const header = page.getByRole('banner');
    // A new player's wallet, as the server keeps it (whole amounts without decimals; format.test.ts has the rest).
    await header
      .getByRole('button', { name: /^Your balance/ })
      .getByText('€0', { exact: true })
      .waitFor();
    expect(await header.getByRole('button', { name: 'Deposit', exact: true }).count()).toBe(1);
    await header.getByRole('button', { name: 'Account menu of MiaLuck' }).click();
    await header.getByRole('link', { name: 'Game history' }).waitFor();
    await page.keyboard.press('Escape');

    // The language switch lives in the footer (and the sidebar).
    await page.locator('[data-footer]').scrollIntoViewIfNeeded();
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/player/update_locale'));
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('de');
    await page.waitForURL(`${baseUrl}/de`);
    await page.getByRole('heading', { level: 1, name: 'Wir verdoppeln deine erste Einzahlung' }).waitFor();
    await header
      .getByRole('button', { name: /^Dein Guthaben/ })
      .getByText(/^0\s€$/)
      .waitFor();
    expect((await saved).request().postDataJSON()).toEqual({ locale: 'de' });
    expect((await saved).ok()).toBe(true);
    const profile = (await (await page.request.get(`${baseUrl}/api/player`)).json()) as { locale: string };
    expect(profile.locale).toBe('de');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('follows the page toggles in the menu and on the feature routes', async () => {
    const toggles = (stored: Record<string, unknown>) => ({ ...stored, 'rocket-chance': true, 'rocket-mart': false });
    await withConfigDocument('manage-promotion-pages', toggles, async () => {
      const { page, problems } = await openShell(DESKTOP);
      await openLobby(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('button', { name: 'More' }).click();
      await nav.getByRole('link', { name: 'Rocket Chance' }).first().waitFor();
      expect(await nav.getByRole('link', { name: 'Rocket Mart' }).count()).toBe(0);
      await page.goto(`${baseUrl}/rocket-mart/money`);
      await page.waitForURL(`${baseUrl}/promotions`);
      await page.goto(`${baseUrl}/rocket-chance`);
      await page.getByRole('heading', { level: 1, name: 'Rocket Chance' }).waitFor();
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });
});

describe('feature flags', () => {
  it('switches a flag on /ffc, applies it across the site, and resets to defaults', async () => {
    const { page, problems } = await openShell(DESKTOP);
    await page.goto(`${baseUrl}/ffc`);
    const techWork = page.getByRole('switch', { name: 'Technical works' });
    expect(await techWork.getAttribute('aria-checked')).toBe('false');
    await techWork.click();
    expect(await techWork.getAttribute('aria-checked')).toBe('true');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Scheduled maintenance is under way').waitFor();

    await page.goto(`${baseUrl}/ffc`);
    await page.getByText('Scheduled maintenance is under way').waitFor();
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    expect(await page.getByText('Scheduled maintenance is under way').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Technical works' }).getAttribute('aria-checked')).toBe('false');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('geography and licence', () => {
  // The server places the visitor by the trusted country header (as behind a CDN): its country lookup is part of
  // what these tests cover, not faked.
  it('warns guests from a restricted country and keeps login closed to them', async () => {
    const { page, problems } = await openShell(DESKTOP, { headers: { [COUNTRY_HEADER]: 'PL' } });
    await page.clock.install();
    await openLobby(page);
    const warning = page.getByText('Aurora Casino is not available in your country.', { exact: false });
    await warning.waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await openDialog(page).getByRole('alert').getByText('Login not available in your country').waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    // Persistent: still there well after an ordinary toast would have gone (and given the time to go).
    await page.clock.fastForward(TOAST_AUTO_REMOVE_MS + 1_000);
    const removed = await warning.waitFor({ state: 'detached', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
    expect(removed, 'the geo warning went away').toBe(false);
    expect(await warning.count()).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('asks Australian guests to confirm, and sends them to /oops when they decline', async () => {
    const { page, problems } = await openShell(PHONE, { headers: { [COUNTRY_HEADER]: 'AU' } });
    // The card is drawn by the server and its code is lazy: arriving late (a slow network), it must still be here
    // before the app takes the page over, or the tap below would be dropped and the guest would stay put.
    let heldBack = 0;
    await page.route(/\/assets\/australian-card-[\w-]+\.js$/, async (route) => {
      heldBack += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await openLobby(page, '/en-AU');
    const card = page.locator('[data-australian-card]');
    await card.waitFor();
    await card.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(`${baseUrl}/en-AU/oops`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The card's code is its own file, or holding it back tested nothing.
    expect(heldBack).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('shows players under the Estonian licence their session time', async () => {
    const { page, problems } = await openShell(DESKTOP, { headers: { [COUNTRY_HEADER]: 'EE' } });
    // Nobody signs up from Estonia here (its licence geography), and accounts are opened under the site's licence:
    // a player signed up elsewhere, whose profile then names the Estonian licence, as one of that site's would.
    await signUpPlayer(page, { headers: { [COUNTRY_HEADER]: 'MT' } });
    await changeProfileFields(page, { license_name: 'EE' });
    await page.clock.install();
    await openLobby(page);
    // The EE licence notice shows once after login.
    await openDialog(page).getByRole('heading', { name: 'Estonian licence' }).waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('banner').getByText('Session time').waitFor();
    const timer = page.getByRole('banner').locator('time');
    expect(await timer.textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
    const start = await shownSeconds(timer);
    // Time passing moves it on, second for second.
    await page.clock.fastForward(5_000);
    await expect.poll(() => shownSeconds(timer)).toBeGreaterThanOrEqual(start + 5);
    const advanced = await shownSeconds(timer);
    expect(advanced).toBeLessThanOrEqual(start + 7);
    // A reload continues the session's count rather than starting again at 00:00:00.
    await page.reload();
    await page.getByRole('banner').getByText('Session time').waitFor();
    expect(await shownSeconds(timer)).toBeGreaterThanOrEqual(5);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('cookie notice', () => {
  it('stays out of the sign-up page and, once accepted, stays away', async () => {
    const { page, problems } = await openShell(PHONE);
    await page.goto(`${baseUrl}/sign-up`);
    await openDialog(page).waitFor();
    expect(await page.getByRole('heading', { name: 'We value your privacy' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.reload();
    await page.locator('[data-row] [data-game]').first().waitFor();
    expect(await page.getByRole('heading', { name: 'We value your privacy' }).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
