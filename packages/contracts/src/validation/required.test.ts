import { describe, expect, it } from 'vitest';
import { mustBeCheckedRule, mustBeCheckedSchema, requiredRule } from './required';

describe('requiredRule', () => {
  it.each([
    [undefined, 'validation.required'],
    [null, 'validation.required'],
    ['', 'validation.required'],
    ['  \t', 'validation.required'],
    [[], 'validation.required'],
    ['a', null],
    [' a ', null],
    [0, null],
    [false, null],
    [['x'], null],
  ])('%j → %s', (value, expected) => {
    expect(requiredRule(value)?.key ?? null).toBe(expected);
  });
});

describe('mustBeChecked', () => {
  it.each([
    [true, null],
    [false, 'validation.must_be_checked'],
    ['true', 'validation.must_be_checked'],
    [1, 'validation.must_be_checked'],
    [undefined, 'validation.must_be_checked'],
  ])('%j → %s', (value, expected) => {
    expect(mustBeCheckedRule(value)?.key ?? null).toBe(expected);
    expect(mustBeCheckedSchema.safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });
});
