import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { seedCategory, waitForCategory } from './support/big-category';
import { PHONE, settle, useBrowser } from './support/browser';

const baseUrl = inject('baseUrl');
const databaseUrl = inject('databaseUrl');
const { openPage } = useBrowser();

const SMALL = { slug: 'test-fifty', size: 50 };
const LARGE = { slug: 'test-five-thousand', size: 5_000 };

/** Screens one fling of the walk scrolls. */
const FLING_SCREENS = 4;

const nodeCount = (page: Page) => page.evaluate(() => document.querySelectorAll('*').length);
/** Items the grid holds (games and the random card), loaded or not yet rendered: every item says it. */
const loadedItems = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('[data-catalog-grid] > li')?.getAttribute('aria-setsize') ?? 0));

/**
 * Scrolls the category to its very end in flings of a few screens, as a player going far would (waiting at the bottom
 * for each next page), and returns the largest DOM node count seen on the way. The flings down to the current bottom
 * run inside the page, a node count after each; the virtualiser renders the rows around the screen wherever it is,
 * so the count does not need every screen. Most of the walk is the 125 pages of 40 arriving one after another (about
 * 1.8 s each on a busy 2-core machine), so the test's limit allows for a machine busier still.
 */
async function scrollToEnd(page: Page, size: number): Promise<number> {
  let most = await nodeCount(page);
  for (;;) {
    const mostOnTheWay = await page.evaluate(async (FLING_SCREENS) => {
      let seen = document.querySelectorAll('*').length;
      for (;;) {
        window.scrollBy(0, window.innerHeight * FLING_SCREENS);
        // Two frames: the virtualiser hears the scroll and React renders the rows it picked.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        seen = Math.max(seen, document.querySelectorAll('*').length);
        if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2) return seen;
      }
    }, FLING_SCREENS);
    most = Math.max(most, mostOnTheWay);
    const loaded = await loadedItems(page);
    if (loaded > size) break; // every game and the random card
    // The next page arrives, or had already arrived and lengthened the list below the screen: scroll on either way.
    await page.waitForFunction(
      (count) =>
        Number(document.querySelector('[data-catalog-grid] > li')?.getAttribute('aria-setsize') ?? 0) > count ||
        window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
      loaded,
      { timeout: 30_000 },
    );
  }
  // At the very end, once the footer has mounted too. The last page can land just after a fling reached the bottom
  // (the check above then sees every game while the rows it brought push the bottom further down), so the walk
  // scrolls to the bottom again until the footer shows, rather than waiting for it where it is not coming.
  const footerLink = page.locator('[data-footer] a').first();
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return footerLink.isVisible();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await settle(page);
  return Math.max(most, await nodeCount(page));
}

// The catalogue is shaped in the journeys' PostgreSQL database, which CI provides (DATABASE_URL).
describe.skipIf(!databaseUrl)('a category of 5,000 games', () => {
  beforeAll(async () => {
    await seedCategory(databaseUrl, SMALL.slug, SMALL.size);
    await seedCategory(databaseUrl, LARGE.slug, LARGE.size);
    await waitForCategory(baseUrl, SMALL.slug, SMALL.size);
    await waitForCategory(baseUrl, LARGE.slug, LARGE.size);
  });

  // On a phone, where most players are. At 1440x900 the figure reads 1.22x (docs/decisions.md).
  it('weighs at most 1.2x a category of 50 on a phone, scrolled to its end', async () => {
    const { page, problems } = await openPage(PHONE);
    await page.goto(`${baseUrl}/categories/${SMALL.slug}`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await settle(page);
    const small = await scrollToEnd(page, SMALL.size);

    await page.goto(`${baseUrl}/categories/${LARGE.slug}`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await settle(page);
    const large = await scrollToEnd(page, LARGE.size);

    // Load-more brought every game, and the list still says where each item sits in all of them.
    await page.getByText(/^Showing 5,000 of 5,000 games$/).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastItem = page.locator('[data-catalog-grid] > li').last();
    await lastItem.waitFor();
    expect(await lastItem.getAttribute('aria-posinset')).toBe(String(LARGE.size + 1));
    expect(await lastItem.getAttribute('aria-setsize')).toBe(String(LARGE.size + 1));
    expect(large, `nodes: ${large} for 5,000 games, ${small} for 50`).toBeLessThanOrEqual(small * 1.2);
    expect(problems).toEqual([]);
    await page.context().close();
    // 230–260 s measured with the machine busy; the run that failed at 300 s had a load average of 8.
  }, 600_000);

  it('lets the keyboard walk past the rows first rendered, in list order', async () => {
    const { page, problems } = await openPage(PHONE);
    await page.goto(`${baseUrl}/categories/${LARGE.slug}`);
    await page.locator('[data-catalog-grid] [data-game]').first().waitFor();
    await settle(page);
    const firstRendered = await page.locator('[data-catalog-grid] > li').count();
    // The walk ends on the last item of the first page: past it lies the load-more button, or, while the next page is
    // still on its way, the footer. Where a walk faster than the network leads is not what this test is about.
    const steps = Math.min(firstRendered * 2 + 20, (await loadedItems(page)) - 1);

    await page
      .locator('[data-catalog-grid] [data-game]')
      .first()
      .getByRole('button', { name: /^Play / })
      .focus();
    const places: number[] = [];
    for (let step = 0; step < steps; step++) {
      await page.keyboard.press('Tab');
      const place = await page.evaluate(() =>
        Number(document.activeElement?.closest('[data-catalog-grid] > li')?.getAttribute('aria-posinset') ?? 0),
      );
      places.push(place);
    }
    // Focus never left the grid and never went back: each Tab reached the same or the next item.
    expect(
      places.every((place, index) => place > 0 && place >= (places[index - 1] ?? 0)),
      `places: ${places.join(', ')}`,
    ).toBe(true);
    expect(places.at(-1)).toBeGreaterThan(firstRendered);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
