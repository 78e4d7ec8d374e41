import { describe, expect, it } from 'vitest';
import {
  birthdayDayRule,
  birthdayIsoDate,
  birthdayMonthRule,
  birthdayRule,
  birthdaySchema,
  parseBirthday,
} from './birthday';

const TODAY = { year: 2024, month: 6, day: 15 };
const INVALID = 'validation.birthday_invalid';
const MIN_AGE = 'validation.birthday_min_age';

const parts = (date: string) => {
  const [day = '', month = '', year = ''] = date.split('/');
  return { day, month, year };
};

describe('parseBirthday (strict DD/MM/YYYY)', () => {
  it.each([
    ['15/06/1990', { day: 15, month: 6, year: 1990 }],
    ['29/02/2000', { day: 29, month: 2, year: 2000 }],
    ['31/12/1999', { day: 31, month: 12, year: 1999 }],
    ['29/02/2001', null],
    ['29/02/1900', null],
    ['31/04/1990', null],
    ['31/02/1990', null],
    ['00/01/1990', null],
    ['01/00/1990', null],
    ['01/13/1990', null],
    ['1/06/1990', null],
    ['01/6/1990', null],
    ['01/06/90', null],
    ['aa/06/1990', null],
  ])('%s → %j', (date, expected) => {
    expect(parseBirthday(parts(date))).toEqual(expected);
  });

  it('gives the stored ISO date', () => {
    expect(birthdayIsoDate(parts('07/03/1990'))).toBe('1990-03-07');
    expect(birthdayIsoDate(parts('30/02/1990'))).toBeNull();
  });
});

describe('birthdayRule (default: at least 18)', () => {
  it.each([
    ['15/06/2006', null],
    ['14/06/2006', null],
    ['16/06/2006', MIN_AGE],
    ['15/06/2024', MIN_AGE],
    ['01/01/1900', null],
    ['31/12/1899', INVALID],
    ['16/06/2024', INVALID],
    ['31/02/1990', INVALID],
    ['5/06/1990', INVALID],
  ])('%s → %s', (date, expected) => {
    expect(birthdayRule(parts(date), { today: TODAY })?.key ?? null).toBe(expected);
  });

  it('names the age in the message', () => {
    expect(birthdayRule(parts('16/06/2006'), { today: TODAY })).toEqual({ key: MIN_AGE, params: { age: 18 } });
  });

  it('lets a leap-day child in on 1 March, not 28 February', () => {
    expect(birthdayRule(parts('29/02/2004'), { today: { year: 2022, month: 2, day: 28 } })?.key).toBe(MIN_AGE);
    expect(birthdayRule(parts('29/02/2004'), { today: { year: 2022, month: 3, day: 1 } })).toBeNull();
  });
});

describe('birthdayRule (Estonia: at least 21)', () => {
  it.each([
    ['15/06/2003', null],
    ['16/06/2003', MIN_AGE],
    ['15/06/2006', MIN_AGE],
  ])('%s → %s', (date, expected) => {
    expect(birthdayRule(parts(date), { today: TODAY, variant: 'estonia' })?.key ?? null).toBe(expected);
  });

  it('names 21 in its own message', () => {
    expect(birthdayRule(parts('15/06/2006'), { today: TODAY, variant: 'estonia' })).toEqual({
      key: MIN_AGE,
      params: { age: 21 },
    });
  });
});

describe('day and month parts', () => {
  it.each([
    ['01', null],
    ['31', null],
    ['32', 'validation.max_value'],
    ['99', 'validation.max_value'],
    ['001', 'validation.max_length'],
    ['1a', 'validation.integer'],
    ['', null],
  ])('day %j → %s', (value, expected) => {
    expect(birthdayDayRule(value)?.key ?? null).toBe(expected);
  });

  it.each([
    ['01', null],
    ['12', null],
    ['13', 'validation.max_value'],
    ['012', 'validation.max_length'],
    ['x', 'validation.integer'],
  ])('month %j → %s', (value, expected) => {
    expect(birthdayMonthRule(value)?.key ?? null).toBe(expected);
  });

  it('carries the bounds', () => {
    expect(birthdayDayRule('32')).toEqual({ key: 'validation.max_value', params: { max: 31 } });
    expect(birthdayMonthRule('13')).toEqual({ key: 'validation.max_value', params: { max: 12 } });
    expect(birthdayDayRule('123')).toEqual({ key: 'validation.max_length', params: { max: 2 } });
  });
});

describe('birthdaySchema', () => {
  const issuesOf = (value: unknown, variant?: 'default' | 'estonia') =>
    birthdaySchema({ today: () => TODAY, variant })
      .safeParse(value)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it.each([
    [{ day: '15', month: '06', year: '1990' }, []],
    [{ day: '30', month: '02', year: '1990' }, [['', INVALID]]],
    [{ day: '16', month: '06', year: '2006' }, [['', MIN_AGE]]],
    // A bad part is reported on that part only, not again as an invalid birthday.
    [{ day: '32', month: '01', year: '1990' }, [['day', 'validation.max_value']]],
    [{ day: '01', month: '13', year: '1990' }, [['month', 'validation.max_value']]],
    [{ day: '', month: '01', year: '1990' }, [['day', 'validation.required']]],
    [{ day: '01', month: '01' }, [['year', 'validation.required']]],
  ])('%j → %j', (value, expected) => {
    expect(issuesOf(value)).toEqual(expected);
  });

  it('applies the Estonian age', () => {
    expect(issuesOf({ day: '15', month: '06', year: '2004' }, 'estonia')).toEqual([['', MIN_AGE]]);
    expect(issuesOf({ day: '15', month: '06', year: '2003' }, 'estonia')).toEqual([]);
  });

  it('reads today on every parse, not once when built', () => {
    let today = { year: 2024, month: 6, day: 14 };
    const schema = birthdaySchema({ today: () => today });
    const turningEighteen = { day: '15', month: '06', year: '2006' };
    expect(schema.safeParse(turningEighteen).success).toBe(false);
    today = { year: 2024, month: 6, day: 15 };
    expect(schema.safeParse(turningEighteen).success).toBe(true);
  });
});
