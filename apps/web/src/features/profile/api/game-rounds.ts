import { GAME_ROUNDS_PAGE_SIZE, gameRoundsSchema, type GameRound } from '@casino/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { nextRoundsPage } from '../games-history/round-result';
import { profileKeys } from './profile-query-keys';

/** `GET /api/player/games`: one page of the player's rounds, newest first. */
async function fetchRoundsPage(page: number, signal?: AbortSignal): Promise<GameRound[]> {
  const query = new URLSearchParams({ page: String(page), per_page: String(GAME_ROUNDS_PAGE_SIZE) });
  const rounds = await http.request(`/api/player/games?${query.toString()}`, {
    schema: gameRoundsSchema,
    signal,
    logCode: 'LOAD_GAME_ROUNDS_ERROR',
  });
  return rounds ?? [];
}

export const gameRoundsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: profileKeys.gameRounds(),
    queryFn: ({ pageParam, signal }) => fetchRoundsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: GameRound[], pages) => nextRoundsPage(last, pages.length, GAME_ROUNDS_PAGE_SIZE),
  });
