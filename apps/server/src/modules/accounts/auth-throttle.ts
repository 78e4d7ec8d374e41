import { ACCOUNT_MESSAGE_KEYS } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { addMinutes } from '../../lib/clock';
import type { SecurityEventKind } from '../audit/audit-log';
import { countSecurityEvents } from '../audit/audit.repository';
import type { CaptchaService } from '../captcha/captcha.service';

type Thresholds = { email?: number; ip?: number };

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

/** Throws RATE_LIMITED once the account has used up its guesses of `kind` in the window. */
export async function assertGuessesLeft(db: Database, clock: Clock, userId: number, kind: SecurityEventKind) {
  const since = addMinutes(clock(), -ACCOUNT_GUESSES.windowMinutes);
  const failures = await countSecurityEvents(db, { kinds: [kind], since, userId });
  if (failures >= ACCOUNT_GUESSES.lockAfter) {
    throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
  }
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;

export function createAuthThrottle({ db, clock, captcha }: { db: Database; clock: Clock; captcha: CaptchaService }) {
  async function reached(policy: ThrottlePolicy, thresholds: Thresholds, subject: { email?: string; ip: string }) {
    const since = addMinutes(clock(), -policy.windowMinutes);
    const checks: Promise<boolean>[] = [];
    if (thresholds.email !== undefined && subject.email !== undefined) {
      const limit = thresholds.email;
      checks.push(
        countSecurityEvents(db, { kinds: policy.kinds, since, email: subject.email }).then((n) => n >= limit),
      );
    }
    if (thresholds.ip !== undefined) {
      const limit = thresholds.ip;
      checks.push(countSecurityEvents(db, { kinds: policy.kinds, since, ip: subject.ip }).then((n) => n >= limit));
    }
    return (await Promise.all(checks)).some(Boolean);
  }

  return {
    /**
     * Throws RATE_LIMITED when the window's lock threshold is reached, and CAPTCHA_REQUIRED (on `captchaField`)
     * when a captcha is due and `captchaPayload` is missing, wrong or already used.
     */
    async check(
      policy: ThrottlePolicy,
      subject: { email?: string; ip: string; captchaPayload: string | undefined; captchaField: string },
    ): Promise<void> {
      if (await reached(policy, policy.lockAfter, subject)) {
        throw new AppError('RATE_LIMITED', 'Too many attempts, please try again later');
      }
      if (!(await reached(policy, policy.captchaAfter, subject))) return;
      const verdict = await captcha.verify(subject.captchaPayload);
      if (verdict === 'ok') return;
      const key = verdict === 'missing' ? ACCOUNT_MESSAGE_KEYS.captchaRequired : ACCOUNT_MESSAGE_KEYS.captchaInvalid;
      throw new AppError('CAPTCHA_REQUIRED', 'Please solve the captcha', { [subject.captchaField]: [key] });
    },
  };
}
