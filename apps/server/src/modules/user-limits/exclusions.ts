import type { ExclusionLimitType, UserLimitPeriod } from '@casino/contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { afterCommit, waitTurn } from '../../db/transaction-scope';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { Mailer } from '../mail';
import type { Outbox } from '../outbox';
import { assertGuessesLeft, findUserById, settleGuess, updateUser } from '../users';
import { exclusionError } from './exclusion-errors';
import { exclusionStartedMail } from './limit-mail';
import { exclusionEnd } from './limit-periods';
import { activeExclusion, inForce } from './limit-rules';
import type { StoredLimit } from './user-limits.repository';
import { findLimit, insertLimit, listLiveLimits, lockPlayerLimits, updateLimit } from './user-limits.repository';

export type ExclusionsService = ReturnType<typeof createExclusions>;

type Deps = {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
  mailer: Mailer;
  /** Ends every session of the player (the sessions module). */
  endSessions: (tx: Transaction, userId: number) => Promise<void>;
  /** Checks the account password (the accounts module's argon2 check). */
  verifyPassword: (hash: string | null, password: string) => Promise<boolean>;
};

/**
 * Cooling-off and self-exclusion (RTS 12, AGCO 2.24): taken with the password, they end every session at once, stop
 * real play, deposits, bonuses and promotional mail, and no player call can shorten or lift them. A cooling-off ends
 * by itself; a self-exclusion stays after its end until an audited operator action lifts it.
 */
export function createExclusions({ db, clock, audit, outbox, mailer, endSessions, verifyPassword }: Deps) {
  async function checkPassword(userId: number, password: string | undefined, origin: RequestOrigin) {
    const user = await findUserById(db, userId);
    if (!user) throw notFound('Player');
    await assertGuessesLeft(db, clock, userId, 'limit_password_failed');
    const right = await verifyPassword(user.passwordHash, password ?? '');
    await settleGuess({ db, clock, audit }, 'limit_password_failed', { userId, email: user.email, origin }, right);
    if (!right) throw invalidFields({ password: ['validation.current_password_invalid'] });
    return user;
  }

  return {
    async take(
      userId: number,
      request: { type: ExclusionLimitType; period: UserLimitPeriod; password: string | undefined },
      origin: RequestOrigin,
    ): Promise<StoredLimit> {
      const user = await checkPassword(userId, request.password, origin);
      return db.transaction(async (tx) => {
        await waitTurn(tx, `user-limits:${userId}`);
        await lockPlayerLimits(tx, userId);
        const now = clock();
        const endsAt = exclusionEnd(request.type, request.period, now);
        const current = activeExclusion(await listLiveLimits(tx, userId), now);
        // Only a longer break, or a self-exclusion over a cooling-off, may follow one in force: never a shorter one.
        if (current && !lengthens(current, request.type, endsAt)) {
          throw new AppError('LIMIT_LOCKED', 'A shorter break cannot replace the one in force');
        }
        const row = await insertLimit(tx, {
          userId,
          type: request.type,
          period: request.period,
          windowAnchor: now,
          endsAt,
          createdAt: now,
          updatedAt: now,
        });
        await endSessions(tx, userId);
        await updateUser(tx, userId, { receivePromos: false, receiveSmsPromos: false }, now);
        const details = {
          limitId: row.id,
          type: request.type,
          period: request.period,
          endsAt: endsAt?.toISOString() ?? null,
        };
        await audit.record('exclusion_started', { userId, origin, details }, tx);
        await outbox.emit(tx, {
          type: 'game_limits_changed',
          userId,
          payload: {
            message: {
              reason: 'exclusion_started',
              limit_id: row.id,
              limit_type: request.type,
              period: request.period,
              currency: null,
              resets_at: endsAt?.toISOString() ?? null,
            },
          },
        });
        const mail = exclusionStartedMail(user, { type: request.type, endsAt });
        afterCommit(tx, () => mailer.sendLater(mail));
        return { ...row, accounts: [] };
      });
    },

    /** The exclusion in force now, if any (for bonuses and promotions as they arrive). */
    async current(userId: number): Promise<StoredLimit | undefined> {
      return activeExclusion(inForce(await listLiveLimits(db, userId), clock()), clock());
    },

    /**
     * The operator lifts a self-exclusion whose period has ended, at the player's request, with a reason for the
     * audit log. Before its end, for `forever`, or for a cooling-off (which ends by itself), it is refused.
     */
    async lift(userId: number, limitId: number, reason: string, origin: RequestOrigin): Promise<void> {
      await db.transaction(async (tx) => {
        await lockPlayerLimits(tx, userId);
        const now = clock();
        const limit = await findLimit(tx, limitId);
        if (!limit || limit.userId !== userId || limit.type !== 'selfexclusion' || limit.removedAt) {
          throw notFound('Self-exclusion');
        }
        if (!limit.endsAt || limit.endsAt > now) {
          throw new AppError('LIMIT_LOCKED', 'A self-exclusion can be lifted only after its period has ended');
        }
        await updateLimit(tx, limitId, { liftedAt: now, removedAt: now }, now);
        await audit.record(
          'exclusion_lifted',
          { userId, origin, details: { limitId, reason, endedAt: limit.endsAt } },
          tx,
        );
      });
    },
  };
}

/**
 * Refuses a new session of a self-excluded player, with the end date. A cooling-off lets the player sign in (to
 * withdraw, RTS 14 and the family's practice) while play, deposits and bonuses stay refused.
 */
export async function assertSignInAllowed(db: Queryable, userId: number, now: Date): Promise<void> {
  const exclusion = activeExclusion(await listLiveLimits(db, userId), now);
  if (exclusion?.type === 'selfexclusion') throw exclusionError(exclusion);
}

/** Refuses what every exclusion blocks (opting in to promotions, bonuses as they arrive), with the end date. */
export async function assertNotExcluded(db: Queryable, userId: number, now: Date): Promise<void> {
  const exclusion = activeExclusion(await listLiveLimits(db, userId), now);
  if (exclusion) throw exclusionError(exclusion);
}

/** Whether a new exclusion keeps the player out at least as long as the one in force. */
function lengthens(current: StoredLimit, type: ExclusionLimitType, endsAt: Date | null): boolean {
  if (current.type === 'selfexclusion' && type === 'coolingoff') return false;
  if (endsAt === null) return true;
  return current.endsAt !== null && endsAt > current.endsAt;
}
