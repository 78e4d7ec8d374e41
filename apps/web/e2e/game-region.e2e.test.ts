import { describe, expect, inject, it } from 'vitest';
import { fetchGames } from './support/api';
import { DESKTOP, settle, useBrowser } from './support/browser';
import { COUNTRY_HEADER } from './support/global-setup';

const baseUrl = inject('baseUrl');
const { openPage } = useBrowser();

// The demo catalogue keeps jackpot slots out of Germany (a country whose guests may otherwise play).
const jackpots = { device: 'desktop', filter: { categories: { identifiers: ['jackpots'], strategy: 'OR' } } };

describe('a game restricted in the visitor country', () => {
  it('is refused by the API with 451 and left out of the lists for that country only', async () => {
    const [game] = await fetchGames(baseUrl, jackpots);
    if (!game) throw new Error('the demo catalogue has jackpot games');
    const fromGermany = { [COUNTRY_HEADER]: 'DE' };
    const refused = await fetch(`${baseUrl}/api/games/${game.identifier}`, { headers: fromGermany });
    expect(refused.status).toBe(451);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('GAME_RESTRICTED_IN_REGION');
    expect((await fetch(`${baseUrl}/api/games/${game.identifier}`)).status).toBe(200);
    expect(await fetchGames(baseUrl, jackpots, fromGermany)).toEqual([]);
  });

  it('shows the "not available in your region" page when the server answers 451', async () => {
    const [game] = await fetchGames(baseUrl, jackpots);
    if (!game) throw new Error('the demo catalogue has jackpot games');
    // The 451 of this game's own call is the answer under test; any other failure still fails the test. The server
    // draws the game page's first screen, so it makes that call itself and the page arrives with the refusal.
    const gamePath = `/api/games/${game.identifier}`;
    const { page, problems } = await openPage(DESKTOP, { [COUNTRY_HEADER]: 'DE' }, [{ path: gamePath, status: 451 }]);
    const response = await page.goto(`${baseUrl}/play/${game.identifier}?mode=demo`);
    expect(await response?.text()).toContain('Not available in your region');
    await page.getByRole('heading', { level: 1, name: 'Not available in your region' }).waitFor();
    await page.getByRole('link', { name: 'Back to the lobby' }).waitFor();
    await settle(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
