import type { ErrorCode } from '@casino/contracts';
import { requestErrorKey, type RequestErrorKey } from '../../lib/forms/request-error-key';
import type { UnplacedError } from '../../lib/forms/server-errors';
import { HttpError } from '../../lib/http/http-error';

/** Codes with words of their own; the rest fall back to the generic network / rate-limit / failure texts. */
const ALERTS = {
  // Wrong e-mail and wrong password read the same, so the form does not tell who has an account.
  INVALID_CREDENTIALS: 'auth.errors.invalidCredentials',
  LOGIN_RESTRICTED: 'auth.loginRestricted',
  REGISTRATION_RESTRICTED: 'auth.registrationRestricted',
  CAPTCHA_REQUIRED: 'auth.errors.captcha',
} as const satisfies Partial<Record<ErrorCode, string>>;

const SOCIAL_ALERTS = {
  OTP_REQUIRED: 'auth.errors.socialTwoFactor',
  LOGIN_RESTRICTED: 'auth.loginRestricted',
  REGISTRATION_RESTRICTED: 'auth.registrationRestricted',
  EE_LICENSE_BLOCKED: 'auth.licenceBlockedText',
} as const satisfies Partial<Record<ErrorCode, string>>;

/** The message keys an account form's alert can show: typed, so `t()` checks them and no cast hides a typo. */
export type AccountAlertKey =
  | RequestErrorKey
  | (typeof ALERTS)[keyof typeof ALERTS]
  | (typeof SOCIAL_ALERTS)[keyof typeof SOCIAL_ALERTS]
  | 'auth.errors.social'
  | 'auth.errors.selfExcludedForever';

/** Own keys only: a code such as `constructor` must not find something on the object's prototype. */
function alertOf<Alerts extends Readonly<Record<string, AccountAlertKey>>>(
  alerts: Alerts,
  code: string,
): Alerts[keyof Alerts] | undefined {
  return Object.hasOwn(alerts, code) ? alerts[code as keyof Alerts] : undefined;
}

/**
 * What an account form's alert says: one of its own texts, or a 422 message that no shown field could take (a
 * validation key, worded with its field's name like the fields' own messages).
 */
export type AccountAlert =
  { key: AccountAlertKey } | { field: string; validationKey: string } | { exclusion: ExclusionAlertKey; until: string };

/** The sign-in refusals of a cooling-off or self-exclusion, each said with its end date when it has one. */
export type ExclusionAlertKey =
  'auth.errors.coolingOff' | 'auth.errors.selfExcluded' | 'auth.errors.selfExcludedForever';

/**
 * A cooling-off or self-exclusion refusal (platform-core §4, RTS 14): the player reads until when, not only that.
 * `details.until` is null for a self-exclusion without end.
 */
function exclusionAlertOf(error: HttpError): AccountAlert | null {
  const until = typeof error.details.until === 'string' ? error.details.until : null;
  if (error.code === 'COOLING_OFF_ACTIVE') {
    return until ? { exclusion: 'auth.errors.coolingOff', until } : { key: requestErrorKey(error) };
  }
  if (error.code === 'SELF_EXCLUSION_ACTIVE') {
    return until ? { exclusion: 'auth.errors.selfExcluded', until } : { key: 'auth.errors.selfExcludedForever' };
  }
  return null;
}

/**
 * The alert over an account form after a failed request, or null when the fields say it all. `unplaced` are the
 * 422's messages the form had no shown field for: without the alert they would reach nobody.
 */
export function accountAlertOf(error: unknown, unplaced: readonly UnplacedError[] = []): AccountAlert | null {
  if (error instanceof HttpError) {
    const exclusion = exclusionAlertOf(error);
    if (exclusion) return exclusion;
    const own = alertOf(ALERTS, error.code);
    if (own) return { key: own };
    if (error.code === 'VALIDATION_FAILED' && Object.keys(error.fieldErrors).length > 0) {
      const [first] = unplaced;
      return first ? { field: first.field, validationKey: first.key } : null;
    }
  }
  return { key: requestErrorKey(error) };
}

/**
 * Why a social sign-in sent the player back (`auth_error`, one of the API's error codes): an account with
 * two-factor must use its password and code, a restricted country is said plainly, anything else is generic.
 * The code comes from the address, so anything at all may arrive here.
 */
export function socialErrorKey(code: string | undefined): AccountAlertKey | null {
  if (!code) return null;
  return alertOf(SOCIAL_ALERTS, code) ?? 'auth.errors.social';
}
