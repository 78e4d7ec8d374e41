import { playerStatsSchema } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { profileKeys } from './profile-query-keys';

/** `GET /api/player/stats`: lifetime totals in the player's currency. */
export const playerStatsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.stats(),
    queryFn: ({ signal }) =>
      http.request('/api/player/stats', { schema: playerStatsSchema, signal, logCode: 'LOAD_PLAYER_STATS_ERROR' }),
    staleTime: 60_000,
  });
