import { describe, expect, it } from 'vitest';
import { phoneRule, phoneSchema } from './phone';

const INVALID = 'validation.phone_invalid';

describe('phoneRule', () => {
  it.each([
    ['12345678', null],
    ['+3725123456', null],
    ['+372 (5) 123-4567', null],
    ['(02) 9999 9999', null],
    ['', null],
    ['1234567', INVALID],
    ['+1 (23)', INVALID],
    ['12345678x', INVALID],
    ['1234.5678', INVALID],
    ['+372/5123456', INVALID],
    ['١٢٣٤٥٦٧٨', INVALID],
  ])('%j → %s', (value, expected) => {
    expect(phoneRule(value)?.key ?? null).toBe(expected);
  });

  it('carries the minimum length', () => {
    expect(phoneRule('1')).toEqual({ key: INVALID, params: { min: 8 } });
  });

  it('the schema requires a value', () => {
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(phoneSchema.safeParse('+3725123456').success).toBe(true);
  });
});
