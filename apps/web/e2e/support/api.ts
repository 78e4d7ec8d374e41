import type { Game, GamesPage } from '@casino/contracts';

/** Reads real catalogue data from the server, so the tests never hard-code seed titles. */
export async function fetchGames(baseUrl: string, body: object): Promise<Game[]> {
  const response = await fetch(`${baseUrl}/api/games_filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`games_filter answered ${response.status}`);
  return ((await response.json()) as GamesPage).data;
}
