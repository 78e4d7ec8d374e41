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
    const german = await fetch(`${baseUrl}/api/games_filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromGermany },
      body: JSON.stringify(jackpots),
    });
    expect(((await german.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('shows the "not available in your region" page when the server answers 451', async () => {
    const [game] = await fetchGames(baseUrl, jackpots);
    if (!game) throw new Error('the demo catalogue has jackpot games');
    const { page, problems } = await openPage(DESKTOP, { [COUNTRY_HEADER]: 'DE' });
    await page.goto(`${baseUrl}/play/${game.identifier}?mode=demo`);
    await page.getByRole('heading', { level: 1, name: 'Not available in your region' }).waitFor();
    await page.getByRole('link', { name: 'Back to the lobby' }).waitFor();
    await settle(page);
    // The 451 itself is the answer under test; anything else going wrong still fails the test.
    const refusal = (problem: string) =>
      problem.includes(`/api/games/${game.identifier}`) || problem.includes('status of 451');
    expect(problems.filter((problem) => !refusal(problem))).toEqual([]);
    expect(problems.some(refusal)).toBe(true);
    await page.context().close();
  });
});
