import { describe, expect, it } from 'vitest';
import { validateForm } from '../../../lib/forms/form-rules';
import { personalDetailsRules } from './personal-details-rules';
import type { PersonalDetailsValues } from './personal-details-values';

const today = { year: 2026, month: 6, day: 15 };

const blank: PersonalDetailsValues = {
  first_name: '',
  last_name: '',
  nickname: '',
  birth_day: '',
  birth_month: '',
  birth_year: '',
  date_of_birth: '',
  gender: '',
  mobile_phone: '',
  country: '',
  city: '',
  address: '',
  postal_code: '',
  state: '',
  receive_promos: false,
  receive_sms_promos: false,
};

const keysOf = (failures: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(failures).map(([field, message]) => [field, message.key]));

describe('personal details rules', () => {
  it('let the profile page save blank optional fields', () => {
    expect(validateForm(blank, personalDetailsRules({ required: [], today, license: 'CW' }))).toEqual({});
  });

  it('require every field the personal-info modal asks for', () => {
    const rules = personalDetailsRules({
      required: ['first_name', 'date_of_birth', 'postal_code'],
      today,
      license: 'CW',
    });
    expect(keysOf(validateForm(blank, rules))).toEqual({
      first_name: 'validation.required',
      date_of_birth: 'validation.required',
      postal_code: 'validation.required',
    });
  });

  it('check names, nickname, phone and the postal code of the chosen country', () => {
    const rules = personalDetailsRules({ required: [], today, license: 'CW' });
    const failures = validateForm(
      { ...blank, first_name: 'M!a', nickname: 'ab', mobile_phone: '12', country: 'DE', postal_code: '1234' },
      rules,
    );
    expect(keysOf(failures)).toEqual({
      first_name: 'validation.name_wrong_characters',
      nickname: 'validation.min_length',
      mobile_phone: 'validation.phone_invalid',
      postal_code: 'validation.postal_code_invalid',
    });
  });

  it('check the birthday as a whole, with the Estonian licence asking for 21', () => {
    const twenty = { ...blank, birth_day: '01', birth_month: '01', birth_year: '2006' };
    expect(validateForm(twenty, personalDetailsRules({ required: [], today, license: 'CW' }))).toEqual({});
    expect(validateForm(twenty, personalDetailsRules({ required: [], today, license: 'EE' }))).toEqual({
      date_of_birth: { key: 'validation.birthday_min_age', params: { age: 21 } },
    });
  });
});
