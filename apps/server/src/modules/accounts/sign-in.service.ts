import type { SignInRequest, UserProfile } from '@casino/contracts';
import { normalizeEmail, VALIDATION_MESSAGE_KEYS } from '@casino/contracts';
import { AppError } from '../../lib/app-error';
import type { IssuedSession } from '../sessions';
import { invalidOtp } from '../two-factor';
import type { AccountsDeps } from './accounts-deps';
import type { UserRow } from '../users';
import { findUserByEmail, recordSignIn } from '../users';
import { AUTH_THROTTLE } from '../users';
import { verifyPassword } from './passwords';
import { loadUserProfile } from '../player';
import type { Visitor } from '../users';

type SignInInput = SignInRequest['user'];

/** One answer for an unknown address and a wrong password, so sign-in does not reveal who is registered. */
const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Wrong e-mail or password');

export type SignInService = ReturnType<typeof createSignInService>;

export function createSignInService({ db, clock, audit, sessions, throttle, geo, twoFactor }: AccountsDeps) {
  async function blocked(error: unknown, email: string, user: UserRow | undefined, visitor: Visitor): Promise<never> {
    await db.transaction((tx) =>
      audit.record(
        'sign_in_blocked',
        {
          userId: user?.id ?? null,
          email,
          origin: visitor,
          details: { code: error instanceof AppError ? error.code : 'unknown', country: visitor.country },
        },
        tx,
      ),
    );
    throw error;
  }

  return {
    /**
     * Password, then (when on) the second factor, then licence rules; a signed-in session at the end. The two-factor
     * step sends the same body again with `otp_attempt`: nothing is half signed-in between the two requests.
     */
    async signIn(
      input: SignInInput,
      visitor: Visitor,
      replacingSession: string | undefined,
    ): Promise<{ profile: UserProfile; session: IssuedSession }> {
      const email = normalizeEmail(input.email);
      await geo
        .assertLoginAllowed(visitor.country)
        .catch((error: unknown) => blocked(error, email, undefined, visitor));
      const { captchaSolved } = await throttle.check(AUTH_THROTTLE.signIn, {
        email,
        ip: visitor.ip,
        captchaPayload: input.captcha,
        captchaField: 'user.captcha',
      });

      const user = await findUserByEmail(db, email);
      /** Counts a checked guess against the throttle once more, recording it when it was wrong. */
      const settle = (failed: 'password' | 'otp' | null) =>
        throttle.settle(
          AUTH_THROTTLE.signIn,
          { email, ip: visitor.ip, captchaSolved, captchaField: 'user.captcha' },
          failed &&
            ((tx) =>
              audit.record(
                'sign_in_failed',
                {
                  userId: user?.id ?? null,
                  email,
                  origin: visitor,
                  details: { reason: failed, dfpc: input.dfpc ?? null },
                },
                tx,
              )),
        );

      const passwordRight = await verifyPassword(user?.passwordHash, input.password);
      await settle(passwordRight && user ? null : 'password');
      if (!passwordRight || !user) throw invalidCredentials();

      if (await twoFactor.isEnabled(user.id)) {
        if (!input.otp_attempt) {
          throw new AppError('OTP_REQUIRED', 'Enter the code from your authenticator app', {
            'user.otp_attempt': [VALIDATION_MESSAGE_KEYS.required],
          });
        }
        const codeRight = await twoFactor.verifyForSignIn(user.id, input.otp_attempt);
        await settle(codeRight ? null : 'otp');
        if (!codeRight) throw invalidOtp('user.otp_attempt');
      }

      await geo.assertLicenceServed(user.licenseName).catch((error: unknown) => blocked(error, email, user, visitor));

      const now = clock();
      const session = await db.transaction(async (tx) => {
        await recordSignIn(tx, user.id, now);
        const issued = await sessions.start(user.id, visitor, replacingSession, tx);
        const details = { dfpc: input.dfpc ?? null, custom_login_reg: input.custom_login_reg ?? null };
        await audit.record('sign_in', { userId: user.id, email, origin: visitor, details }, tx);
        return issued;
      });
      return { profile: await loadUserProfile(db, user.id), session };
    },

    async signOut(token: string | undefined, userId: number | null, visitor: Visitor): Promise<void> {
      if (!token) return;
      await sessions.end(token);
      if (userId !== null) await db.transaction((tx) => audit.record('sign_out', { userId, origin: visitor }, tx));
    },
  };
}
