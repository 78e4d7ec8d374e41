import { userLimitDetailSchema, type UserLimitDetail } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { queryKeys } from '../../../lib/query-keys';

/** `POST /api/user_limits/confirm {token}`: the e-mailed link's confirmation; works without a session. */
export async function confirmLimit(token: string): Promise<UserLimitDetail | undefined> {
  return http.request('/api/user_limits/confirm', {
    method: 'POST',
    body: { token },
    schema: userLimitDetailSchema,
    logCode: 'CONFIRM_USER_LIMIT_ERROR',
    retries: 0,
  });
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.userLimits() }),
  });
}
