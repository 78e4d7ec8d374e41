import { userLimitDetailSchema, type UserLimitDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `DELETE /api/user_limits/{id}`: asks for a removal. It waits like a raise (e-mailed confirmation, then no sooner
 * than 24 hours), so the limit keeps applying meanwhile. Cooling-off and self-exclusion cannot be removed.
 */
export async function removeLimit(id: number): Promise<UserLimitDetail | undefined> {
  return http.request(`/api/user_limits/${id}`, {
    method: 'DELETE',
    schema: userLimitDetailSchema,
    logCode: 'REMOVE_USER_LIMIT_ERROR',
    retries: 0,
  });
}

export function useRemoveLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userLimits() }),
  });
}
