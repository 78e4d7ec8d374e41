import type { FieldErrors, RegistrationRequest, UserProfile } from '@casino/contracts';
import { ACCOUNT_MESSAGE_KEYS, DEFAULT_LOCALE, fillStateFromPostalCode, normalizeEmail } from '@casino/contracts';
import { AppError, invalidFields } from '../../lib/app-error';
import type { IssuedSession } from '../sessions';
import type { AccountsDeps } from './accounts-deps';
import { findCountryByCode, findEnabledCurrency, findUserByEmail } from '../users';
import { createAccount } from '../player';
import { AUTH_THROTTLE } from '../users';
import { issueEmailLink } from './email-links';
import { hashPassword } from './passwords';
import { loadUserProfile } from '../player';
import type { Visitor } from '../users';

type RegistrationInput = RegistrationRequest['user'];

export const emailTaken = () =>
  new AppError('VALIDATION_FAILED', 'This e-mail address is already registered', {
    'user.email': [ACCOUNT_MESSAGE_KEYS.emailTaken],
  });

/** Blank optional fields arrive as '' or null; the database keeps null for "not given". */
const orNull = (value: string | null | undefined) => (value ? value.trim() || null : null);

export type RegistrationService = ReturnType<typeof createRegistrationService>;

export function createRegistrationService({ db, clock, audit, sessions, throttle, geo, mailer }: AccountsDeps) {
  /** Currency and country must exist here, which the schema cannot know. */
  async function referenceErrors(input: RegistrationInput): Promise<FieldErrors | null> {
    const errors: FieldErrors = {};
    if (!(await findEnabledCurrency(db, input.currency))) {
      errors['user.currency'] = [ACCOUNT_MESSAGE_KEYS.currencyUnavailable];
    }
    if (!(await findCountryByCode(db, input.country))) errors['user.country'] = [ACCOUNT_MESSAGE_KEYS.countryInvalid];
    return Object.keys(errors).length > 0 ? errors : null;
  }

  return {
    /**
     * Creates the player, their wallet in the chosen currency, a confirmation link and a signed-in session — in one
     * transaction, so a failure leaves no half-made account. The confirmation e-mail goes out after the commit.
     */
    async register(
      input: RegistrationInput,
      visitor: Visitor,
      context: { replacingSession: string | undefined; baseUrl: string },
    ): Promise<{ profile: UserProfile; session: IssuedSession }> {
      const email = normalizeEmail(input.email);
      try {
        await geo.assertRegistrationAllowed(visitor.country, input.country);
      } catch (error) {
        await db.transaction((tx) =>
          audit.record('registration_blocked', { email, origin: visitor, details: { country: visitor.country } }, tx),
        );
        throw error;
      }
      await throttle.check(AUTH_THROTTLE.registration, {
        ip: visitor.ip,
        captchaPayload: input.captcha,
        captchaField: 'user.captcha',
      });
      const invalid = await referenceErrors(input);
      if (invalid) throw invalidFields(invalid);
      if (await findUserByEmail(db, email)) throw emailTaken();

      const passwordHash = await hashPassword(input.password);
      const licenseName = await geo.licenceForNewAccounts();
      const address = fillStateFromPostalCode({
        country: input.country,
        postal_code: orNull(input.postal_code),
        state: orNull(input.state),
      });
      const now = clock();

      const { userId, session, mail } = await db.transaction(async (tx) => {
        const user = await createAccount(tx, {
          email,
          passwordHash,
          nickname: orNull(input.nickname),
          firstName: orNull(input.first_name),
          lastName: orNull(input.last_name),
          dateOfBirth: orNull(input.date_of_birth),
          gender: input.gender ?? null,
          country: input.country,
          city: orNull(input.city),
          address: orNull(input.address),
          postalCode: address.postal_code,
          state: address.state,
          mobilePhone: orNull(input.mobile_phone),
          personalId: orNull(input.personal_id),
          profession: orNull(input.profession),
          receivePromos: input.receive_promos ?? false,
          receiveSmsPromos: input.receive_sms_promos ?? false,
          currency: input.currency,
          locale: input.locale ?? DEFAULT_LOCALE,
          licenseName,
          termsAcceptedAt: now,
          currentSignInAt: now,
          signInCount: 1,
          stag: orNull(input.stag),
          registrationIp: visitor.ip,
          registrationCountry: visitor.country,
          createdAt: now,
          updatedAt: now,
        });
        // A concurrent sign-up with the same address won the unique index: same answer as the check above.
        if (!user) throw emailTaken();
        const confirmation = await issueEmailLink(tx, clock, user, 'confirmation', context.baseUrl);
        const issued = await sessions.start(user.id, visitor, context.replacingSession, tx);
        await audit.record(
          'registered',
          { userId: user.id, email, origin: visitor, details: { country: visitor.country, dfpc: input.dfpc ?? null } },
          tx,
        );
        return { userId: user.id, session: issued, mail: confirmation };
      });

      mailer.sendLater(mail);
      return { profile: await loadUserProfile(db, userId), session };
    },

    async isEmailAvailable(email: string): Promise<boolean> {
      return !(await findUserByEmail(db, normalizeEmail(email)));
    },
  };
}
