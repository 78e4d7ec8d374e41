import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordCharactersRule,
  passwordConfirmationSchema,
  passwordSchema,
} from './password';

const WRONG = 'validation.password_wrong_characters';

describe('passwordCharactersRule', () => {
  it.each([
    ['abcDEF123', null],
    ['Пароль123', null],
    ['|@#$^&="!№\';%:?()_+-/,.<>', null],
    ['', null],
    ['pass word', WRONG],
    ['pass*word', WRONG],
    ['pass~word', WRONG],
    ['pass[word]', WRONG],
    ['pass{word}', WRONG],
    ['pass\\word', WRONG],
    ['pass`word', WRONG],
    ['pass€word', WRONG],
    ['pass😀', WRONG],
  ])('%j → %s', (value, expected) => {
    expect(passwordCharactersRule(value)?.key ?? null).toBe(expected);
  });

  it.each([...'|@#$^&="!№\';%:?()_+-/,.<>'])('accepts the symbol %s', (symbol) => {
    expect(passwordCharactersRule(`abc${symbol}123`)).toBeNull();
  });
});

describe('passwordSchema', () => {
  it.each([
    ['', 'validation.required'],
    ['a'.repeat(PASSWORD_MIN_LENGTH - 1), 'validation.min_length'],
    ['a'.repeat(PASSWORD_MIN_LENGTH), null],
    ['a'.repeat(PASSWORD_MAX_LENGTH), null],
    ['a'.repeat(PASSWORD_MAX_LENGTH + 1), 'validation.max_length'],
    ['ab cd', WRONG],
  ])('%j → %s', (value, expected) => {
    expect(passwordSchema.safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });

  it('has bounds 6 to 128', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([6, 128]);
  });
});

describe('passwordConfirmationSchema', () => {
  it('accepts a matching repeat', () => {
    expect(
      passwordConfirmationSchema.safeParse({ password: 'secret1', password_confirmation: 'secret1' }).success,
    ).toBe(true);
  });

  it('reports a mismatch on password_confirmation', () => {
    const issues = passwordConfirmationSchema.safeParse({ password: 'secret1', password_confirmation: 'secret2' }).error
      ?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password_confirmation', 'validation.password_not_match'],
    ]);
  });
});
