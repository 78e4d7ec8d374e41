import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fetchGames } from './support/api';
import { saveScreenshot, settle, useBrowser, type Viewport, VIEWPORTS } from './support/browser';

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

/** The middle of the title's longest word, so the search has to match inside the title, not just its start. */
function partOfTitle(title: string): string {
  const longest = title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');
  return longest.length >= 5 ? longest.slice(1, -1) : longest;
}

async function openSearch(page: Page, viewport: Viewport) {
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-row] [data-game]').first().waitFor();
  // Phones keep the field behind a header button.
  if (viewport.phone) await page.getByRole('button', { name: 'Open search' }).click();
  return page.getByRole('combobox', { name: 'Search games' }).first();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(VIEWPORTS)('search at $name', (viewport) => {
  it('finds a game by part of its title and opens it', async () => {
    const [game] = await fetchGames(baseUrl, {
      device: viewport.phone ? 'mobile' : 'desktop',
      page: 2,
      page_size: 1,
    });
    if (!game) throw new Error('the catalogue is empty');
    const { page, problems } = await openPage(viewport);
    const field = await openSearch(page, viewport);

    await field.fill(partOfTitle(game.title).toLowerCase());
    const option = page.getByRole('option', { name: new RegExp(escapeRegExp(game.title)) });
    await option.waitFor();
    await settle(page);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    await saveScreenshot(page, 'search-open', viewport);

    await option.click();
    await page.waitForURL(new RegExp(`/play/${game.provider}/${game.slug}\\?mode=real$`));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('says nothing matched and offers the recommended games instead', async () => {
    const { page, problems } = await openPage(viewport);
    const field = await openSearch(page, viewport);
    await field.fill('qzxjvkqw');

    await page.getByText('No games found for “qzxjvkqw”').waitFor();
    const recommended = page.getByRole('listbox', { name: 'Recommended for you' }).getByRole('option');
    await recommended.first().waitFor();
    expect(await recommended.count()).toBeGreaterThan(0);

    // Escape closes the panel; keyboard users are not trapped in it.
    await field.press('Escape');
    expect(await page.locator('[data-search-panel]').count()).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
