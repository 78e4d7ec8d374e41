import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumPath, screenshotDir } from './paths';

export type Viewport = { name: string; width: number; height: number; phone: boolean };

export const DESKTOP: Viewport = { name: '1440x900', width: 1440, height: 900, phone: false };
export const PHONE: Viewport = { name: '390x844', width: 390, height: 844, phone: true };
export const VIEWPORTS = [DESKTOP, PHONE] as const;

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/** A page that records every console error, uncaught exception and failed request it sees. */
export type WatchedPage = { page: Page; problems: string[] };

/** An error answer a test provokes on purpose (a wrong password, a made-up token): not a problem there. */
export type ExpectedFailure = { path: string; status: number };

/**
 * Answers that are part of the contract rather than failures: a guest's `GET /api/player` is a 401 (platform-core
 * §4, the web app reads it as "not logged in"). The browser still logs it as a failed resource.
 */
const ALWAYS_EXPECTED: readonly ExpectedFailure[] = [{ path: '/api/player', status: 401 }];

/**
 * The game page launches its game (`POST /api/games/{provider}/{slug}/session`). A game the studio does not run (Pai
 * Gow) is refused with GAME_UNAVAILABLE (409), which the page shows as its own friendly state. Tests that open a game's page for another purpose (paths, the survey) allow that answer.
 */
export const gameNotInStudio = (identifier: string): ExpectedFailure => ({
  path: `/api/games/${identifier}/session`,
  status: 409,
});

function isExpectedFailure(expected: readonly ExpectedFailure[], url: string, status: number): boolean {
  const { pathname } = new URL(url);
  return expected.some((failure) => failure.status === status && failure.path === pathname);
}

async function openPage(
  browser: Browser,
  viewport: Viewport,
  extraHTTPHeaders: Record<string, string> = {},
  expectedFailures: readonly ExpectedFailure[] = [],
  { untilTakenOver = true }: { untilTakenOver?: boolean } = {},
): Promise<WatchedPage> {
  const expected = [...ALWAYS_EXPECTED, ...expectedFailures];
  const context = await browser.newContext({
    extraHTTPHeaders,
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.phone,
    hasTouch: viewport.phone,
    deviceScaleFactor: 1,
    locale: 'en-GB',
  });
  const page = await context.newPage();
  trackRequests(page);
  if (untilTakenOver) waitForTakeover(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const source = message.location().url;
    const status = /status of (\d{3})/.exec(message.text())?.[1];
    if (source && status && isExpectedFailure(expected, source, Number(status))) return;
    problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Leaving a page cancels its lazy images and pending calls; that is the browser's doing, not a failure.
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() < 400 || isExpectedFailure(expected, response.url(), response.status())) return;
    problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, problems };
}

/**
 * A page whose first screen the server drew shows it before the app has started (the app's scripts start after the
 * first paint; docs/ARCHITECTURE.md, "The first screen drawn on the server"). The journeys test the app, so opening
 * or reloading such a page returns once the app has taken it over (the root layout stamps the path it shows); the
 * moment before is first-screen.e2e.test.ts's, which opens its pages with `untilTakenOver: false`.
 */
function waitForTakeover(page: Page): void {
  const takenOver = () =>
    page.waitForFunction(
      () => !document.getElementById('first-screen-state') || document.documentElement.dataset.shownPath !== undefined,
    );
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await takenOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await takenOver();
    return response;
  };
}

/**
 * One Chromium for the calling test file, launched before its first test and closed after its last. Returns
 * `openPage` bound to it, so a test only says what page it wants.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    openPage(...args: DropFirst<Parameters<typeof openPage>>): Promise<WatchedPage> {
      if (!browser) throw new Error('useBrowser() pages open only inside tests');
      return openPage(browser, ...args);
    },
  };
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer Rest] ? Rest : never;

export async function saveScreenshot(page: Page, name: string, viewport: Viewport): Promise<string> {
  const file = path.join(screenshotDir, `${name}-${viewport.name}.png`);
  // A name may hold a folder (`first-visit/lobby`), so a journey keeps its screenshots together.
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file });
  return file;
}

/**
 * The requests each page has sent and not yet seen answered, its frames' included. `settle` waits on this set rather
 * than on Playwright's `networkidle`, which on the Chromium Debian ships now can wait forever on a game page with no
 * request left open, and which cannot say what it is waiting for. `started` counts every request the page has sent.
 */
type Traffic = { pending: Set<Request>; started: number };
const traffic = new WeakMap<Page, Traffic>();

function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  const seen: Traffic = { pending, started: 0 };
  traffic.set(page, seen);
  page.on('request', (request) => {
    pending.add(request);
    seen.started += 1;
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** A request whose frame has gone (a closed game, a left page) will never be answered to anyone. */
function isOrphaned(request: Request): boolean {
  try {
    return request.frame().isDetached();
  } catch {
    return false; // a service worker's request has no frame
  }
}

/** The network counts as quiet after this long without a request in flight, as `networkidle` does. */
const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 30_000;
const POLL_MS = 50;

async function untilNetworkQuiet(page: Page): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) throw new Error('settle() needs a page opened by useBrowser().openPage');
  const { pending } = seen;
  const startedBefore = seen.started;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let quietSince = Date.now();
  for (;;) {
    for (const request of pending) if (isOrphaned(request)) pending.delete(request);
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    if (Date.now() > deadline) {
      const waiting = [...pending].map((request) => `${request.method()} ${request.url()}`).join(', ') || 'nothing';
      const sent = seen.started - startedBefore;
      throw new Error(`${page.url()} never went quiet: ${sent} requests sent while waiting; open now: ${waiting}`);
    }
    await page.waitForTimeout(POLL_MS);
  }
}

/** Lets lazy chunks, calls and images settle before asserting or taking a screenshot. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await untilNetworkQuiet(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Navigates inside the single-page app, as a link would (the router follows history changes), without reloading
 * the page: a hundred paths take seconds instead of minutes.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

const MAX_OPEN_MODALS = 5;

/**
 * Closes every open modal with Escape, the way a keyboard user would: after each press the number of open dialogs
 * must drop (a modal that ignores Escape, or one that reopens itself, fails the caller rather than lingering).
 */
export async function closeModals(page: Page): Promise<void> {
  for (let attempt = 0; attempt < MAX_OPEN_MODALS; attempt += 1) {
    const open = await page.locator('dialog[open]').count();
    if (open === 0) return;
    await page.keyboard.press('Escape');
    try {
      await page.waitForFunction((before) => document.querySelectorAll('dialog[open]').length < before, open, {
        timeout: 5_000,
      });
    } catch {
      throw new Error(`Escape left ${open} open dialog(s) open at ${page.url()}`);
    }
  }
  const left = await page.locator('dialog[open]').count();
  if (left > 0) throw new Error(`${left} dialog(s) still open after ${MAX_OPEN_MODALS} presses of Escape`);
}

/**
 * Waits until every animation in `locator`'s subtree has finished: screenshots show things at rest, not halfway. An
 * animation cancelled on the way (a re-render restarting a transition) rejects its `finished` promise: that is not a
 * failure, so the wait looks again until nothing is running, a few rounds at most.
 */
export async function untilStill(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    for (let round = 0; round < 5; round += 1) {
      const running = element.getAnimations({ subtree: true });
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}
