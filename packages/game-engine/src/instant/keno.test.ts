import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../exact';
import { KENO_DEFAULTS, kenoExactRtp, playKeno } from './keno';
import { scriptedRandomness } from './stub-randomness.test-support';

/** The exact RTPs published in docs/game-maths.md, by pick count. */
const PUBLISHED = {
  1: exact(19, 20),
  2: exact(493, 520),
  3: exact(1887, 1976),
  4: exact(17331, 18278),
  5: exact(69235, 73112),
  6: exact(8685, 9139),
  7: exact(147473, 155363),
  8: exact(8121038, 8544965),
  9: exact(64938349, 68359720),
  10: exact(108658757, 114548720),
};

describe('keno', () => {
  it.each(Object.entries(PUBLISHED))('returns exactly the published RTP, about 95%%, with %s picks', (picks, rtp) => {
    expect(kenoExactRtp(KENO_DEFAULTS, Number(picks))).toEqual(rtp);
    expect(toNumber(rtp)).toBeGreaterThan(0.94);
    expect(toNumber(rtp)).toBeLessThan(0.995);
  });

  it('draws ten numbers without replacement and pays by hits', () => {
    // Draws of 0 keep the pool in order: 1 to 10 come out.
    const outcome = playKeno(scriptedRandomness(new Array(10).fill(0)), KENO_DEFAULTS, { picks: [1, 2, 3, 40] });
    expect(outcome).toEqual({ drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], hits: 3, multiplier: exact(82, 10) });
  });

  it('refuses repeated, out-of-range or too many picks', () => {
    const randomness = scriptedRandomness([]);
    expect(() => playKeno(randomness, KENO_DEFAULTS, { picks: [5, 5] })).toThrow(RangeError);
    expect(() => playKeno(randomness, KENO_DEFAULTS, { picks: [41] })).toThrow(RangeError);
    expect(() => playKeno(randomness, KENO_DEFAULTS, { picks: Array.from({ length: 11 }, (_, i) => i + 1) })).toThrow(
      RangeError,
    );
  });
});
