import type { UserLimitDetail } from '@casino/contracts';
import type { Transaction } from '../../db/client';
import { PLAY_IDLE_GAP_MS, usedIn } from './limit-guards';
import { amountIn, isExclusion, isMoneyLimit, limitPeriod, limitType, statusOf, windowOf } from './limit-rules';
import type { StoredLimit } from './user-limits.repository';
import { playedSecondsBetween } from './user-limits.repository';

/**
 * A limit as `GET /api/user_limits` shows it: one account per currency the player holds (a currency without an
 * amount shows 0, which is how it is enforced), the usage of the current window and its end, the pending change.
 */
export async function limitView(
  tx: Transaction,
  limit: StoredLimit,
  heldCurrencies: string[],
  now: Date,
): Promise<UserLimitDetail> {
  const type = limitType(limit);
  const pending = limit.pendingKind === 'raise' && limit.pendingEffectiveAt && limit.pendingRequestedAt;
  const base = {
    id: limit.id,
    type,
    period: limitPeriod(limit),
    status: statusOf(limit),
    strategy: null,
    parent_type: null,
    disable_at: limit.pendingKind === 'remove' ? (limit.pendingEffectiveAt?.toISOString() ?? null) : null,
    confirm_until: limit.confirmedAt ? null : (limit.confirmUntil?.toISOString() ?? null),
    created_at: limit.createdAt.toISOString(),
    ends_at: isExclusion(type) ? (limit.endsAt?.toISOString() ?? null) : null,
    pending_change: pending
      ? {
          accounts: limit.accounts
            .filter((account) => account.pendingAmountCents !== null)
            .map((account) => ({ currency: account.currency, amount_cents: account.pendingAmountCents ?? 0 })),
          amount_minutes: limit.pendingAmountMinutes,
          effective_at: limit.pendingEffectiveAt!.toISOString(),
          requested_at: limit.pendingRequestedAt!.toISOString(),
        }
      : null,
  };
  if (isExclusion(type)) return { ...base, accounts: [], session: null, reached: true };

  const window = windowOf(limit, now);
  if (type === 'session') {
    const idleSince = new Date(now.getTime() - PLAY_IDLE_GAP_MS);
    const playedSeconds = await playedSecondsBetween(tx, limit.userId, window.start, now, idleSince);
    const usedMinutes = Math.floor(playedSeconds / 60);
    const amountMinutes = limit.amountMinutes ?? 0;
    return {
      ...base,
      accounts: [],
      session: {
        amount_minutes: amountMinutes,
        current_value_minutes: usedMinutes,
        active_until: window.end.toISOString(),
      },
      reached: amountMinutes - usedMinutes <= 0,
    };
  }
  if (!isMoneyLimit(type)) throw new Error(`limit type ${type} has no view`);
  const accounts = [];
  for (const currency of heldCurrencies) {
    const used = await usedIn(tx, type, limit.userId, currency, window);
    accounts.push({
      currency,
      amount_cents: amountIn(limit, currency),
      current_value_amount_cents: used,
      active_until: window.end.toISOString(),
    });
  }
  const reached = accounts.some((account) => account.amount_cents - account.current_value_amount_cents <= 0);
  return { ...base, accounts, session: null, reached };
}
