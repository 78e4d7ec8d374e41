import type { Game, GamesPage } from '@casino/contracts';

/**
 * Reads real catalogue data from the server, so the tests never hard-code seed titles. `headers` place the request,
 * e.g. in a country (the trusted country header).
 */
export async function fetchGames(baseUrl: string, body: object, headers: Record<string, string> = {}): Promise<Game[]> {
  const response = await fetch(`${baseUrl}/api/games_filter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`games_filter answered ${response.status}`);
  return ((await response.json()) as GamesPage).data;
}
