import { sessionPlayerSchema } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';
import type { SessionPlayer } from '../../../lib/session/session-player';
import type { ProfileUpdate } from '../personal-details/personal-details-values';

/**
 * `PATCH /api/player`. The answer is the whole updated profile, so it replaces the cached one directly: the
 * header, the personal-info check and this page all see the change without another call.
 */
export async function updateProfile(queryClient: QueryClient, body: { user: ProfileUpdate }): Promise<SessionPlayer> {
  const player = await http.request('/api/player', {
    method: 'PATCH',
    body,
    schema: sessionPlayerSchema,
    logCode: 'UPDATE_PROFILE_ERROR',
    retries: 0,
  });
  if (!player) throw new Error('PATCH /api/player answered without a profile');
  queryClient.setQueryData(queryKeys.player(), player);
  return player;
}
