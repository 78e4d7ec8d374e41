import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import { confidenceInterval99, randomnessDealing, seededRandomness } from '../shared/test-support';
import type { DragonTigerBet, DragonTigerRules } from './dragon-tiger';
import { DRAGON_TIGER, DRAGON_TIGER_BET_TYPES, dragonTigerExactRtp, playDragonTiger } from './dragon-tiger';

const everyBet = (stake: number): DragonTigerBet[] => DRAGON_TIGER_BET_TYPES.map((type) => ({ type, stake }));

describe('dragon tiger', () => {
  it('pays the higher card, with aces low', () => {
    const outcome = playDragonTiger(
      DRAGON_TIGER,
      everyBet(100),
      randomnessDealing(8, [
        { rank: 2, suit: 'hearts' },
        { rank: 1, suit: 'spades' },
      ]),
    );
    expect(outcome.result).toBe('dragon');
    expect(outcome.returns).toEqual([200, 0, 0]);
  });

  it('pays a tie 8:1 and returns half of Dragon and Tiger stakes, rounded down', () => {
    const tie = randomnessDealing(8, [
      { rank: 12, suit: 'hearts' },
      { rank: 12, suit: 'clubs' },
    ]);
    expect(playDragonTiger(DRAGON_TIGER, everyBet(101), tie).returns).toEqual([50, 50, 909]);
  });

  it('refuses unknown bets', () => {
    expect(() =>
      playDragonTiger(DRAGON_TIGER, [{ type: 'suited-tie' as 'tie', stake: 1 }], seededRandomness(1)),
    ).toThrow(/suited-tie is not a dragon tiger bet/);
  });

  it('has the exact 8-deck returns', () => {
    // A tie needs the second card to match the first's rank: 31 of the 415 cards left.
    expect(dragonTigerExactRtp(DRAGON_TIGER, { type: 'dragon', stake: 100 })).toEqual(exact(2 * 192 * 2 + 31, 830));
    expect(dragonTigerExactRtp(DRAGON_TIGER, { type: 'tiger', stake: 100 })).toEqual(exact(799, 830));
    expect(dragonTigerExactRtp(DRAGON_TIGER, { type: 'tie', stake: 100 })).toEqual(exact(9 * 31, 415));
  });

  it.each(DRAGON_TIGER_BET_TYPES)(
    '%s: the simulation interval holds the exact RTP, not a payout a fifth higher',
    (type) => {
      const randomness = seededRandomness(88);
      const bet = { type, stake: 100 };
      const perUnit = Array.from(
        { length: 200_000 },
        () => playDragonTiger(DRAGON_TIGER, [bet], randomness).returns[0]! / 100,
      );
      const interval = confidenceInterval99(perUnit);
      const inside = (rules: DragonTigerRules) => {
        const value = toNumber(dragonTigerExactRtp(rules, bet));
        return value >= interval.low && value <= interval.high;
      };
      expect(inside(DRAGON_TIGER)).toBe(true);
      expect(
        inside({ ...DRAGON_TIGER, payouts: { ...DRAGON_TIGER.payouts, [type]: DRAGON_TIGER.payouts[type] * 1.2 } }),
      ).toBe(false);
    },
  );
});
