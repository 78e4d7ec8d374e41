import { LOCALES, type LocaleCode } from '@casino/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress } from './support/accounts';
import { closeModals, DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';
import { COUNTRY_HEADER } from './support/global-setup';
import { signUpPlayer } from './support/session';
import { totp } from './support/totp';

/*
 * A first visit as a new player makes it: a fresh browser, no storage, on a phone and on a desktop. Whatever floats
 * (the header, the bottom bar, the welcome bubble, the cookie notice, the floating buttons) leaves the games, their
 * "See all" links and the footer's text in sight, and every locale's labels fit (docs/ARCHITECTURE.md, "What may
 * float").
 */

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

type Box = { left: number; top: number; right: number; bottom: number };

/** What floats over the page, each found by the mark its component sets. */
const OVERLAYS = {
  header: 'header',
  bottomBar: '[data-bottom-bar]',
  cookieNotice: '[data-cookie-notice]',
  floatingWidget: '[data-floating-widget]',
  promoBubble: '[data-promo-bubble]',
} as const;
type OverlayName = keyof typeof OVERLAYS;

const localePath = (locale: LocaleCode, path = '/') =>
  locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`;

async function openGuest(viewport: Viewport, headers: Record<string, string> = {}) {
  return openPage(viewport, { 'x-forwarded-for': freshAddress(), ...headers });
}

/** Opens a page and waits until its first games and the late arrivals (notice, bubble) are at rest. */
async function openLobby(page: Page, path = '/') {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('[data-game]').first().waitFor();
  await settle(page);
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** The boxes of the overlays shown now: a hidden one (display none, invisible, zero-sized) covers nothing. */
async function overlayBoxes(page: Page): Promise<Partial<Record<OverlayName, Box>>> {
  return page.evaluate((selectors) => {
    const boxes: Partial<Record<string, Box>> = {};
    for (const [name, selector] of Object.entries(selectors)) {
      // The cookie notice has a placement for phones and one for wider screens: the one shown counts.
      for (const element of document.querySelectorAll(selector)) {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        if (style.visibility === 'hidden' || style.opacity === '0' || rect.width === 0 || rect.height === 0) continue;
        boxes[name] = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
        break;
      }
    }
    return boxes;
  }, OVERLAYS);
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function coveredBy(box: Box, overlays: Partial<Record<OverlayName, Box>>): OverlayName[] {
  return (Object.entries(overlays) as [OverlayName, Box | undefined][])
    .filter(([, overlay]) => overlay !== undefined && intersects(box, overlay))
    .map(([name]) => name);
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

/** The tiles of the lobby's first row that lie wholly inside the screen's width. */
async function firstRowTiles(page: Page): Promise<Box[]> {
  return page
    .locator('[data-row]')
    .first()
    .locator('[data-game]')
    .evaluateAll((items) =>
      items
        .map((item) => item.getBoundingClientRect())
        .filter((rect) => rect.left >= 0 && rect.right <= window.innerWidth)
        .map((rect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })),
    );
}

/** Elements inside `selector` whose own text overflows their box. */
async function overflowingLabels(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `"${element.textContent?.trim()}" (${element.scrollWidth} > ${element.clientWidth})`),
    );
}

/** How many whole tiles the first row shows at each size: a full row of the lobby's 3.1 (phone) or 7 (desktop). */
const WHOLE_TILES = { [PHONE.name]: 3, [DESKTOP.name]: 7 };

describe.each([PHONE, DESKTOP])('the first screen of a first visit at $name', (viewport) => {
  it('shows a whole row of games, with nothing over it or its "See all"', async () => {
    const { page, problems } = await openGuest(viewport);
    await openLobby(page);
    const overlays = await overlayBoxes(page);
    // The guest's first visit: the notice and the bubble are there, and still cover nothing.
    expect(Object.keys(overlays)).toEqual(expect.arrayContaining(['header', 'cookieNotice', 'promoBubble']));
    if (viewport.phone) expect(Object.keys(overlays)).toContain('bottomBar');

    const tiles = await firstRowTiles(page);
    expect(tiles.length).toBeGreaterThanOrEqual(WHOLE_TILES[viewport.name] ?? 1);
    for (const tile of tiles) {
      expect(tile.top).toBeGreaterThanOrEqual(overlays.header?.bottom ?? 0);
      expect(tile.bottom).toBeLessThanOrEqual(viewport.height);
      expect(coveredBy(tile, overlays), JSON.stringify(tile)).toEqual([]);
    }
    // Every "See all" in sight, not only the first row's.
    const seeAlls = await page.locator('[data-row] a:text-matches("^See all")').evaluateAll((links) =>
      links
        .map((link) => link.getBoundingClientRect())
        .filter((rect) => rect.bottom > 0 && rect.top < window.innerHeight)
        .map((rect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })),
    );
    expect(seeAlls.length).toBeGreaterThan(0);
    // The first row's stands clear of everything; a lower one may slip under the header or the bottom bar, as the
    // page does, but never under what floats for a first visit.
    expect(coveredBy(seeAlls[0]!, overlays)).toEqual([]);
    const { cookieNotice, promoBubble, floatingWidget } = overlays;
    for (const seeAll of seeAlls) {
      expect(coveredBy(seeAll, { cookieNotice, promoBubble, floatingWidget }), JSON.stringify(seeAll)).toEqual([]);
    }
    await saveScreenshot(page, 'first-visit/lobby-guest', viewport);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a first visit on a phone (390x844)', () => {
  it('shows the floating buttons once the visitor scrolls, and keeps the footer clear of everything at the end', async () => {
    const { page, problems } = await openGuest(PHONE);
    await openLobby(page);
    expect((await overlayBoxes(page)).floatingWidget).toBeUndefined();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.locator(OVERLAYS.cookieNotice).waitFor({ state: 'detached' });

    await page.locator('[data-footer]').scrollIntoViewIfNeeded();
    await page.locator('[data-footer]').getByRole('heading', { name: 'Awards' }).waitFor({ timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await settle(page);
    await page.locator(`${OVERLAYS.floatingWidget} button`).first().waitFor();
    const overlays = await overlayBoxes(page);
    expect(overlays.floatingWidget).toBeDefined();
    // Every line of text the footer shows on this last screen, against the bottom bar and the floating buttons.
    const texts = await page.locator('[data-footer] :is(p, a, li, h2, h3, small, span)').evaluateAll((elements) =>
      elements
        .filter((element) => [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()))
        .map((element) => ({ text: element.textContent?.trim() ?? '', rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
        .map(({ text, rect }) => ({
          text,
          box: { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom },
        })),
    );
    expect(texts.length).toBeGreaterThan(0);
    const { bottomBar, floatingWidget } = overlays;
    for (const { text, box } of texts) {
      expect(coveredBy(box, { bottomBar, floatingWidget }), text).toEqual([]);
    }
    await saveScreenshot(page, 'first-visit/footer-end', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('keeps the confirmation of two-factor below the see-through header it scrolls to', async () => {
    const { page, problems } = await openGuest(PHONE);
    await signUpPlayer(page);
    await page.goto(`${baseUrl}/profile/security`);
    const card = page.locator('[data-profile-card="two-factor"]');
    await card.getByRole('button', { name: 'Turn on' }).click();
    const setup = card.locator('[data-two-factor-setup]');
    const secret = (await setup.locator('[data-two-factor-secret]').innerText()).replace(/\s+/g, '');
    await setup.getByLabel('Authentication code').fill(totp(secret));
    await setup.getByRole('button', { name: 'Turn on two-factor' }).click();
    const confirmation = card.getByText('Two-factor authentication is on.');
    await confirmation.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'status');
    await settle(page);
    const header = await boxOf(page, OVERLAYS.header);
    const shown = await confirmation.boundingBox();
    expect(shown?.y).toBeGreaterThanOrEqual(header.bottom);
    await saveScreenshot(page, 'first-visit/two-factor-on', PHONE);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('a first visit on a desktop (1440x900)', () => {
  it('hangs the welcome bubble beside the category chips, never over them', async () => {
    const { page, problems } = await openGuest(DESKTOP);
    await openLobby(page);
    const bubble = await boxOf(page, OVERLAYS.promoBubble);
    const chips = await boxOf(page, 'nav[aria-label="Game categories"]');
    expect(intersects(bubble, chips)).toBe(false);
    await saveScreenshot(page, 'first-visit/chips-and-bubble', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('opens the search results inside the screen', async () => {
    const { page, problems } = await openGuest(DESKTOP);
    await openLobby(page);
    // A word most titles share, so the panel is as full as it gets.
    await page.getByRole('combobox', { name: 'Search games' }).first().fill('the');
    await page.locator('[data-search-panel]').getByRole('option').first().waitFor();
    await settle(page);
    const box = await boxOf(page, '[data-search-panel]');
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(DESKTOP.width);
    expect(box.bottom).toBeLessThanOrEqual(DESKTOP.height);
    await saveScreenshot(page, 'first-visit/search', DESKTOP);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([1024, 1180, 1280, 1440])('keeps the "More" button off the search box at %i px', async (width) => {
    const viewport: Viewport = { name: `${width}x900`, width, height: 900, phone: false };
    const { page, problems } = await openGuest(viewport);
    await openLobby(page);
    const search = await boxOf(page, 'header [role="search"]');
    // Every item of the top menu, More included when it shows, keeps clear of the search box.
    const items = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .locator(':is(a, button)')
      .evaluateAll((elements) =>
        elements
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.width > 0)
          .map((rect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })),
      );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(intersects(item, search), JSON.stringify(item)).toBe(false);
    await saveScreenshot(page, 'first-visit/header', viewport);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('every locale fits', () => {
  describe.each([PHONE, DESKTOP])('at $name', (viewport) => {
    it.each(LOCALES)('%s: the hero, the bottom bar, a category and sign-up', async (locale) => {
      const { page, problems } = await openGuest(viewport);
      await openLobby(page, localePath(locale));
      // The whole first row shows in every language, with nothing over it.
      const overlays = await overlayBoxes(page);
      for (const tile of await firstRowTiles(page)) {
        expect(tile.bottom).toBeLessThanOrEqual(viewport.height);
        expect(coveredBy(tile, overlays), JSON.stringify(tile)).toEqual([]);
      }
      expect(await overflowingLabels(page, '[data-promotion="welcome-offer"] a')).toEqual([]);
      if (viewport.phone) {
        expect(await overflowingLabels(page, `${OVERLAYS.bottomBar} :is(a, button) > span:last-child`)).toEqual([]);
        expect(await overflowingLabels(page, OVERLAYS.bottomBar)).toEqual([]);
      }
      expect(await overflowingLabels(page, 'header')).toEqual([]);
      await saveScreenshot(page, `first-visit/${locale}-lobby`, viewport);

      await openLobby(page, localePath(locale, '/pokies'));
      expect(await overflowingLabels(page, 'main h1')).toEqual([]);
      await saveScreenshot(page, `first-visit/${locale}-category`, viewport);

      await page.goto(`${baseUrl}${localePath(locale)}#sign-up`);
      const dialog = page.locator('dialog[open]');
      await dialog.locator('select[name="currency"], input[type="email"]').first().waitFor();
      await settle(page);
      expect(await overflowingLabels(page, 'dialog[open] :is(button, label, h2)')).toEqual([]);
      await saveScreenshot(page, `first-visit/${locale}-sign-up`, viewport);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  });

  it('keeps the header whole on the narrowest phone (320 px) in every locale, "Log in" still named', async () => {
    const narrowest: Viewport = { name: '320x568', width: 320, height: 568, phone: true };
    const { page, problems } = await openGuest(narrowest);
    for (const locale of LOCALES) {
      await openLobby(page, localePath(locale));
      const cutOff = await page.locator('header :is(a, button)').evaluateAll((elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          .map(({ element, box }) => `"${element.textContent?.trim()}" (${box.left}-${box.right})`),
      );
      expect(cutOff, locale).toEqual([]);
      expect(await overflowingLabels(page, 'header'), locale).toEqual([]);
      if (locale === 'en') {
        // The icon that stands for "Log in" here is a button of that name, as the words are on wider screens.
        const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
        expect(await logIn.isVisible()).toBe(true);
        await logIn.click();
        await page.locator('dialog[open]').getByRole('heading', { name: 'Log in' }).waitFor();
        await closeModals(page);
      }
      if (locale === 'de') await saveScreenshot(page, 'first-visit/de-header-320', narrowest);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('never offers the test locale in the language selector', async () => {
    const { page, problems } = await openGuest(DESKTOP);
    await openLobby(page);
    const footer = page.locator('[data-footer]');
    await footer.scrollIntoViewIfNeeded();
    const select = footer.getByRole('combobox', { name: 'Language' });
    await select.waitFor({ timeout: 15_000 });
    const offered = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(LOCALES.filter((code) => code !== 'en-AU-x-fake'));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('sign-up defaults follow the visitor', () => {
  it.each<{ from: string; headers: Record<string, string> }>([
    { from: 'Canada', headers: { [COUNTRY_HEADER]: 'CA' } },
    { from: 'an unknown country', headers: {} },
  ])('a French-Canadian page from $from opens on Canada and Canadian dollars', async ({ headers }) => {
    const { page, problems } = await openGuest(PHONE, headers);
    await page.goto(`${baseUrl}/fr-CA#sign-up`);
    const dialog = page.locator('dialog[open]');
    const country = dialog.locator('select[name="country"]');
    await country.waitFor();
    await page.waitForFunction(
      () => (document.querySelector('dialog[open] select[name="country"]') as HTMLSelectElement | null)?.value,
    );
    expect(await country.inputValue()).toBe('CA');
    expect(await dialog.locator('select[name="currency"]').inputValue()).toBe('CAD');
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
