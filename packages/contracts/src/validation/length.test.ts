import { describe, expect, it } from 'vitest';
import { lengthSchema, maxLengthRule, minLengthRule, requiredStringSchema } from './length';

describe('minLengthRule (min 3)', () => {
  it.each([
    ['ab', { key: 'validation.min_length', params: { min: 3 } }],
    ['abc', null],
    ['abcd', null],
    ['', null],
    [null, null],
    [undefined, null],
    // Code points, not UTF-16 units: two emoji are two characters.
    ['😀😀', { key: 'validation.min_length', params: { min: 3 } }],
  ])('%j → %j', (value, expected) => {
    expect(minLengthRule(value, { min: 3 })).toEqual(expected);
  });
});

describe('maxLengthRule (max 5)', () => {
  it.each([
    ['abcde', null],
    ['abcdef', { key: 'validation.max_length', params: { max: 5 } }],
    ['ééééé', null],
    ['', null],
  ])('%j → %j', (value, expected) => {
    expect(maxLengthRule(value, { max: 5 })).toEqual(expected);
  });
});

describe('lengthSchema (2..4)', () => {
  it.each([
    ['', 'validation.required'],
    ['a', 'validation.min_length'],
    ['ab', null],
    ['abcd', null],
    ['abcde', 'validation.max_length'],
  ])('%j → %s', (value, expected) => {
    expect(lengthSchema({ min: 2, max: 4 }).safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });

  it('may be optional', () => {
    expect(lengthSchema({ max: 4, required: false }).safeParse('').success).toBe(true);
  });

  it('requiredStringSchema refuses blanks only', () => {
    expect(requiredStringSchema.safeParse(' ').success).toBe(false);
    expect(requiredStringSchema.safeParse('x').success).toBe(true);
  });
});
