import type { PlayerSettings } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/api';
import { responseSchema } from '../http/lazy-response-schemas';
import { queryKeys } from '../query-keys';

/** Settings carry the realtime connection (url, user, token); guests get a guest connection. */
export async function fetchPlayerSettings(signal?: AbortSignal): Promise<PlayerSettings | null> {
  const settings = await http.request('/api/player/settings', {
    schema: responseSchema('playerSettingsSchema'),
    signal,
    logCode: 'LOAD_PLAYER_SETTINGS_ERROR',
  });
  return settings ?? null;
}

export const playerSettingsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.playerSettings(),
    queryFn: ({ signal }) => fetchPlayerSettings(signal),
    staleTime: 5 * 60_000,
  });
