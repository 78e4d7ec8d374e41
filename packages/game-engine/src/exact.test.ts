import { describe, expect, it } from 'vitest';
import { add, compare, div, equals, exact, mul, sub, sum, toNumber } from './exact';

describe('exact fractions', () => {
  it('keeps values reduced with a positive denominator', () => {
    expect(exact(6, -8)).toEqual({ n: -3n, d: 4n });
    expect(exact(0, 5)).toEqual({ n: 0n, d: 1n });
    expect(() => exact(1, 0)).toThrow(RangeError);
  });

  it('adds, subtracts, multiplies and divides without rounding', () => {
    // European roulette's straight-up bet: 1/37 of 36 returned.
    expect(mul(exact(1, 37), exact(36))).toEqual(exact(36, 37));
    expect(sum(Array.from({ length: 37 }, () => exact(1, 37)))).toEqual(exact(1));
    expect(add(exact(1, 3), exact(1, 6))).toEqual(exact(1, 2));
    expect(sub(exact(1, 2), exact(1, 3))).toEqual(exact(1, 6));
    expect(div(exact(3, 4), exact(3, 8))).toEqual(exact(2));
    expect(equals(exact(2, 4), exact(1, 2))).toBe(true);
    expect(compare(exact(1, 3), exact(1, 2))).toBe(-1);
    expect(toNumber(exact(36, 37))).toBeCloseTo(0.972972973, 9);
  });
});
