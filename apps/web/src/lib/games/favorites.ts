import { FAVORITE_GAMES_V1, FAVORITE_GAMES_V2, type Game } from '@casino/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';
import { useSession } from '../session/get-player';

const PATH = '/api/player/favorite_games';

/** `GET /api/player/favorite_games` as ids (v1): what the hearts on the tiles read. */
export const favoriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.favoriteIds(),
    queryFn: async ({ signal }) =>
      (await http.request(PATH, {
        schema: responseSchema('favoriteGameIdsSchema'),
        signal,
        headers: { 'accept-client': FAVORITE_GAMES_V1 },
        logCode: 'LOAD_FAVORITE_GAMES_ERROR',
        retries: 2,
      })) ?? [],
    // Loaded once per session: the player's own hearts keep it current, and logging out drops it.
    staleTime: Infinity,
  });

/** The same list as whole games (v2), oldest first, for the favourites page. */
export const favoriteGamesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.favoriteGames(),
    queryFn: async ({ signal }) =>
      (await http.request(PATH, {
        schema: responseSchema('favoriteGamesSchema'),
        signal,
        headers: { 'accept-client': FAVORITE_GAMES_V2 },
        logCode: 'LOAD_FAVORITE_GAMES_ERROR',
        retries: 2,
      })) ?? [],
  });

/** Every per-currency id of a game: a favourite is stored by one of them. */
export function currencyIdsOf(game: Game): number[] {
  return Object.values(game.currencies).map((currency) => currency.id);
}

/** The id to store when the player hearts a game: the one of their currency, else any the game has. */
function favoriteIdOf(game: Game, currency: string | undefined): number | undefined {
  return (currency ? game.currencies[currency]?.id : undefined) ?? currencyIdsOf(game)[0];
}

/** What a click changes: the id to add, or the game's stored ids to remove (read before the optimistic update). */
type Change = { add: true; id: number } | { add: false; ids: number[] };

type Snapshot = { ids: number[] | undefined; games: Game[] | undefined };

export type FavoriteToggle = {
  /** False for guests and for games without a currency: there is nothing to heart. */
  available: boolean;
  isFavorite: boolean;
  /** A request is in flight; further clicks are ignored until it settles. */
  pending: boolean;
  toggle: () => void;
};

/**
 * The heart of one game: optimistic (the lists change at once) and rolled back, with `onError` told, if the
 * server refuses. A removal also drops the game from the loaded whole-games list, as the reference does.
 */
export function useFavoriteToggle(game: Game, onError: () => void): FavoriteToggle {
  const queryClient = useQueryClient();
  const session = useSession();
  const signedIn = session.status === 'player';
  const favoriteId = favoriteIdOf(game, session.player?.currency);
  const select = useCallback((ids: number[]) => currencyIdsOf(game).some((id) => ids.includes(id)), [game]);
  const { data: isFavorite = false } = useQuery({ ...favoriteIdsQueryOptions(), enabled: signedIn, select });

  const mutation = useMutation<void, Error, Change, Snapshot>({
    mutationFn: async (change) => {
      if (change.add) {
        await http.request(`${PATH}/${change.id}`, { method: 'PUT' });
        return;
      }
      await Promise.all(change.ids.map((id) => http.request(`${PATH}/${id}`, { method: 'DELETE' })));
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.favorites() });
      const snapshot: Snapshot = {
        ids: queryClient.getQueryData(queryKeys.favoriteIds()),
        games: queryClient.getQueryData(queryKeys.favoriteGames()),
      };
      if (change.add) {
        queryClient.setQueryData<number[]>(queryKeys.favoriteIds(), (ids = []) => [...ids, change.id]);
      } else {
        const removed = new Set(change.ids);
        queryClient.setQueryData<number[]>(queryKeys.favoriteIds(), (ids) => ids?.filter((id) => !removed.has(id)));
        queryClient.setQueryData<Game[]>(queryKeys.favoriteGames(), (games) => games?.filter((g) => g.id !== game.id));
      }
      return snapshot;
    },
    onError: (_error, _change, snapshot) => {
      if (snapshot) {
        queryClient.setQueryData(queryKeys.favoriteIds(), snapshot.ids);
        queryClient.setQueryData(queryKeys.favoriteGames(), snapshot.games);
      }
      onError();
    },
    onSuccess: (_data, change) => {
      // A new favourite's whole game comes from the server the next time the favourites page shows.
      if (change.add) void queryClient.invalidateQueries({ queryKey: queryKeys.favoriteGames() });
    },
  });

  return {
    available: signedIn && favoriteId !== undefined,
    isFavorite,
    pending: mutation.isPending,
    toggle: () => {
      if (mutation.isPending) return;
      if (!isFavorite) {
        if (favoriteId !== undefined) mutation.mutate({ add: true, id: favoriteId });
        return;
      }
      const stored = new Set(queryClient.getQueryData<number[]>(queryKeys.favoriteIds()) ?? []);
      mutation.mutate({ add: false, ids: currencyIdsOf(game).filter((id) => stored.has(id)) });
    },
  };
}
