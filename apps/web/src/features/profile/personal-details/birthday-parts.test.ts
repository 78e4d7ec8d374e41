import { describe, expect, it } from 'vitest';
import { birthdayPartsOf, birthdayPartsRule, isoDateOfBirthday } from './birthday-parts';

const today = { year: 2026, month: 6, day: 15 };

describe('birthday parts', () => {
  it('split a stored date into day, month and year and join them back', () => {
    expect(birthdayPartsOf('1990-04-07')).toEqual({ day: '07', month: '04', year: '1990' });
    expect(isoDateOfBirthday({ day: '07', month: '04', year: '1990' })).toBe('1990-04-07');
  });

  it('start empty without a stored date, and give no date for blank or impossible parts', () => {
    expect(birthdayPartsOf(null)).toEqual({ day: '', month: '', year: '' });
    expect(birthdayPartsOf('12/04/1990')).toEqual({ day: '', month: '', year: '' });
    expect(isoDateOfBirthday({ day: '', month: '', year: '' })).toBeNull();
    expect(isoDateOfBirthday({ day: '31', month: '02', year: '1990' })).toBeNull();
  });

  it('accept a blank birthday and reject a half-filled one', () => {
    expect(birthdayPartsRule({ day: '', month: '', year: '' }, { today, license: 'CW' })).toBeNull();
    expect(birthdayPartsRule({ day: '07', month: '', year: '1990' }, { today, license: 'CW' })).toEqual({
      key: 'validation.birthday_invalid',
    });
  });

  it('ask for 18 years, and 21 under the Estonian licence', () => {
    const nineteen = { day: '15', month: '06', year: '2007' };
    expect(birthdayPartsRule(nineteen, { today, license: 'CW' })).toBeNull();
    expect(birthdayPartsRule(nineteen, { today, license: 'EE' })).toEqual({
      key: 'validation.birthday_min_age',
      params: { age: 21 },
    });
    expect(birthdayPartsRule({ day: '16', month: '06', year: '2008' }, { today, license: 'CW' })).toEqual({
      key: 'validation.birthday_min_age',
      params: { age: 18 },
    });
  });
});
