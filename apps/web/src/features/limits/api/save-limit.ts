import { userLimitDetailSchema, type UserLimitDetail, type UserLimitRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/user_limits`: create a limit or change the one of the same type and period. Sending the amounts in
 * force again withdraws a waiting raise or removal (the server keeps lower-or-equal amounts and drops the
 * pending change). Never retried: the player sees the answer and decides.
 */
export async function saveLimit(request: UserLimitRequest): Promise<UserLimitDetail | undefined> {
  return http.request('/api/user_limits', {
    method: 'POST',
    body: request,
    schema: userLimitDetailSchema,
    logCode: 'SAVE_USER_LIMIT_ERROR',
    retries: 0,
  });
}

/**
 * `refresh: false` for a cooling-off or self-exclusion: the server has just ended the session, so re-reading the
 * limits would only meet a 401 and sign the player out before they have read what happened.
 */
export function useSaveLimit({ refresh = true }: { refresh?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLimit,
    // Both the page's list and the shell's guard read limits: refresh them together.
    onSettled: () => (refresh ? queryClient.invalidateQueries({ queryKey: queryKeys.userLimits() }) : undefined),
  });
}
