import { queryKeys } from '../../../lib/query-keys';

/**
 * The limits page's own calls. The full list sits under `userLimits()`, so the realtime `game_limits` signal and
 * every change that invalidates the shell's lean list refresh this one too.
 */
export const limitsKeys = {
  details: () => [...queryKeys.userLimits(), 'details'] as const,
  realityCheck: () => [...queryKeys.userScope(), 'reality-check'] as const,
};
