import { describe, expect, it } from 'vitest';
import { buildCrashChoice, buildLimboChoice, parseTarget, reachChanceMicroPercent } from './limbo-choice';

describe('limbo and crash choices', () => {
  it('reads typed targets in hundredths inside 1.01–1,000,000', () => {
    expect(parseTarget('2')).toBe(200);
    expect(parseTarget('2,5')).toBe(250);
    expect(parseTarget('1.01')).toBe(101);
    expect(parseTarget('1')).toBeUndefined();
    expect(parseTarget('1000000.01')).toBeUndefined();
    expect(parseTarget('2.345')).toBeUndefined();
  });

  it('computes the exact chance to reach a target', () => {
    // 9900 × 2^32 / 20000 floored, over 2^32: 49.4999999… %, truncated to millionths of a percent.
    expect(reachChanceMicroPercent(9900, 200)).toBe(49_499_999);
    expect(reachChanceMicroPercent(9900, 101)).toBe(98_019_801);
  });

  it('builds the server’s choices', () => {
    expect(buildLimboChoice(250)).toEqual({ target: 250 });
    expect(buildCrashChoice(150)).toEqual({ auto_cash_out: 150 });
  });
});
