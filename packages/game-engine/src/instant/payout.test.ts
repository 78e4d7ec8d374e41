import { describe, expect, it } from 'vitest';
import { exact } from '../exact';
import { winInMinorUnits } from './payout';

describe('wins in minor units', () => {
  it('rounds stake × multiplier down to the minor unit', () => {
    expect(winInMinorUnits(100n, exact(198, 100))).toBe(198n);
    expect(winInMinorUnits(333n, exact(9900, 4950))).toBe(666n);
    expect(winInMinorUnits(1n, exact(99, 100))).toBe(0n);
    expect(winInMinorUnits(7n, exact(9900, 999))).toBe(69n);
  });
});
