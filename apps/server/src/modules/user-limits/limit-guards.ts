import type { GameLimitsMessage, UserLimitPeriod, UserLimitType } from '@casino/contracts';
import { licenceRules } from '@casino/contracts';
import type { Database, Transaction } from '../../db/client';
import { atTransactionEnd, waitTurn } from '../../db/transaction-scope';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { StakeGuard } from '../game-wallet';
import { gameFlowsSince } from '../ledger';
import type { Outbox } from '../outbox';
import type { DepositGuard } from '../payments';
import { grossDepositsSince } from '../payments';
import { findUserById } from '../users';
import { exclusionError } from './exclusion-errors';
import type { LimitWindow } from './limit-periods';
import { activeExclusion, amountIn, inForce, limitPeriod, limitType, windowOf } from './limit-rules';
import type { StoredLimit } from './user-limits.repository';
import {
  listLiveLimits,
  lockPlayerLimits,
  playedSecondsBetween,
  recordPlayActivity,
  recordPlayUnlessLimited,
} from './user-limits.repository';

/** A bet further apart than this from the player's previous one starts a new play session (docs/responsible-gambling.md). */
export const PLAY_IDLE_GAP_MS = 5 * 60 * 1000;
/** A play session's last activity is written at most this often: the end of a session is known to this much. */
export const PLAY_RECORD_EVERY_MS = 15 * 1000;

/** How a limit stands for one request: what it allows, what is used, and whether the request would pass it. */
type Standing = { limit: StoredLimit; window: LimitWindow; remaining: number; wouldPass: boolean };

type Deps = { db: Database; clock: Clock; outbox: Outbox };

/**
 * The enforcement points: the deposit guard (called before a deposit exists and before the provider is asked) and
 * the stake guard (called in a bet's transaction before the debit). Both hold the player's limits lock until their
 * transaction ends, so the usage they read and the movement they allow are one step: parallel deposits or bets queue
 * on the lock and each sees the ones before it.
 */
export function createLimitGuards({ db, clock, outbox }: Deps) {
  async function lockAndLoad(tx: Transaction, userId: number, now: Date) {
    // Queue in this process first (cheap), then on the database lock that other processes meet too.
    await waitTurn(tx, `user-limits:${userId}`);
    await lockPlayerLimits(tx, userId);
    return inForce(await listLiveLimits(tx, userId), now);
  }

  async function announce(tx: Transaction, userId: number, message: Omit<GameLimitsMessage, 'sequence'>) {
    await outbox.emit(tx, { type: 'game_limits_changed', userId, payload: { message } });
  }

  /** After a refusal rolls the request back, the player's screens still learn that real play stopped. */
  function announceAfterRollback(refused: Transaction, userId: number, message: Omit<GameLimitsMessage, 'sequence'>) {
    atTransactionEnd(refused, () => {
      void db.transaction((tx) => announce(tx, userId, message)).catch(() => undefined);
    });
  }

  const reachedMessage = (standing: Standing, currency: string | null): Omit<GameLimitsMessage, 'sequence'> => ({
    reason: 'limit_reached',
    limit_id: standing.limit.id,
    limit_type: limitType(standing.limit),
    period: limitPeriod(standing.limit),
    currency,
    resets_at: standing.window.end.toISOString(),
  });

  async function moneyStandings(
    tx: Transaction,
    limits: StoredLimit[],
    type: 'deposit' | 'loss' | 'wager',
    request: { userId: number; currency: string; amountCents: number },
    now: Date,
  ): Promise<Standing[]> {
    const standings: Standing[] = [];
    for (const limit of limits.filter((candidate) => candidate.type === type)) {
      const window = windowOf(limit, now);
      const used = await usedIn(tx, type, request.userId, request.currency, window);
      const remaining = amountIn(limit, request.currency) - used;
      standings.push({ limit, window, remaining, wouldPass: request.amountCents > remaining });
    }
    return standings;
  }

  const depositGuard: DepositGuard = async (tx, deposit) => {
    const now = clock();
    const limits = await lockAndLoad(tx, deposit.userId, now);
    const exclusion = activeExclusion(limits, now);
    if (exclusion) throw exclusionError(exclusion);
    await assertMandatoryLimitsSet(tx, deposit.userId, limits);
    const standings = await moneyStandings(tx, limits, 'deposit', deposit, now);
    const refusing = standings.filter((standing) => standing.wouldPass);
    if (refusing.length > 0) throw depositRefusal(refusing, deposit.currency);
    // With several periods the lowest remaining amount decides; the one this deposit uses up is announced.
    const reached = standings.find((standing) => standing.remaining - deposit.amountCents <= 0);
    if (reached) await announce(tx, deposit.userId, reachedMessage(reached, deposit.currency));
  };

  const stakeGuard: StakeGuard = async (tx, stake) => {
    const now = clock();
    const idleSince = new Date(now.getTime() - PLAY_IDLE_GAP_MS);
    const activity = {
      userId: stake.userId,
      currency: stake.currency,
      at: now,
      idleSince,
      granularity: new Date(now.getTime() - PLAY_RECORD_EVERY_MS),
    };
    // Most players set no limit: their bets skip the lock. A limit set by a request running now applies from the
    // next bet, as it would had it committed a moment later.
    if (!(await recordPlayUnlessLimited(tx, activity))) return null;
    if (!inForce(await listLiveLimits(tx, stake.userId), now).some(stopsPlay)) {
      await recordPlayActivity(tx, activity);
      return null;
    }
    const limits = await lockAndLoad(tx, stake.userId, now);
    await recordPlayActivity(tx, activity);
    const exclusion = activeExclusion(limits, now);
    if (exclusion) return 'Real play is blocked during a cooling-off or self-exclusion';

    for (const limit of limits.filter((candidate) => candidate.type === 'session')) {
      const window = windowOf(limit, now);
      const playedSeconds = await playedSecondsBetween(tx, stake.userId, window.start, now, idleSince);
      if (playedSeconds >= (limit.amountMinutes ?? 0) * 60) {
        const standing = { limit, window, remaining: 0, wouldPass: true };
        announceAfterRollback(tx, stake.userId, reachedMessage(standing, null));
        return 'The session limit is used up';
      }
    }
    const request = { userId: stake.userId, currency: stake.currency, amountCents: stake.stakeCents };
    const standings = [
      ...(await moneyStandings(tx, limits, 'loss', request, now)),
      ...(await moneyStandings(tx, limits, 'wager', request, now)),
    ];
    const refusing = standings.find((standing) => standing.wouldPass);
    if (refusing) {
      if (refusing.remaining <= 0) announceAfterRollback(tx, stake.userId, reachedMessage(refusing, stake.currency));
      return `This bet would pass the ${refusing.limit.type} limit`;
    }
    const reached = standings.find((standing) => standing.remaining - stake.stakeCents <= 0);
    if (reached) await announce(tx, stake.userId, reachedMessage(reached, stake.currency));
    return null;
  };

  return { depositGuard, stakeGuard };
}

/**
 * A licence that makes a deposit limit mandatory (the UK-style profile) takes no deposit from a player without one
 * in force: the prompt at the first deposit is a requirement there, not an offer. A limit of any period counts.
 */
async function assertMandatoryLimitsSet(tx: Transaction, userId: number, limits: StoredLimit[]) {
  const user = await findUserById(tx, userId);
  if (!user || !licenceRules(user.licenseName).mandatoryLimits.includes('deposit')) return;
  if (limits.some((limit) => limit.type === 'deposit')) return;
  throw new AppError('DEPOSIT_LIMIT_REQUIRED', 'A deposit limit must be set before the first deposit', undefined, {
    limit_type: 'deposit',
  });
}

/**
 * What a limit's window has used, in minor units: gross deposits; stakes (wager); stakes minus wins, never below
 * zero (loss). Read from the payments and the books under the player's limits lock.
 */
export async function usedIn(
  db: Transaction | Database,
  type: 'deposit' | 'loss' | 'wager',
  userId: number,
  currency: string,
  window: LimitWindow,
): Promise<number> {
  if (type === 'deposit') return grossDepositsSince(db, userId, currency, window.start);
  const flows = await gameFlowsSince(db, userId, currency, window.start);
  return type === 'wager' ? flows.stakesCents : Math.max(0, flows.stakesCents - flows.winsCents);
}

/** Limits a bet is checked against: loss, wager and session limits, cooling-off and self-exclusion. */
const stopsPlay = (limit: StoredLimit) => limit.type !== 'deposit';

/** The cashbox shows when the deposit can be made: when the last of the limits refusing it starts a new window. */
function depositRefusal(refusing: Standing[], currency: string): AppError {
  const binding = [...refusing].sort((a, b) => a.remaining - b.remaining)[0]!;
  const resetsAt = new Date(Math.max(...refusing.map((standing) => standing.window.end.getTime())));
  return new AppError('LIMIT_REACHED', 'This deposit would pass a deposit limit', undefined, {
    limit_type: binding.limit.type as UserLimitType,
    period: binding.limit.period as UserLimitPeriod,
    currency,
    remaining_cents: Math.max(0, binding.remaining),
    resets_at: resetsAt.toISOString(),
  });
}
