import { describe, expect, it } from 'vitest';
import { exact, ONE } from '../exact';
import { dealHiLoCard, guessHiLo, HI_LO_DEFAULTS, hiLoCardOf, hiLoCashOut, hiLoExactRtp, startHiLo } from './hi-lo';
import { scriptedRandomness } from './stub-randomness.test-support';

describe('hi-lo', () => {
  it('deals ranks from a 52-card draw and pays RTP × 13 / winning ranks per right guess', () => {
    // Draws 40 → rank 11 (jack); 51 → rank 13 (king).
    const randomness = scriptedRandomness([40, 51, 0]);
    const start = startHiLo(randomness);
    expect(start).toEqual({ card: 11, odds: ONE, lost: false });
    const right = guessHiLo(randomness, start, 'higher-or-same');
    expect(right).toEqual({ card: 13, odds: exact(13, 3), lost: false });
    expect(hiLoCashOut(HI_LO_DEFAULTS, right)).toEqual(exact(98 * 13, 300));
    const wrong = guessHiLo(randomness, right, 'higher-or-same');
    expect(wrong.lost).toBe(true);
    expect(hiLoCashOut(HI_LO_DEFAULTS, wrong)).toEqual(exact(0));
  });

  it('returns exactly 98% however many guesses the player makes before cashing out', () => {
    for (const guesses of [0, 1, 2, 3]) expect(hiLoExactRtp(HI_LO_DEFAULTS, guesses)).toEqual(exact(98, 100));
  });
});

describe('hi-lo cards', () => {
  it('names a draw by rank 1 + floor(n / 4) and suit n mod 4, clubs first', () => {
    expect(hiLoCardOf(0)).toEqual({ rank: 1, suit: 'clubs' });
    expect(hiLoCardOf(7)).toEqual({ rank: 2, suit: 'spades' });
    expect(hiLoCardOf(50)).toEqual({ rank: 13, suit: 'hearts' });
    expect(dealHiLoCard(scriptedRandomness([50]))).toBe(13);
  });
});
