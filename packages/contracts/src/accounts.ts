import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './constants';
import { LOCALES } from './locales';
import type { BirthdayVariant } from './validation/birthday';
import { birthdayRule } from './validation/birthday';
import type { CalendarDate } from './validation/calendar-date';
import { confirmedBy } from './validation/confirmed-by';
import { emailSchema } from './validation/email';
import { lengthRules, lengthSchema } from './validation/length';
import type { ValidationMessage } from './validation/messages';
import { VALIDATION_MESSAGE_KEYS } from './validation/messages';
import { nameRule } from './validation/name';
import { nicknameSchema } from './validation/nickname';
import { PASSWORD_MAX_LENGTH, passwordSchema } from './validation/password';
import { personalIdRule } from './validation/personal-id';
import { phoneRule } from './validation/phone';
import { postalCodeRule } from './validation/postal-code';
import { mustBeCheckedSchema } from './validation/required';
import type { Rule } from './validation/rule';
import { isEmptyValue } from './validation/rule';
import { stringFieldSchema } from './validation/zod-rules';
import { isCountryCode } from './country-code';
import type { ProfileTextField } from './profile-fields';
import { GENDERS, PROFILE_TEXT_MAX_LENGTHS } from './profile-fields';

/**
 * Message keys the accounts API puts in 422 field errors beyond the §5 catalogue: facts only the server knows
 * (an address already registered, a spent link). Forms translate them like the §5 keys.
 */
export const ACCOUNT_MESSAGE_KEYS = {
  emailTaken: 'validation.email_taken',
  emailAlreadyConfirmed: 'validation.email_already_confirmed',
  currencyUnavailable: 'validation.currency_unavailable',
  countryInvalid: 'validation.country_invalid',
  countryRestricted: 'validation.country_restricted',
  currentPasswordInvalid: 'validation.current_password_invalid',
  otpInvalid: 'validation.otp_invalid',
  captchaRequired: 'validation.captcha_required',
  captchaInvalid: 'validation.captcha_invalid',
  tokenInvalid: 'validation.token_invalid',
  tokenExpired: 'validation.token_expired',
  notChangeable: 'validation.not_changeable',
  groupNotAllowed: 'validation.group_not_allowed',
} as const;

/** An optional text field: blank, null or absent all mean "not given"; a value must pass `rules` and its cap. */
function optionalText(field: ProfileTextField, rules: readonly Rule<string>[] = []) {
  const max = PROFILE_TEXT_MAX_LENGTHS[field];
  return stringFieldSchema([...rules, ...lengthRules({ max })], { required: false }).nullish();
}

function countryCodeRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return isCountryCode(value) ? null : { key: ACCOUNT_MESSAGE_KEYS.countryInvalid };
}
/** ISO 3166-1 alpha-2, upper case; the server also checks the country exists. */
export const countryCodeSchema = stringFieldSchema([countryCodeRule]);

/** ISO 4217-style code of an enabled currency (the server checks it is enabled). */
export const currencyCodeSchema = stringFieldSchema([
  (value) => (CURRENCY_CODE_PATTERN.test(value) ? null : { key: ACCOUNT_MESSAGE_KEYS.currencyUnavailable }),
]);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD`, checked by the §5 birthday rule (real date, adult for the licence). */
export function dateOfBirthRule(
  value: string | null | undefined,
  options: { today: CalendarDate; variant?: BirthdayVariant },
): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const match = ISO_DATE.exec(value);
  if (!match) return { key: VALIDATION_MESSAGE_KEYS.birthdayInvalid };
  const [, year = '', month = '', day = ''] = match;
  return birthdayRule({ year, month, day }, options);
}

/** Six digits from an authenticator app (RFC 6238, 30-second steps). */
export function otpCodeRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return /^\d{6}$/.test(value) ? null : { key: ACCOUNT_MESSAGE_KEYS.otpInvalid };
}
export const otpCodeSchema = stringFieldSchema([otpCodeRule]);

/** An ALTCHA payload: base64 JSON of the challenge and its solution, as the widget submits it. */
export const captchaPayloadSchema = z.string().max(20_000);

/** Device fingerprint sent with sign-in and registration (the anti-fraud service's visitor id). */
const deviceFingerprintSchema = z.string().max(200);

/**
 * Personal fields shared by registration and the profile form. `today` is read per parse, so a long-running
 * server does not keep the day it started on.
 */
function personalFields(today: () => CalendarDate) {
  return {
    nickname: nicknameSchema.nullish(),
    first_name: optionalText('first_name', [nameRule]),
    last_name: optionalText('last_name', [nameRule]),
    date_of_birth: stringFieldSchema([(value) => dateOfBirthRule(value, { today: today() })], {
      required: false,
    }).nullish(),
    gender: z.enum(GENDERS).nullish(),
    city: optionalText('city'),
    address: optionalText('address'),
    postal_code: optionalText('postal_code'),
    state: optionalText('state'),
    mobile_phone: optionalText('mobile_phone', [phoneRule]),
    personal_id: optionalText('personal_id', [personalIdRule]),
    profession: optionalText('profession'),
    receive_promos: z.boolean().optional(),
    receive_sms_promos: z.boolean().optional(),
  };
}

type PostalFields = { country?: string | null; postal_code?: string | null };

/** The postal code is checked against the country given in the same body (§5: the country's rule when known). */
function checkPostalCode(value: PostalFields, ctx: z.RefinementCtx) {
  const failure = postalCodeRule(value.postal_code, { country: value.country });
  if (failure) ctx.addIssue({ code: 'custom', message: failure.key, path: ['postal_code'], input: value.postal_code });
}

function checkPasswordConfirmation(
  value: { password: string; password_confirmation?: string | undefined },
  ctx: z.RefinementCtx,
) {
  // The repeat is optional (one-field forms exist), but when it is sent it must match.
  if (value.password_confirmation === undefined) return;
  confirmedBy<typeof value>('password_confirmation', 'password')(value, ctx as z.RefinementCtx<typeof value>);
}

/** `POST /api/users`: the user profile fields of platform-core §3 that a sign-up form asks for. */
export function registrationRequestSchema(options: { today: () => CalendarDate }) {
  const user = z
    .object({
      email: emailSchema,
      password: passwordSchema,
      password_confirmation: z.string().optional(),
      currency: currencyCodeSchema,
      country: countryCodeSchema,
      terms_acceptance: mustBeCheckedSchema,
      locale: z.enum(LOCALES).optional(),
      ...personalFields(options.today),
      /** Affiliate tag from the stag cookie. */
      stag: z.string().max(100).optional(),
      dfpc: deviceFingerprintSchema.optional(),
      captcha: captchaPayloadSchema.optional(),
    })
    .strict()
    .superRefine((value, ctx) => {
      checkPasswordConfirmation(value, ctx);
      checkPostalCode(value, ctx);
    });
  return z.object({ user }).strict();
}
export type RegistrationRequest = z.infer<ReturnType<typeof registrationRequestSchema>>;

/**
 * `POST /api/users/sign_in`. The password is only length-capped here: its character rule applies when one is
 * chosen, never at sign-in, or players with older passwords would be locked out. The two-factor step sends the
 * same body again with `otp_attempt`.
 */
export const signInRequestSchema = z
  .object({
    user: z
      .object({
        email: lengthSchema({ max: 254 }),
        password: lengthSchema({ max: PASSWORD_MAX_LENGTH }),
        dfpc: deviceFingerprintSchema.optional(),
        captcha: captchaPayloadSchema.optional(),
        custom_login_reg: z.union([z.boolean(), z.string().max(100)]).optional(),
        otp_attempt: otpCodeSchema.optional(),
      })
      .strict(),
  })
  .strict();
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** `POST /check-email`. */
export const checkEmailRequestSchema = z.object({ email: emailSchema }).strict();
export const checkEmailResponseSchema = z.object({ available: z.boolean() });

/** `POST /api/users/password` (reminder) and `POST /api/users/confirmation` (resend). */
export const emailWithCaptchaRequestSchema = z
  .object({ user: z.object({ email: emailSchema, captcha: captchaPayloadSchema.optional() }).strict() })
  .strict();

/** `PUT /api/users/password`: a new password with the token from the reminder e-mail. */
export const passwordResetRequestSchema = z
  .object({
    user: z
      .object({
        reset_password_token: lengthSchema({ max: 200 }),
        password: passwordSchema,
        password_confirmation: z.string().optional(),
      })
      .strict()
      .superRefine(checkPasswordConfirmation),
  })
  .strict();

/** `PUT /api/player/password`: a signed-in player changes their password. */
export const passwordChangeRequestSchema = z
  .object({
    user: z
      .object({
        current_password: lengthSchema({ max: PASSWORD_MAX_LENGTH }),
        password: passwordSchema,
        password_confirmation: z.string().optional(),
      })
      .strict()
      .superRefine(checkPasswordConfirmation),
  })
  .strict();

export const confirmationQuerySchema = z.object({ confirmation_token: lengthSchema({ max: 200 }) });
export const confirmationResponseSchema = z.object({ email: z.string(), confirmed_at: z.string() });

/** `PATCH /api/player`: the personal fields; `country` only while it is not set or the player is unverified. */
export function profileUpdateRequestSchema(options: { today: () => CalendarDate }) {
  const user = z
    .object({ country: countryCodeSchema.optional(), ...personalFields(options.today) })
    .strict()
    .superRefine((value, ctx) => {
      // Without a country in the body the server checks the code against the stored country.
      if (value.country) checkPostalCode(value, ctx);
    });
  return z.object({ user }).strict();
}
export type ProfileUpdateRequest = z.infer<ReturnType<typeof profileUpdateRequestSchema>>;

/** `POST /api/auth_providers/update_details`: what a social sign-up did not supply (auth_fields_missed). */
export const authDetailsRequestSchema = z
  .object({
    user: z
      .object({
        terms_acceptance: mustBeCheckedSchema.optional(),
        country: countryCodeSchema.optional(),
        nickname: nicknameSchema.nullish(),
        receive_promos: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();

export const updateLocaleRequestSchema = z.object({ locale: z.enum(LOCALES) }).strict();
