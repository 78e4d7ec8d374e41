import { describe, expect, it } from 'vitest';
import { nameRule, nameSchema } from './name';

const WRONG = 'validation.name_wrong_characters';

describe('nameRule', () => {
  it.each([
    ['Anna', null],
    ['Anna-Maria', null],
    ['J. R. R. Tolkien', null],
    ['Louis 14', null],
    ['Müller', null],
    ['Łukasz', null],
    ['Ольга', null],
    ['', null],
    ["O'Brien", WRONG],
    ['Anna_Maria', WRONG],
    ['Anna,', WRONG],
    ['<script>', WRONG],
  ])('%j → %s', (value, expected) => {
    expect(nameRule(value)?.key ?? null).toBe(expected);
  });

  it('the schema requires a value', () => {
    expect(nameSchema.safeParse('').error?.issues[0]?.message).toBe('validation.required');
    expect(nameSchema.safeParse('Anna').success).toBe(true);
  });
});
