import type {
  ExclusionLimitType,
  MoneyLimitType,
  UserLimitPeriod,
  UserLimitStatus,
  UserLimitType,
} from '@casino/contracts';
import { EXCLUSION_LIMIT_TYPES, LIMIT_CHANGE_WAIT_MS, MONEY_LIMIT_TYPES } from '@casino/contracts';
import { windowAt } from './limit-periods';
import type { LimitWindow } from './limit-periods';
import type { StoredLimit } from './user-limits.repository';

export const isExclusion = (type: string): type is ExclusionLimitType =>
  (EXCLUSION_LIMIT_TYPES as readonly string[]).includes(type);
export const isMoneyLimit = (type: string): type is MoneyLimitType =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(type);

export const limitType = (limit: StoredLimit) => limit.type as UserLimitType;
export const limitPeriod = (limit: StoredLimit) => limit.period as UserLimitPeriod;

/** The window of a money or session limit that contains `at`. */
export const windowOf = (limit: StoredLimit, at: Date): LimitWindow =>
  windowAt(limitPeriod(limit), limit.windowAnchor, at);

/**
 * A limit's amount in a currency. A currency the limit has no amount for counts as zero: opening a wallet in another
 * currency must never be a way around a limit, and giving that currency an amount is then a raise, with its wait.
 */
export const amountIn = (limit: StoredLimit, currency: string): number =>
  limit.accounts.find((account) => account.currency === currency)?.amountCents ?? 0;

export function statusOf(limit: StoredLimit): UserLimitStatus {
  if (limit.pendingKind === 'raise') return limit.confirmedAt ? 'confirmed' : 'unconfirmed';
  if (limit.pendingKind === 'remove') return limit.confirmedAt ? 'confirmed_disable' : 'unconfirmed_disable';
  return 'active';
}

/**
 * The exact pending-change rule (docs/responsible-gambling.md): a raise or removal asked for at `requestedAt` takes
 * effect at the later of 24 hours after the request and the end of the window the request was made in, and never
 * before the player confirmed it.
 */
export function changeEffectiveAt(limit: StoredLimit, requestedAt: Date): Date {
  const earliest = requestedAt.getTime() + LIMIT_CHANGE_WAIT_MS;
  return new Date(Math.max(earliest, windowOf(limit, requestedAt).end.getTime()));
}

export function withoutPending(limit: StoredLimit): StoredLimit {
  return {
    ...limit,
    pendingKind: null,
    pendingAmountMinutes: null,
    pendingRequestedAt: null,
    pendingEffectiveAt: null,
    confirmUntil: null,
    confirmedAt: null,
    confirmTokenHash: null,
    accounts: limit.accounts.map((account) => ({ ...account, pendingAmountCents: null })),
  };
}

/**
 * The limit as it stands at `now`, with what became due applied: a confirmed raise or removal whose date came, an
 * unconfirmed one whose confirmation time ran out (it lapses, the limit stays), a cooling-off that ended. A
 * self-exclusion never ends by itself (RTS 14: it stays until the player, after its end, asks the operator).
 * Pure, so enforcement reads the right amounts whether or not the change has been written yet.
 */
export function settledAt(limit: StoredLimit, now: Date): StoredLimit {
  if (limit.removedAt) return limit;
  if (isExclusion(limit.type)) {
    if (limit.liftedAt) return { ...limit, removedAt: limit.liftedAt };
    if (limit.type === 'coolingoff' && limit.endsAt && limit.endsAt <= now) {
      return { ...limit, removedAt: limit.endsAt };
    }
    return limit;
  }
  if (!limit.pendingKind) return limit;
  if (!limit.confirmedAt) return limit.confirmUntil && limit.confirmUntil <= now ? withoutPending(limit) : limit;
  if (!limit.pendingEffectiveAt || limit.pendingEffectiveAt > now) return limit;
  if (limit.pendingKind === 'remove') return { ...withoutPending(limit), removedAt: limit.pendingEffectiveAt };
  return {
    ...withoutPending(limit),
    amountMinutes: limit.pendingAmountMinutes ?? limit.amountMinutes,
    accounts: limit.accounts.map((account) => ({
      ...account,
      amountCents: account.pendingAmountCents ?? account.amountCents,
      pendingAmountCents: null,
    })),
  };
}

/** The limits in force at `now`: settled, and without those a removal or an end took away. */
export const inForce = (limits: StoredLimit[], now: Date): StoredLimit[] =>
  limits.map((limit) => settledAt(limit, now)).filter((limit) => !limit.removedAt);

/** The exclusion that shuts the player out now, the longest one when there are several; undefined when none does. */
export function activeExclusion(limits: StoredLimit[], now: Date): StoredLimit | undefined {
  const exclusions = inForce(limits, now).filter((limit) => isExclusion(limit.type));
  const endOf = (limit: StoredLimit) => (limit.endsAt ? limit.endsAt.getTime() : Number.POSITIVE_INFINITY);
  const selfExclusion = exclusions.filter((limit) => limit.type === 'selfexclusion');
  const pool = selfExclusion.length > 0 ? selfExclusion : exclusions;
  return pool.sort((a, b) => endOf(b) - endOf(a))[0];
}
