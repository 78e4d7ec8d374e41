import { ACCOUNT_MESSAGE_KEYS } from '@casino/contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import type { AuditLog, SecurityEvent, SecurityEventKind } from '../audit';
import { countSecurityEvents } from '../audit';
import type { CaptchaService } from '../captcha';
import { lockName, lockUser } from './users.repository';

type Thresholds = { email?: number; ip?: number };

const rateLimited = () => new AppError('RATE_LIMITED', 'Too many attempts, please try again later');

/**
 * How many recent events of `kinds` (per e-mail address named, per client address) make a captcha necessary, and
 * how many lock the door for the rest of the window. Counting per named address — not per account — means an
 * unknown address behaves exactly like a known one, so the throttle does not reveal who is registered.
 */
export type ThrottlePolicy = {
  kinds: readonly SecurityEventKind[];
  windowMinutes: number;
  captchaAfter: Thresholds;
  lockAfter: Thresholds;
};

export const AUTH_THROTTLE = {
  // OWASP: captcha after a few failures rather than a hard lock, which would let anyone lock a victim out.
  signIn: {
    kinds: ['sign_in_failed'],
    windowMinutes: 15,
    captchaAfter: { email: 3, ip: 10 },
    lockAfter: { email: 10, ip: 100 },
  },
  passwordReminder: {
    kinds: ['password_reset_requested'],
    windowMinutes: 60,
    captchaAfter: { email: 1, ip: 5 },
    lockAfter: { email: 5, ip: 30 },
  },
  confirmation: {
    kinds: ['confirmation_requested'],
    windowMinutes: 60,
    captchaAfter: { email: 1, ip: 5 },
    lockAfter: { email: 5, ip: 30 },
  },
  registration: { kinds: ['registered'], windowMinutes: 60, captchaAfter: { ip: 3 }, lockAfter: { ip: 30 } },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * Guesses at a signed-in player's own secrets (the current password, an authenticator code), counted per account:
 * a stolen session spread over many client addresses gets no more tries than one address would.
 */
export const ACCOUNT_GUESSES = { lockAfter: 10, windowMinutes: 15 } as const;

/**
 * Throws RATE_LIMITED once the account has used up its guesses of `kind` in the window. Before a guess is checked it
 * spares a locked account the checking work; only `settleGuess` counts the guess itself.
 */
export async function assertGuessesLeft(db: Queryable, clock: Clock, userId: number, kind: SecurityEventKind) {
  const since = addMinutes(clock(), -ACCOUNT_GUESSES.windowMinutes);
  const failures = await countSecurityEvents(db, { kinds: [kind], since, userId });
  if (failures >= ACCOUNT_GUESSES.lockAfter) throw rateLimited();
}

/**
 * Counts a checked guess (`right` or not) against the account's limit, recording a wrong one as `kind`. Checking
 * takes tens of milliseconds (argon2), so a count taken only before it would let a burst of parallel guesses all
 * pass. Here each guess holds the user row while it counts the failures recorded before it and records its own, so
 * the burst queues and at most the limit get an answer. At the limit even a right guess gets RATE_LIMITED: a locked
 * account does not reveal whether the guess was right.
 */
export async function settleGuess(
  { db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog },
  kind: SecurityEventKind,
  event: SecurityEvent & { userId: number },
  right: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, event.userId);
    await assertGuessesLeft(tx, clock, event.userId, kind);
    if (!right) await audit.record(kind, event, tx);
  });
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

type ThrottleSubject = { email?: string; ip: string };

const captchaProblem = (field: string, key: string) =>
  new AppError('CAPTCHA_REQUIRED', 'Please solve the captcha', { [field]: [key] });

export function createAuthThrottle({
  db,
  clock,
  captcha,
  audit,
}: {
  db: Database;
  clock: Clock;
  captcha: CaptchaService;
  audit: AuditLog;
}) {
  /**
   * Records a wrong guess so that it counts whatever its details hold. The full record goes in a savepoint; should it
   * fail (details the database refuses), a bare one with only what the throttle counts takes its place. A guess that
   * left no record would be a free guess: no captcha, no lock.
   */
  async function recordGuess(
    tx: Transaction,
    policy: ThrottlePolicy,
    subject: ThrottleSubject,
    recordFailure: (tx: Transaction) => Promise<void>,
  ) {
    try {
      await tx.transaction(recordFailure);
    } catch {
      const [kind] = policy.kinds;
      if (kind) {
        await audit.record(kind, { email: subject.email ?? null, origin: { ip: subject.ip, userAgent: null } }, tx);
      }
    }
  }

  async function reached(
    executor: Queryable,
    policy: ThrottlePolicy,
    thresholds: Thresholds,
    subject: ThrottleSubject,
  ) {
    const since = addMinutes(clock(), -policy.windowMinutes);
    const checks: Promise<boolean>[] = [];
    if (thresholds.email !== undefined && subject.email !== undefined) {
      const limit = thresholds.email;
      checks.push(
        countSecurityEvents(executor, { kinds: policy.kinds, since, email: subject.email }).then((n) => n >= limit),
      );
    }
    if (thresholds.ip !== undefined) {
      const limit = thresholds.ip;
      checks.push(
        countSecurityEvents(executor, { kinds: policy.kinds, since, ip: subject.ip }).then((n) => n >= limit),
      );
    }
    return (await Promise.all(checks)).some(Boolean);
  }

  return {
    /**
     * Throws RATE_LIMITED when the window's lock threshold is reached, and CAPTCHA_REQUIRED (on `captchaField`)
     * when a captcha is due and `captchaPayload` is missing, wrong or already used. Says whether a captcha was solved,
     * for `settle`.
     */
    async check(
      policy: ThrottlePolicy,
      subject: ThrottleSubject & { captchaPayload: string | undefined; captchaField: string },
    ): Promise<{ captchaSolved: boolean }> {
      if (await reached(db, policy, policy.lockAfter, subject)) throw rateLimited();
      if (!(await reached(db, policy, policy.captchaAfter, subject))) return { captchaSolved: false };
      const verdict = await captcha.verify(subject.captchaPayload);
      if (verdict === 'ok') return { captchaSolved: true };
      const key = verdict === 'missing' ? ACCOUNT_MESSAGE_KEYS.captchaRequired : ACCOUNT_MESSAGE_KEYS.captchaInvalid;
      throw captchaProblem(subject.captchaField, key);
    },

    /**
     * The thresholds again once a guess has been checked. Checking takes tens of milliseconds (argon2), so `check`
     * alone would let a burst of parallel guesses all pass it. Here each guess holds the named address and the client
     * address (locked by name, so an unknown address queues exactly like a registered one) while it counts the
     * failures recorded before it and records its own (`recordFailure`, for a wrong guess). A refusal here does not
     * say whether the guess was right.
     */
    async settle(
      policy: ThrottlePolicy,
      subject: ThrottleSubject & { captchaSolved: boolean; captchaField: string },
      recordFailure: ((tx: Transaction) => Promise<void>) | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        // Always the address first, then the client address: one order for every request, so no two deadlock.
        if (subject.email !== undefined) await lockName(tx, 'throttle_email', subject.email);
        await lockName(tx, 'throttle_ip', subject.ip);
        if (await reached(tx, policy, policy.lockAfter, subject)) throw rateLimited();
        if (!subject.captchaSolved && (await reached(tx, policy, policy.captchaAfter, subject))) {
          throw captchaProblem(subject.captchaField, ACCOUNT_MESSAGE_KEYS.captchaRequired);
        }
        if (recordFailure) await recordGuess(tx, policy, subject, recordFailure);
      });
    },
  };
}
