import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, openPage, settle, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const PAGES = [
  { path: '/', ready: '[data-row] [data-game]' },
  { path: '/pokies', ready: '[data-catalog-grid] [data-game]' },
];

describe.each(VIEWPORTS)('accessibility at $name', (viewport) => {
  it.each(PAGES)('$path has no serious or critical axe violations', async ({ path, ready }) => {
    const { page, problems } = await openPage(browser, viewport);
    await page.goto(`${baseUrl}${path}`);
    await page.locator(ready).first().waitFor();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
