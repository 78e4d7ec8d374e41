import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { accountAlertOf, socialErrorKey } from './sign-in-errors';

const failure = (code: ConstructorParameters<typeof HttpError>[0], status: number, fields = {}) =>
  new HttpError(code, 'failed', status, fields);

describe('the alert over a failed account form', () => {
  it.each([
    [failure('INVALID_CREDENTIALS', 401), 'auth.errors.invalidCredentials'],
    [failure('LOGIN_RESTRICTED', 403), 'auth.loginRestricted'],
    [failure('REGISTRATION_RESTRICTED', 403), 'auth.registrationRestricted'],
    [failure('CAPTCHA_REQUIRED', 422), 'auth.errors.captcha'],
    [failure('RATE_LIMITED', 429), 'forms.errors.rateLimited'],
    [failure('NETWORK', 0), 'forms.errors.network'],
    [failure('TIMEOUT', 0), 'forms.errors.network'],
    [failure('INTERNAL', 500), 'forms.errors.generic'],
    [failure('VALIDATION_FAILED', 422), 'forms.errors.generic'],
    [new Error('boom'), 'forms.errors.generic'],
  ])('%s → %s', (error, key) => {
    expect(accountAlertOf(error)).toEqual({ key });
  });

  it('says until when a cooling-off or self-exclusion refuses the sign-in', () => {
    const until = '2026-12-24T10:00:00.000Z';
    const coolingOff = new HttpError('COOLING_OFF_ACTIVE', 'break', 403, {}, { until });
    const excluded = new HttpError('SELF_EXCLUSION_ACTIVE', 'excluded', 403, {}, { until });
    const forever = new HttpError('SELF_EXCLUSION_ACTIVE', 'excluded', 403, {}, { until: null });
    expect(accountAlertOf(coolingOff)).toEqual({ exclusion: 'auth.errors.coolingOff', until });
    expect(accountAlertOf(excluded)).toEqual({ exclusion: 'auth.errors.selfExcluded', until });
    expect(accountAlertOf(forever)).toEqual({ key: 'auth.errors.selfExcludedForever' });
  });

  it('leaves placed field errors to the fields', () => {
    expect(
      accountAlertOf(failure('VALIDATION_FAILED', 422, { 'user.email': ['validation.email_taken'] }), []),
    ).toBeNull();
  });

  it('shows a field error the form had no shown field for', () => {
    const error = failure('VALIDATION_FAILED', 422, {
      'user.email': ['validation.email_taken'],
      'user.country': ['validation.required'],
    });
    expect(accountAlertOf(error, [{ field: 'country', key: 'validation.required' }])).toEqual({
      field: 'country',
      validationKey: 'validation.required',
    });
  });
});

describe('the alert after a social sign-in sent the player back', () => {
  it.each([
    [undefined, null],
    ['OTP_REQUIRED', 'auth.errors.socialTwoFactor'],
    ['LOGIN_RESTRICTED', 'auth.loginRestricted'],
    ['EE_LICENSE_BLOCKED', 'auth.licenceBlockedText'],
    ['TOKEN_INVALID', 'auth.errors.social'],
    ['<script>', 'auth.errors.social'],
    ['constructor', 'auth.errors.social'],
    ['toString', 'auth.errors.social'],
  ])('%s → %s', (code, key) => {
    expect(socialErrorKey(code)).toBe(key);
  });
});
