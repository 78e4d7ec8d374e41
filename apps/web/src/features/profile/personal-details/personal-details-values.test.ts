import { describe, expect, it } from 'vitest';
import type { SessionPlayer } from '../../../lib/session/session-player';
import { personalDetailsDefaults, profileUpdateOf, type PersonalDetailsValues } from './personal-details-values';
import { PERSONAL_FIELDS } from './personal-fields';

const player: SessionPlayer = {
  id: 1,
  email: 'mia@example.com',
  nickname: 'MiaLuck',
  currency: 'EUR',
  language: 'en',
  license_name: 'CW',
  groups: [],
  statuses: [],
  mobile_phone: null,
  first_name: 'Mia',
  last_name: null,
  date_of_birth: '1990-04-12',
  country: null,
  city: null,
  address: null,
  postal_code: null,
  state: null,
  gender: null,
  confirmed_at: null,
  two_factor_enabled: false,
  receive_promos: false,
  receive_sms_promos: true,
  auth_fields_missed: [],
};

const values = (changes: Partial<PersonalDetailsValues> = {}) => ({ ...personalDetailsDefaults(player), ...changes });

describe('personal details values', () => {
  it('start from the profile, blanks for what it lacks', () => {
    expect(personalDetailsDefaults(player)).toMatchObject({
      first_name: 'Mia',
      last_name: '',
      birth_day: '12',
      birth_month: '04',
      birth_year: '1990',
      gender: '',
      receive_sms_promos: true,
    });
  });

  it('send every shown field, blank text as null and the birthday as YYYY-MM-DD', () => {
    const body = profileUpdateOf(values({ last_name: '  Hart ', nickname: '' }), PERSONAL_FIELDS, {
      storedCountry: null,
    });
    expect(body).toEqual({
      user: {
        first_name: 'Mia',
        last_name: 'Hart',
        nickname: null,
        date_of_birth: '1990-04-12',
        gender: null,
        mobile_phone: null,
        city: null,
        address: null,
        postal_code: null,
        state: null,
        receive_promos: false,
        receive_sms_promos: true,
      },
    });
  });

  it('send only the fields the form shows', () => {
    const body = profileUpdateOf(
      values({ mobile_phone: '+49 151 2345678', city: 'Berlin' }),
      ['mobile_phone', 'city'],
      {
        storedCountry: 'DE',
      },
    );
    expect(body).toEqual({ user: { mobile_phone: '+49 151 2345678', city: 'Berlin' } });
  });

  it('send the country only while the profile has none', () => {
    expect(profileUpdateOf(values({ country: 'DE' }), ['country'], { storedCountry: null }).user.country).toBe('DE');
    expect(profileUpdateOf(values({ country: 'FR' }), ['country'], { storedCountry: 'DE' }).user).not.toHaveProperty(
      'country',
    );
  });

  it('send an empty state as null, leaving the fill from the postal code to the server', () => {
    const fields = ['country', 'postal_code', 'state'] as const;
    expect(
      profileUpdateOf(values({ country: 'AU', postal_code: '2600' }), fields, { storedCountry: null }).user,
    ).toEqual({ country: 'AU', postal_code: '2600', state: null });
    expect(
      profileUpdateOf(values({ postal_code: '2600', state: 'NSW' }), fields, { storedCountry: 'AU' }).user.state,
    ).toBe('NSW');
  });
});
