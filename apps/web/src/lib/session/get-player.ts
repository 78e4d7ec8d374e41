import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { HttpError } from '../http/http-error';
import { queryKeys } from '../query-keys';
import { useSessionEnding } from './session-ending';
import type { SessionPlayer } from './session-player';

/**
 * Answers that mean "nobody is logged in": 401 is the contract; 404 is what a server without the accounts
 * module answers, and must not turn every visitor's first page into an error.
 */
const GUEST_STATUSES = new Set([401, 403, 404]);

/** `GET /api/player`: the logged-in user's profile, or null for a guest. */
async function fetchPlayer(signal?: AbortSignal): Promise<SessionPlayer | null> {
  try {
    const player = await http.request('/api/player', {
      schema: responseSchema('sessionPlayerSchema'),
      signal,
      logCode: 'LOAD_USER_ERROR',
      retries: 2,
    });
    // The logged-in flag is set only when the profile comes back with an id (platform-core §4).
    return player && player.id ? player : null;
  } catch (error) {
    if (error instanceof HttpError && GUEST_STATUSES.has(error.status)) return null;
    throw error;
  }
}

export const playerQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.player(),
    queryFn: ({ signal }) => fetchPlayer(signal),
    staleTime: 60_000,
    retry: false,
  });

export type Session =
  { status: 'pending'; player: null } | { status: 'guest'; player: null } | { status: 'player'; player: SessionPlayer };

/**
 * Login state for the chrome. A failed profile call counts as a guest: the lobby stays usable. While a sign-out is
 * with the server the state is not yet known again: the player is no longer shown, the guest not yet.
 */
export function useSession(): Session {
  const { data, isPending } = useQuery(playerQueryOptions());
  const ending = useSessionEnding();
  if (isPending || ending) return { status: 'pending', player: null };
  return data ? { status: 'player', player: data } : { status: 'guest', player: null };
}
