import {
  EXCLUSION_LIMIT_TYPES,
  MONEY_LIMIT_TYPES,
  type ExclusionLimitType,
  type MoneyLimitType,
  type UserLimitDetail,
  type UserLimitDetailAccount,
  type UserLimitPeriod,
  type UserLimitType,
} from '@casino/contracts';

export const isMoneyLimit = (type: UserLimitType): type is MoneyLimitType =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);

export const isExclusion = (type: UserLimitType): type is ExclusionLimitType =>
  (EXCLUSION_LIMIT_TYPES as readonly string[]).includes(type);

/** How much of one currency's limit is used: the bar's share (0–1) and what is left, never below zero. */
export function usageOf(account: Pick<UserLimitDetailAccount, 'amount_cents' | 'current_value_amount_cents'>) {
  const used = Math.abs(account.current_value_amount_cents);
  const remaining = Math.max(0, account.amount_cents - used);
  const share = account.amount_cents <= 0 ? 1 : Math.min(1, used / account.amount_cents);
  // platform-core §4: reached when amount minus the absolute current value is zero or less.
  return { used, remaining, share, reached: account.amount_cents - used <= 0 };
}

/**
 * What a change of amount does, said before the player submits: a lower (or equal) amount protects at once; a
 * higher one, or a removal, waits for the e-mailed confirmation and at least 24 hours (RTS 12, AGCO 2.24).
 */
export type ChangeTiming = 'new' | 'immediate' | 'delayed' | 'unchanged';

export function changeTiming(current: number | undefined, next: number): ChangeTiming {
  if (current === undefined) return 'new';
  if (next === current) return 'unchanged';
  return next < current ? 'immediate' : 'delayed';
}

/**
 * The limit that stops the player first in one currency, when several periods of a type are set: the one with
 * the least left (platform-core §4, "the lowest remaining amount applies").
 */
export function applyingLimit(
  limits: readonly UserLimitDetail[],
  type: MoneyLimitType,
  currency: string,
): { limit: UserLimitDetail; account: UserLimitDetailAccount; remaining: number } | undefined {
  let best: { limit: UserLimitDetail; account: UserLimitDetailAccount; remaining: number } | undefined;
  for (const limit of limits) {
    if (limit.type !== type) continue;
    const account = limit.accounts.find((candidate) => candidate.currency === currency);
    if (!account) continue;
    const { remaining } = usageOf(account);
    if (!best || remaining < best.remaining) best = { limit, account, remaining };
  }
  return best;
}

/** The limits that are waiting for a confirmation or a date (a raise or a removal). */
export const hasPendingChange = (limit: UserLimitDetail): boolean => limit.status !== 'active';

/** A waiting removal, as opposed to a waiting raise. */
export const isPendingRemoval = (limit: UserLimitDetail): boolean =>
  limit.status === 'unconfirmed_disable' || limit.status === 'confirmed_disable';

/** Whether the e-mailed confirmation is still awaited (as opposed to confirmed and waiting for its date). */
export const awaitsConfirmation = (limit: UserLimitDetail): boolean =>
  limit.status === 'unconfirmed' || limit.status === 'unconfirmed_disable';

/** When a waiting change takes effect: a removal at `disable_at`, a raise at its `effective_at`. */
export function pendingEffectiveAt(limit: UserLimitDetail): string | null {
  if (isPendingRemoval(limit)) return limit.disable_at ?? limit.pending_change?.effective_at ?? null;
  return limit.pending_change?.effective_at ?? null;
}

/** The message key of a period's name: "Daily" for the repeating windows, "3 days" for any other length. */
const REPEATING_PERIODS = ['day', 'week', 'month'] as const;
type RepeatingPeriod = (typeof REPEATING_PERIODS)[number];
const isRepeating = (period: UserLimitPeriod): period is RepeatingPeriod =>
  (REPEATING_PERIODS as readonly string[]).includes(period);

export function periodNameKey(period: UserLimitPeriod) {
  return isRepeating(period) ? (`limits.periodNames.${period}` as const) : (`limits.durations.${period}` as const);
}
