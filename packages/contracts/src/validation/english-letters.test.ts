import { describe, expect, it } from 'vitest';
import { englishLettersRule, englishLettersSchema } from './english-letters';

const WRONG = 'validation.only_english_letters';

describe('englishLettersRule', () => {
  it.each([
    ['JOHN SMITH', null],
    ['John Smith', null],
    ['', null],
    ['Jöhn', WRONG],
    ['John-Smith', WRONG],
    ['John2', WRONG],
    ['Иван', WRONG],
    ['John.', WRONG],
  ])('%j → %s', (value, expected) => {
    expect(englishLettersRule(value)?.key ?? null).toBe(expected);
  });

  it('the schema requires a value', () => {
    expect(englishLettersSchema.safeParse(' ').error?.issues[0]?.message).toBe('validation.required');
  });
});
