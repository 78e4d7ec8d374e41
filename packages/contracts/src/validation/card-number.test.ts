import { describe, expect, it } from 'vitest';
import { cardBinRule, cardNumberRule, cardNumberSchema, passesLuhn } from './card-number';

const INVALID = 'validation.card_invalid';

describe('passesLuhn', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
  ])('%s → %s', (digits, expected) => {
    expect(passesLuhn(digits)).toBe(expected);
  });
});

describe('cardNumberRule', () => {
  it.each([
    ['4111111111111111', null],
    ['4111 1111 1111 1111', null],
    ['5555555555554444', null],
    ['378282246310005', null],
    ['6011111111111117', null],
    // 12 and 19 digits: the ISO/IEC 7812 bounds.
    ['000000000000', null],
    ['0000000000000000000', null],
    ['00000000000', INVALID],
    ['00000000000000000000', INVALID],
    ['4111111111111112', INVALID],
    ['4111-1111-1111-1111', INVALID],
    ['4111a11111111111', INVALID],
    ['   ', INVALID],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(cardNumberRule(value)?.key ?? null).toBe(expected);
  });

  it('the schema requires a value', () => {
    expect(cardNumberSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(cardNumberSchema.safeParse('4111 1111 1111 1111').success).toBe(true);
  });
});

describe('cardBinRule', () => {
  it.each(['411111', '000000', 'garbage', ''])('accepts %j (the spec check does nothing)', (value) => {
    expect(cardBinRule(value)).toBeNull();
  });
});
