import { describe, expect, it } from 'vitest';
import { LT_IBAN_GROUP_ID, ibanRequiresLtGroup, ibanRule, ibanSchema } from './iban';

const WRONG = 'validation.iban_only_letters_numbers';

describe('ibanRule', () => {
  it.each([
    ['LT121000011101001000', null],
    ['DE89 3704 0044 0532 0130 00', null],
    ['de89370400440532013000', null],
    ['', null],
    ['DE89-3704-0044', WRONG],
    ['DE89.3704', WRONG],
    ['DE89_3704', WRONG],
    ['ÄE89 3704', WRONG],
  ])('%j → %s', (value, expected) => {
    expect(ibanRule(value)?.key ?? null).toBe(expected);
  });

  it('the schema requires a value', () => {
    expect(ibanSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('ibanRequiresLtGroup', () => {
  it.each([
    ['LT121000011101001000', true],
    ['lt12 1000 0111 0100 1000', true],
    ['  LT12', true],
    ['DE89370400440532013000', false],
    ['ALT1234', false],
    ['L', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(ibanRequiresLtGroup(value)).toBe(expected);
  });

  it('names group 1101', () => {
    expect(LT_IBAN_GROUP_ID).toBe(1101);
  });
});
