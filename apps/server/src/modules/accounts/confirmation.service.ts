import { ACCOUNT_MESSAGE_KEYS, normalizeEmail } from '@casino/contracts';
import { AppError } from '../../lib/app-error';
import type { AccountsDeps } from './accounts-deps';
import { findUserByEmail, findUserById, updateUser } from '../users';
import { spendAuthToken } from './auth-tokens.repository';
import { AUTH_THROTTLE } from '../users';
import { issueEmailLink, lookUpEmailLink } from './email-links';
import type { Visitor } from '../users';

export function tokenProblem(field: string, state: 'invalid' | 'expired'): AppError {
  const key = state === 'expired' ? ACCOUNT_MESSAGE_KEYS.tokenExpired : ACCOUNT_MESSAGE_KEYS.tokenInvalid;
  return new AppError('TOKEN_INVALID', 'This link is invalid, used or expired', { [field]: [key] });
}

export type ConfirmationService = ReturnType<typeof createConfirmationService>;

export function createConfirmationService({ db, clock, audit, throttle, mailer }: AccountsDeps) {
  return {
    /** The link from the confirmation e-mail: works once, within its time, for the address it was sent to. */
    async confirm(token: string, visitor: Visitor): Promise<{ email: string; confirmed_at: string }> {
      const now = clock();
      const link = await lookUpEmailLink(db, 'confirmation', token, now);
      if (link.state !== 'usable') throw tokenProblem('confirmation_token', link.state);
      const { userId } = link.token;

      const user = await db.transaction(async (tx) => {
        if (!(await spendAuthToken(tx, link.token.id, now))) throw tokenProblem('confirmation_token', 'invalid');
        const current = await findUserById(tx, userId);
        const updated = await updateUser(tx, userId, { confirmedAt: current?.confirmedAt ?? now }, now);
        await audit.record('email_confirmed', { userId, email: updated.email, origin: visitor }, tx);
        return updated;
      });
      return { email: user.email, confirmed_at: (user.confirmedAt ?? now).toISOString() };
    },

    /**
     * Sends a fresh link to an address that still needs one. An unknown address and one already confirmed get exactly
     * the answer a waiting one gets (nothing is sent to them), so the call does not tell who is registered or confirmed.
     */
    async resend(rawEmail: string, captchaPayload: string | undefined, visitor: Visitor, baseUrl: string) {
      const email = normalizeEmail(rawEmail);
      await throttle.check(AUTH_THROTTLE.confirmation, {
        email,
        ip: visitor.ip,
        captchaPayload,
        captchaField: 'user.captcha',
      });
      const found = await findUserByEmail(db, email);
      const waiting = found?.confirmedAt ? undefined : found;
      const mail = await db.transaction(async (tx) => {
        await audit.record('confirmation_requested', { userId: found?.id ?? null, email, origin: visitor }, tx);
        return waiting ? issueEmailLink(tx, clock, waiting, 'confirmation', baseUrl) : null;
      });
      if (mail) mailer.sendLater(mail);
    },
  };
}
