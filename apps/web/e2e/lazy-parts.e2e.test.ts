import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { freshAddress } from './support/accounts';
import { DESKTOP, PHONE, saveScreenshot, settle, useBrowser, type Viewport } from './support/browser';

/*
 * A part of the shell whose code cannot be had (a dropped connection, a release that replaced the files while the
 * page was open) costs that part only: the page stays, and a part the visitor asked for says what happened and
 * offers a reload (app/layout/lazy-part.tsx). Each test makes one chunk's request fail, as the network would.
 */

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

/** The visitor's page, with every request for the named chunk's script failing. */
async function openWithFailingChunk(viewport: Viewport, chunk: string) {
  const watched = await openPage(viewport, { 'x-forwarded-for': freshAddress() });
  const script = new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`);
  await watched.page.route(script, (route) => route.abort('failed'));
  await watched.page.goto(`${baseUrl}/`);
  await watched.page.locator('[data-row] [data-game]').first().waitFor();
  await watched.page.getByRole('button', { name: 'Accept' }).click();
  return { ...watched, script };
}

/** The lobby is still there: its games, and no error page in place of it. */
async function expectLobbyStillShown(page: Page) {
  expect(await page.locator('[data-row] [data-game]').first().isVisible()).toBe(true);
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
}

/** The watched page's record of the chunk's request failing. */
const chunkRequestFailed = (problem: string, script: RegExp) =>
  problem.startsWith('request failed:') && script.test(problem.split(' ')[2] ?? '');

/** Only the failed chunk's own request and the error it caused were seen. */
function expectOnlyTheFailure(problems: readonly string[], script: RegExp) {
  const others = problems.filter(
    (problem) =>
      !chunkRequestFailed(problem, script) &&
      problem !== 'console error: Failed to load resource: net::ERR_FAILED' &&
      !problem.includes('Failed to fetch dynamically imported module') &&
      !problem.includes('A part of the page failed to load or draw'),
  );
  expect(others).toEqual([]);
}

describe('a part of the shell whose code cannot be loaded', () => {
  it('shows a modal that says so, with a reload, over the page it was opened on', async () => {
    const { page, problems, script } = await openWithFailingChunk(DESKTOP, 'auth-modal-body');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.locator('dialog[open]');
    const alert = dialog.getByRole('alert');
    await alert.getByRole('heading', { name: "This part didn't load" }).waitFor();
    expect(await alert.getByRole('button', { name: 'Reload the page' }).isVisible()).toBe(true);
    await settle(page);
    await saveScreenshot(page, 'lazy-part-modal-failed', DESKTOP);

    // The modal still closes as any other, and the page under it never left.
    await page.keyboard.press('Escape');
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await expectLobbyStillShown(page);
    expectOnlyTheFailure(problems, script);
  });

  it('tells a player whose menu cannot open, and the reload it offers brings the menu back', async () => {
    const { page, problems, script } = await openWithFailingChunk(PHONE, 'sidebar');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const toast = page.getByText("Part of the page didn't load. Check your connection, then reload the page.");
    await toast.waitFor();
    await expectLobbyStillShown(page);
    expect(await page.locator('[data-sidebar]').count()).toBe(0);
    expectOnlyTheFailure(problems, script);

    // The connection is back: the toast's reload fetches the page again, and the menu opens.
    await page.unroute(script);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await reloaded;
    await page.waitForFunction(() => document.documentElement.dataset.shownPath !== undefined);
    await page.locator('[data-row] [data-game]').first().waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('[data-sidebar]').waitFor();
  });

  it('leaves the footer empty and the page whole when the footer cannot come', async () => {
    const { page, problems, script } = await openWithFailingChunk(PHONE, 'footer-content');
    await page.locator('[data-footer]').scrollIntoViewIfNeeded();
    // The footer's code was asked for, and that request failed: the page below is what the failure left.
    await expect
      .poll(() => problems.some((problem) => chunkRequestFailed(problem, script)), { timeout: 10_000 })
      .toBe(true);
    await settle(page);
    await expectLobbyStillShown(page);
    expect(await page.locator('[data-footer]').isVisible()).toBe(true);
    // Nothing told: the visitor did not ask for the footer.
    expect(await page.getByRole('button', { name: 'Reload', exact: true }).count()).toBe(0);
    expectOnlyTheFailure(problems, script);
  });
});
