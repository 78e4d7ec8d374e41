import { AppError } from '../../lib/app-error';
import type { StoredLimit } from './user-limits.repository';

/**
 * The coded refusal of anything an exclusion blocks (sign-in for a self-exclusion; real play, deposits and bonuses
 * for both), carrying its end so the player is told when, not only that.
 */
export function exclusionError(exclusion: StoredLimit): AppError {
  const until = exclusion.endsAt?.toISOString() ?? null;
  return exclusion.type === 'selfexclusion'
    ? new AppError('SELF_EXCLUSION_ACTIVE', 'The account is self-excluded', undefined, { until })
    : new AppError('COOLING_OFF_ACTIVE', 'The account is in a cooling-off period', undefined, { until });
}
