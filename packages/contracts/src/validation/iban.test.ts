import { describe, expect, it } from 'vitest';
import {
  LT_IBAN_GROUP_ID,
  ibanChecksumProblem,
  ibanRequiresLtGroup,
  ibanRule,
  ibanSchema,
  normalizeIban,
} from './iban';

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

describe('ibanChecksumProblem', () => {
  it('passes real check digits and names what is wrong otherwise', () => {
    expect(ibanChecksumProblem(normalizeIban('de89 3704 0044 0532 0130 00'))).toBeUndefined();
    expect(ibanChecksumProblem(normalizeIban('GB82 WEST 1234 5698 7654 32'))).toBeUndefined();
    expect(ibanChecksumProblem(normalizeIban('DE89 3704 0044 0532 0130 01'))).toBe('checksum');
    expect(ibanChecksumProblem(normalizeIban('DE89 3704'))).toBe('format');
    expect(ibanChecksumProblem('')).toBe('format');
  });
});
