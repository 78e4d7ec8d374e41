import { describe, expect, it } from 'vitest';
import { balanceRule, integerRule, maxValueRule, minValueRule, multipleOfRule, numberSchema } from './number';
import { parseNumericInput, toThousandths } from './numeric-input';

describe('parseNumericInput', () => {
  it.each([
    [5, 5],
    [-1.5, -1.5],
    ['10', 10],
    ['10.25', 10.25],
    ['-3', -3],
    ['1e3', null],
    ['1,5', null],
    [' 2', null],
    ['', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%j → %j', (value, expected) => {
    expect(parseNumericInput(value)).toBe(expected);
  });

  it('rounds to thousandths so float noise disappears', () => {
    expect(toThousandths(0.1 + 0.2)).toBe(300);
    expect(toThousandths(1.2346)).toBe(1235);
  });
});

describe('integerRule', () => {
  it.each([
    [0, null],
    [-7, null],
    ['12', null],
    ['-12', null],
    [1.5, 'validation.integer'],
    ['1.0', 'validation.integer'],
    ['1.5', 'validation.integer'],
    ['abc', 'validation.integer'],
    [Number.NaN, 'validation.integer'],
    ['', null],
    [null, null],
  ])('%j → %s', (value, expected) => {
    expect(integerRule(value)?.key ?? null).toBe(expected);
  });
});

describe('minValueRule / maxValueRule (10..100)', () => {
  it.each([
    [9.99, 'validation.min_value'],
    [10, null],
    ['10', null],
    [100, null],
    [100.01, 'validation.max_value'],
    ['101', 'validation.max_value'],
    ['abc', 'validation.min_value'],
    ['', null],
  ])('%j → %s', (value, expected) => {
    const failure = minValueRule(value, { min: 10 }) ?? maxValueRule(value, { max: 100 });
    expect(failure?.key ?? null).toBe(expected);
  });

  it('carries the bound', () => {
    expect(minValueRule(1, { min: 10 })).toEqual({ key: 'validation.min_value', params: { min: 10 } });
    expect(maxValueRule(101, { max: 100 })).toEqual({ key: 'validation.max_value', params: { max: 100 } });
  });
});

describe('multipleOfRule', () => {
  it.each([
    [0.3, 0.1, null],
    [0.1 + 0.2, 0.1, null],
    ['0.3', 0.1, null],
    [1.15, 0.05, null],
    [0.35, 0.1, 'validation.multiple_of'],
    [10, 5, null],
    [12, 5, 'validation.multiple_of'],
    [0, 5, null],
    [-10, 5, null],
    [0.002, 0.001, null],
    // 3-decimal precision: the fourth decimal is rounded away before the check.
    [0.3001, 0.1, null],
    [0.2006, 0.1, 'validation.multiple_of'],
    ['abc', 0.1, 'validation.multiple_of'],
    ['', 0.1, null],
  ])('%j by %j → %s', (value, step, expected) => {
    expect(multipleOfRule(value, { step })?.key ?? null).toBe(expected);
  });

  it('reports the step', () => {
    expect(multipleOfRule(7, { step: 5 })).toEqual({ key: 'validation.multiple_of', params: { step: 5 } });
  });

  it.each([0, -1, 0.0004])('refuses a step of %j (a programming error)', (step) => {
    expect(() => multipleOfRule(1, { step })).toThrow(RangeError);
  });
});

describe('balanceRule', () => {
  it.each([
    [50, 100, null],
    [100, 100, null],
    [100.01, 100, 'validation.not_enough_money'],
    ['100.001', 100, 'validation.not_enough_money'],
    // Float noise must not cost the player their exact-balance bet.
    [0.1 + 0.2, 0.3, null],
    ['0.30', 0.3, null],
    [1, 0, 'validation.not_enough_money'],
    ['abc', 100, 'validation.not_enough_money'],
    ['', 100, null],
  ])('%j against %j → %s', (value, limit, expected) => {
    expect(balanceRule(value, { limit })?.key ?? null).toBe(expected);
  });
});

describe('numberSchema', () => {
  const stakeSchema = numberSchema({ min: 0.1, max: 100, step: 0.1, limit: 50 });

  it.each([
    [undefined, 'validation.required'],
    ['5', 'validation.required'],
    [0.05, 'validation.min_value'],
    [100.1, 'validation.max_value'],
    [0.15, 'validation.multiple_of'],
    [50.1, 'validation.not_enough_money'],
    [50, null],
    [0.1, null],
  ])('stake %j → %s', (value, expected) => {
    expect(stakeSchema.safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });

  it.each([
    [3, null],
    [3.5, 'validation.integer'],
    [0, 'validation.min_value'],
  ])('integer count %j → %s', (value, expected) => {
    expect(numberSchema({ integer: true, min: 1 }).safeParse(value).error?.issues[0]?.message ?? null).toBe(expected);
  });
});
