import { ACCOUNT_MESSAGE_KEYS, normalizeEmail } from '@casino/contracts';
import { AppError, signInRequired } from '../../lib/app-error';
import type { IssuedSession, SessionContext } from '../sessions';
import type { AccountsDeps } from './accounts-deps';
import { findUserByEmail, findUserById, updateUser } from '../users';
import { spendAuthToken } from './auth-tokens.repository';
import { assertGuessesLeft, AUTH_THROTTLE, settleGuess } from '../users';
import { tokenProblem } from './confirmation.service';
import { issueEmailLink, lookUpEmailLink } from './email-links';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUnprovedAccess } from '../auth-providers';
import type { Visitor } from '../users';

export type PasswordService = ReturnType<typeof createPasswordService>;

export function createPasswordService({ db, clock, audit, sessions, throttle, mailer }: AccountsDeps) {
  return {
    /** The reminder: the same answer, and the same work on our side, whether or not the address is registered. */
    async remind(rawEmail: string, captchaPayload: string | undefined, visitor: Visitor, baseUrl: string) {
      const email = normalizeEmail(rawEmail);
      await throttle.check(AUTH_THROTTLE.passwordReminder, {
        email,
        ip: visitor.ip,
        captchaPayload,
        captchaField: 'user.captcha',
      });
      const user = await findUserByEmail(db, email);
      const mail = await db.transaction(async (tx) => {
        await audit.record('password_reset_requested', { userId: user?.id ?? null, email, origin: visitor }, tx);
        return user ? issueEmailLink(tx, clock, user, 'password_reset', baseUrl) : null;
      });
      if (mail) mailer.sendLater(mail);
    },

    /**
     * A new password from the reminder's link. Every session of the account ends (whoever knew the old password is
     * out), and the address counts as confirmed: the player has just read mail sent to it. The player then signs in
     * normally, so the second factor and the licence rules still apply.
     */
    async reset(token: string, password: string, visitor: Visitor): Promise<void> {
      const now = clock();
      const link = await lookUpEmailLink(db, 'password_reset', token, now);
      if (link.state !== 'usable') throw tokenProblem('user.reset_password_token', link.state);
      const { userId } = link.token;
      const passwordHash = await hashPassword(password);

      await db.transaction(async (tx) => {
        if (!(await spendAuthToken(tx, link.token.id, now))) {
          throw tokenProblem('user.reset_password_token', 'invalid');
        }
        const user = await findUserById(tx, userId);
        // Never confirmed before: the old password goes now, and with it whatever else was added without the proof.
        if (user && !user.confirmedAt) await revokeUnprovedAccess(tx, audit, user, visitor, 'password_reset');
        await updateUser(tx, userId, { passwordHash, confirmedAt: user?.confirmedAt ?? now }, now);
        await sessions.endAllOfUser(tx, userId);
        await audit.record('password_reset', { userId, email: user?.email ?? null, origin: visitor }, tx);
      });
    },

    /** A signed-in change: the current password proves it is the player, not someone at an unlocked screen. */
    async change(
      session: SessionContext,
      input: { current_password: string; password: string },
      visitor: Visitor,
    ): Promise<IssuedSession> {
      const user = await findUserById(db, session.userId);
      if (!user) throw signInRequired();
      await assertGuessesLeft(db, clock, user.id, 'password_change_failed');
      const right = await verifyPassword(user.passwordHash, input.current_password);
      const guess = { userId: user.id, email: user.email, origin: visitor };
      await settleGuess({ db, clock, audit }, 'password_change_failed', guess, right);
      if (!right) {
        throw new AppError('VALIDATION_FAILED', 'The current password is wrong', {
          'user.current_password': [ACCOUNT_MESSAGE_KEYS.currentPasswordInvalid],
        });
      }
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      return db.transaction(async (tx) => {
        await updateUser(tx, user.id, { passwordHash }, now);
        // Other browsers signed in with the old password are signed out; this one gets a fresh token.
        await sessions.endAllOfUser(tx, user.id);
        const issued = await sessions.start(user.id, visitor, undefined, tx);
        await audit.record('password_changed', { userId: user.id, email: user.email, origin: visitor }, tx);
        return issued;
      });
    },
  };
}
