import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLimitReached, userLimitsQueryOptions } from '../../../lib/session/get-user-limits';
import { dismissToastsByKey, showToast } from '../../../lib/toasts/toast-store';

/**
 * The persistent `NOTIFICATIONS.ON_LIMIT_REACHED` warning (platform-core §4, §8) stands while any limit of the
 * player is reached, and goes when none is (a window reset, a sign-out). The `game_limits` push marks the limits
 * stale, so the warning follows the server within moments of a limit being hit during play.
 */
export function useLimitWarning(loggedIn: boolean): void {
  const limits = useQuery({ ...userLimitsQueryOptions(), enabled: loggedIn });
  // Unknown until the list arrives: a warning the guard just raised must not be taken down by an empty cache.
  const reached = !loggedIn ? false : limits.data?.some(isLimitReached);
  useEffect(() => {
    if (reached === undefined) return;
    if (reached) showToast('NOTIFICATIONS.ON_LIMIT_REACHED');
    else dismissToastsByKey('NOTIFICATIONS.ON_LIMIT_REACHED');
  }, [reached]);
}
