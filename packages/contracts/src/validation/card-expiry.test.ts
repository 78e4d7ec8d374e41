import { describe, expect, it } from 'vitest';
import { cardExpiryRule, cardExpirySchema } from './card-expiry';

const TODAY = { year: 2024, month: 6, day: 15 };
const INVALID = 'validation.card_invalid';
const EXPIRED = 'validation.card_expired';

describe('cardExpiryRule (today 15/06/2024)', () => {
  it.each([
    ['06/24', null],
    ['07/24', null],
    ['12/24', null],
    ['01/25', null],
    ['01/99', null],
    ['05/24', EXPIRED],
    ['12/23', EXPIRED],
    ['01/01', EXPIRED],
    ['00/25', INVALID],
    ['13/25', INVALID],
    ['06/00', INVALID],
    ['6/24', INVALID],
    ['06/2024', INVALID],
    ['0624', INVALID],
    ['06 / 24', INVALID],
    ['ab/cd', INVALID],
    ['', null],
  ])('%j → %s', (value, expected) => {
    expect(cardExpiryRule(value, { today: TODAY })?.key ?? null).toBe(expected);
  });

  it('stays valid through the last day of its month', () => {
    expect(cardExpiryRule('06/24', { today: { year: 2024, month: 6, day: 30 } })).toBeNull();
    expect(cardExpiryRule('06/24', { today: { year: 2024, month: 7, day: 1 } })?.key).toBe(EXPIRED);
  });
});

describe('cardExpirySchema', () => {
  it('reads today on every parse', () => {
    let today = TODAY;
    const schema = cardExpirySchema({ today: () => today });
    expect(schema.safeParse('06/24').success).toBe(true);
    today = { year: 2024, month: 7, day: 1 };
    expect(schema.safeParse('06/24').error?.issues[0]?.message).toBe(EXPIRED);
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
  });
});
