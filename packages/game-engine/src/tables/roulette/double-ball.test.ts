import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import { confidenceInterval99, scriptedRandomness, seededRandomness } from '../shared/test-support';
import type { RouletteBet } from './bets';
import { doubleBallExactRtp, doubleBallHitRate, playDoubleBallRoulette } from './double-ball';
import { legalPositions } from './layout';

const stake = 100;
const EVERY_BET: RouletteBet[] = [
  { type: 'straight', numbers: [17], stake },
  { type: 'split', numbers: [17, 20], stake },
  { type: 'street', numbers: [16, 17, 18], stake },
  { type: 'trio', numbers: [0, 1, 2], stake },
  { type: 'corner', numbers: [17, 18, 20, 21], stake },
  { type: 'basket', numbers: legalPositions('single-zero').basket[0]!, stake },
  { type: 'six-line', numbers: [13, 14, 15, 16, 17, 18], stake },
  { type: 'dozen', which: 2, stake },
  { type: 'column', which: 2, stake },
  { type: 'red', stake },
  { type: 'black', stake },
  { type: 'even', stake },
  { type: 'odd', stake },
  { type: 'low', stake },
  { type: 'high', stake },
];

/** Two balls landing in the given pockets, in order. */
const balls = (first: number, second: number) => scriptedRandomness([first, second]);

describe('double ball roulette', () => {
  it('pays each ball half the stake at single-ball odds: 18× for one ball on a straight, 36× for both', () => {
    const straight: RouletteBet = { type: 'straight', numbers: [17], stake };
    expect(playDoubleBallRoulette([straight], balls(17, 4))).toEqual({
      pockets: [17, 4],
      labels: ['17', '4'],
      returns: [1_800],
    });
    expect(playDoubleBallRoulette([straight], balls(17, 17)).returns).toEqual([3_600]);
    expect(playDoubleBallRoulette([straight], balls(3, 4)).returns).toEqual([0]);
  });

  it('gives an even-money bet its stake back for one ball and doubles it for both; zero counts for neither', () => {
    const red: RouletteBet = { type: 'red', stake };
    expect(playDoubleBallRoulette([red], balls(1, 2)).returns).toEqual([100]);
    expect(playDoubleBallRoulette([red], balls(1, 3)).returns).toEqual([200]);
    expect(playDoubleBallRoulette([red], balls(0, 2)).returns).toEqual([0]);
  });

  it('rounds a half unit down once, over both balls', () => {
    // A corner of 101: one ball pays ⌊101 × 9 / 2⌋ = 454, both ⌊101 × 9⌋ = 909.
    const corner: RouletteBet = { type: 'corner', numbers: [17, 18, 20, 21], stake: 101 };
    expect(playDoubleBallRoulette([corner], balls(17, 5)).returns).toEqual([454]);
    expect(playDoubleBallRoulette([corner], balls(17, 21)).returns).toEqual([909]);
  });

  it('refuses a position the European layout does not have before any ball is drawn', () => {
    expect(() => playDoubleBallRoulette([{ type: 'split', numbers: [1, 5], stake }], balls(0, 0))).toThrow(RangeError);
    expect(() => playDoubleBallRoulette([{ type: 'straight', numbers: [37], stake }], balls(0, 0))).toThrow(RangeError);
  });

  it.each(EVERY_BET.map((bet) => [bet.type, bet] as const))('%s returns exactly 36/37', (_type, bet) => {
    expect(doubleBallExactRtp(bet)).toEqual(exact(36, 37));
  });

  it('wins more often than on one ball: a straight 73 times in 1,369, red 1,008 times', () => {
    expect(doubleBallHitRate({ type: 'straight', numbers: [17], stake })).toEqual(exact(73, 1_369));
    expect(doubleBallHitRate({ type: 'red', stake })).toEqual(exact(1_008, 1_369));
  });

  it('simulates to its exact return, and not to a paytable paying a fifth more', () => {
    const randomness = seededRandomness(3737);
    const bets: RouletteBet[] = [{ type: 'dozen', which: 1, stake }];
    const perUnit: number[] = [];
    for (let round = 0; round < 200_000; round += 1) {
      perUnit.push(playDoubleBallRoulette(bets, randomness).returns[0]! / stake);
    }
    const interval = confidenceInterval99(perUnit);
    const exactRtp = toNumber(doubleBallExactRtp(bets[0]!));
    expect(exactRtp).toBeGreaterThanOrEqual(interval.low);
    expect(exactRtp).toBeLessThanOrEqual(interval.high);
    expect(exactRtp * 1.2).toBeGreaterThan(interval.high);
  });
});
