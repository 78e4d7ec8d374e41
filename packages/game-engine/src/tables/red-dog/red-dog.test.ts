import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import type { Card } from '../shared/cards';
import { confidenceInterval99, randomnessDealing, seededRandomness } from '../shared/test-support';
import type { RedDogBet, RedDogRules } from './red-dog';
import { playRedDog, RED_DOG, redDogExactRtp } from './red-dog';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });
const bet: RedDogBet = { stake: 100, raiseFromSpread: 7 };
const deal = (...cards: Card[]) => randomnessDealing(8, cards);

describe('red dog rounds', () => {
  it('pays a spread of 1 at 5:1 when the third card falls between', () => {
    expect(playRedDog(RED_DOG, bet, deal(card(5), card(7), card(6)))).toMatchObject({
      spread: 1,
      raise: 0,
      returned: 600,
    });
  });

  it('raises on a wide spread and pays the doubled stake even money, aces high', () => {
    expect(playRedDog(RED_DOG, bet, deal(card(2), card(1), card(10)))).toMatchObject({
      spread: 11,
      raise: 100,
      returned: 400,
    });
    expect(playRedDog(RED_DOG, bet, deal(card(2), card(1), card(1, 'hearts')))).toMatchObject({ returned: 0 });
  });

  it('pushes consecutive cards without a third card, and pays three of a kind 11:1', () => {
    const consecutive = playRedDog(RED_DOG, bet, deal(card(12), card(13)));
    expect(consecutive).toMatchObject({ spread: 0, returned: 100 });
    expect(consecutive.cards).toHaveLength(2);
    expect(playRedDog(RED_DOG, bet, deal(card(4), card(4, 'hearts'), card(4, 'clubs')))).toMatchObject({
      returned: 1200,
    });
    expect(playRedDog(RED_DOG, bet, deal(card(4), card(4, 'hearts'), card(9)))).toMatchObject({ returned: 100 });
  });

  it('refuses a raise threshold below one', () => {
    expect(() => playRedDog(RED_DOG, { stake: 100, raiseFromSpread: 0 }, seededRandomness(1))).toThrow(
      /raise from a spread/,
    );
  });
});

describe('red dog exact return to player', () => {
  it('matches the hand-checked 8-deck values with and without the optimal raise', () => {
    expect(redDogExactRtp(RED_DOG, bet)).toEqual(exact(1_086_044, 1_116_765));
    expect(redDogExactRtp(RED_DOG, { stake: 100, raiseFromSpread: 99 })).toEqual(exact(1_028_764, 1_116_765));
  });

  it('the simulation interval holds the exact RTP, not a paytable paying a fifth more', () => {
    const randomness = seededRandomness(8);
    const perUnit = Array.from({ length: 200_000 }, () => {
      const { returned, raise } = playRedDog(RED_DOG, bet, randomness);
      return (returned - raise) / bet.stake;
    });
    const interval = confidenceInterval99(perUnit);
    const inside = (rules: RedDogRules) => {
      const value = toNumber(redDogExactRtp(rules, bet));
      return value >= interval.low && value <= interval.high;
    };
    expect(inside(RED_DOG)).toBe(true);
    expect(inside({ ...RED_DOG, spreadPayouts: { ...RED_DOG.spreadPayouts, wide: 1.2 } })).toBe(false);
  });
});
