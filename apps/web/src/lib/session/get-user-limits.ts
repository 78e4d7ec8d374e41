import { userLimitsSchema, type UserLimit } from '@casino/contracts';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../http/api';
import { queryKeys } from '../query-keys';

/**
 * A limit is reached when its amount minus the absolute current value is zero or less; a cooling-off period
 * always counts as reached (platform-core §4). The server's own verdict counts too: it alone knows when a session
 * limit's playing time is used up, and a limit it calls reached must never read as open here.
 */
export function isLimitReached(limit: UserLimit): boolean {
  if (limit.type === 'coolingoff' || limit.reached === true) return true;
  return limit.accounts.some((account) => account.amount_cents - Math.abs(account.current_value_amount_cents) <= 0);
}

/** `GET /api/user_limits`. Until the limits module exists (or if it fails) nothing counts as reached. */
async function fetchUserLimits(signal?: AbortSignal): Promise<UserLimit[]> {
  const limits = await http
    .request('/api/user_limits', { schema: userLimitsSchema, signal, logCode: 'LOAD_USER_LIMITS_ERROR', retries: 1 })
    .catch(() => undefined);
  return limits ?? [];
}

export const userLimitsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.userLimits(),
    queryFn: ({ signal }) => fetchUserLimits(signal),
    staleTime: 30_000,
  });
