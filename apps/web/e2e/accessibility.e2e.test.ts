import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { DESKTOP, PHONE, settle, useBrowser, VIEWPORTS } from './support/browser';
import { freshAddress } from './support/accounts';
import { signUpPlayer } from './support/session';

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

const PAGES = [
  { path: '/', ready: '[data-row] [data-game]' },
  { path: '/pokies', ready: '[data-catalog-grid] [data-game]' },
  { path: '/tournaments', ready: '[data-coming-soon]' },
  { path: '/ffc', ready: '[data-flag]' },
  { path: '/sign-in', ready: 'dialog[open] h2' },
  // A replayed round with the fullest result: the mines board, its commitment verdict and the draws.
  {
    path: `/provably-fair?server_seed=s&client_seed=c&nonce=0&game=mines&commitment=${'0'.repeat(64)}`,
    ready: '[data-game="mines"]',
  },
];

describe.each(VIEWPORTS)('accessibility at $name', (viewport) => {
  it.each(PAGES)('$path has no serious or critical axe violations', async ({ path, ready }) => {
    const { page, problems } = await openPage(viewport);
    await page.goto(`${baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('accessibility of the shell states', () => {
  const check = async (page: Page, problems: string[]) => {
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  };

  it('the sidebar, open on a phone', async () => {
    const { page, problems } = await openPage(PHONE);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-row] [data-game]').first().waitFor();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('[data-sidebar]').waitFor();
    await check(page, problems);
  });

  it('the footer, scrolled into view', async () => {
    const { page, problems } = await openPage(DESKTOP);
    await page.goto(`${baseUrl}/tournaments`);
    await page.locator('[data-footer]').scrollIntoViewIfNeeded();
    await page.locator('[data-footer] [data-payment]').first().waitFor({ timeout: 15_000 });
    await check(page, problems);
  });

  it("a player's header with the balance menu open", async () => {
    const { page, problems } = await openPage(DESKTOP, { 'x-forwarded-for': freshAddress() });
    await signUpPlayer(page);
    await page.goto(`${baseUrl}/`);
    await page.locator('[data-row] [data-game]').first().waitFor();
    await page.getByRole('button', { name: /^Your balance/ }).click();
    await page.getByRole('button', { name: 'Withdraw' }).waitFor();
    await check(page, problems);
  });
});
