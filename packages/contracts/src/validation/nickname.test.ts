import { describe, expect, it } from 'vitest';
import { nicknameRule, nicknameSchema } from './nickname';

describe('nicknameRule', () => {
  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['a'.repeat(15), null],
    ['Jo-Jo 2.0', null],
    ['Zoë', null],
    ['Zoe\u0308', null],
    ['Владимир', null],
    ['山田太郎', null],
    ['ab', 'validation.min_length'],
    ['a', 'validation.min_length'],
    ['a'.repeat(16), 'validation.max_length'],
    ['bad_name', 'validation.nickname_wrong_characters'],
    ['bad@name', 'validation.nickname_wrong_characters'],
    ['emoji😀', 'validation.nickname_wrong_characters'],
    ['<b>x</b>', 'validation.nickname_wrong_characters'],
    ['tab\there', 'validation.nickname_wrong_characters'],
    // Wrong characters are reported before the length: fix what you typed, then how much.
    ['a_', 'validation.nickname_wrong_characters'],
  ])('%j → %s', (value, expected) => {
    expect(nicknameRule(value)?.key ?? null).toBe(expected);
  });

  it('carries the length bounds', () => {
    expect(nicknameRule('ab')).toEqual({ key: 'validation.min_length', params: { min: 3 } });
    expect(nicknameRule('a'.repeat(16))).toEqual({ key: 'validation.max_length', params: { max: 15 } });
  });
});

describe('nicknameSchema', () => {
  it.each([
    ['', true],
    ['abc', true],
    ['ab', false],
    ['a_b', false],
  ])('%j valid: %s', (value, expected) => {
    expect(nicknameSchema.safeParse(value).success).toBe(expected);
  });

  it('is optional only when marked so', () => {
    expect(nicknameSchema.safeParse(undefined).success).toBe(false);
    expect(nicknameSchema.optional().safeParse(undefined).success).toBe(true);
  });
});
