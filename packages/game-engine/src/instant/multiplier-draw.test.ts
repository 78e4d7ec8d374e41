import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../exact';
import { crashPointReaches, CRASH_DEFAULTS, playCrash } from './crash';
import { LIMBO_DEFAULTS, limboExactRtp, playLimbo } from './limbo';
import { drawMultiplierHundredths, reachProbability } from './multiplier-draw';
import { scriptedRandomness } from './stub-randomness.test-support';

const TWO_POW_32 = 2 ** 32;
/** The draw that gives m (1…2^32) in the formula. */
const forM = (m: number) => scriptedRandomness([TWO_POW_32 - m]);

describe('limbo and crash multipliers', () => {
  it('floors RTP × 2^32 / m to hundredths, between 1.00 and 1,000,000.00', () => {
    expect(drawMultiplierHundredths(forM(TWO_POW_32), 9900)).toBe(100);
    expect(drawMultiplierHundredths(forM(TWO_POW_32 / 2), 9900)).toBe(198);
    expect(drawMultiplierHundredths(forM(1), 9900)).toBe(100_000_000);
  });

  it('reaches a target for exactly the counted draws', () => {
    const p = reachProbability(9700, 200);
    const lastReaching = Number(p.n * (BigInt(TWO_POW_32) / p.d));
    expect(drawMultiplierHundredths(forM(lastReaching), 9700)).toBeGreaterThanOrEqual(200);
    expect(drawMultiplierHundredths(forM(lastReaching + 1), 9700)).toBeLessThan(200);
  });

  it('pays the target when the result reaches it', () => {
    const limbo = playLimbo(forM(TWO_POW_32 / 4), LIMBO_DEFAULTS, { targetHundredths: 300 });
    expect(limbo).toEqual({ resultHundredths: 396, won: true, multiplier: exact(3) });
    const crash = playCrash(forM(TWO_POW_32 / 2), CRASH_DEFAULTS, { autoCashOutHundredths: 195 });
    expect(crash).toEqual({ crashPointHundredths: 194, cashedOut: false, multiplier: exact(0) });
  });

  it('has the crash point distribution P(point ≥ x) ≈ 97% / x', () => {
    for (const x of [101, 200, 1000, 100_000]) {
      expect(toNumber(crashPointReaches(CRASH_DEFAULTS, x))).toBeCloseTo(97 / x, 8);
    }
  });

  it('returns just under the RTP at any target, losing under target / 2^32 to the whole count of draws', () => {
    for (const targetHundredths of [101, 200, 1000, 100_000_000]) {
      const rtp = toNumber(limboExactRtp(LIMBO_DEFAULTS, { targetHundredths }));
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - targetHundredths / 100 / TWO_POW_32);
    }
  });

  it('refuses targets below 1.01', () => {
    expect(() => playLimbo(forM(1), LIMBO_DEFAULTS, { targetHundredths: 100 })).toThrow(RangeError);
  });
});
