import { describe, expect, it } from 'vitest';
import { personalIdRule, personalIdSchema } from './personal-id';

describe('personalIdRule', () => {
  it.each([
    ['38001085718', null],
    ['ABCDEFGHIJK', null],
    ['', null],
    ['3800108571', 'validation.personal_id_invalid'],
    ['380010857189', 'validation.personal_id_invalid'],
    [' 38001085718', 'validation.personal_id_invalid'],
  ])('%j → %s', (value, expected) => {
    expect(personalIdRule(value)?.key ?? null).toBe(expected);
  });

  it('carries the required length', () => {
    expect(personalIdRule('1')).toEqual({ key: 'validation.personal_id_invalid', params: { length: 11 } });
  });

  it('the schema requires a value', () => {
    expect(personalIdSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});
