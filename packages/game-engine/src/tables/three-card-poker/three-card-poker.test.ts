import { describe, expect, it } from 'vitest';
import { add, exact, toNumber } from '../../exact';
import { cards, confidenceInterval99, randomnessDealing, seededRandomness } from '../shared/test-support';
import type { Showdown } from './three-card-poker';
import { handOfScore, QUEEN_SIX_FOUR, scoreOf, scoreOfRanks } from './hand-rank';
import { dealerShowdownCounts, threeCardPokerExactPrices } from './exact-rtp';
import { playsByQueenSixFour, playThreeCardPoker, showdownOf, THREE_CARD_POKER } from './three-card-poker';

const slip = { ante: 100, pairPlus: 10 };
/** One deck dealing the player's three cards, then the dealer's three. */
const deal = (labels: string) => randomnessDealing(1, cards(labels));
const play = (labels: string, decision: 'play' | 'fold' = 'play') =>
  playThreeCardPoker(THREE_CARD_POKER, slip, deal(labels), () => decision);

describe('three card poker hands', () => {
  it('ranks straight flush, trips, straight, flush, pair, high card; A-2-3 is the lowest straight', () => {
    const order = ['2s 3d 5c', 'Ks Kd 2c', '2h 7h 9h', 'As 2d 3c', '2s 3d 4c', 'Qs Kd Ac', '5s 5d 5c', 'As 2s 3s'];
    const scores = order.map((hand) => scoreOf(cards(hand)));
    expect([...scores].sort((a, b) => a - b)).toEqual(scores);
    expect(order.map((hand) => handOfScore(scoreOf(cards(hand))))).toEqual([
      'high-card',
      'pair',
      'flush',
      'straight',
      'straight',
      'straight',
      'three-of-a-kind',
      'straight-flush',
    ]);
  });

  it('compares a pair before its kicker and ignores suits', () => {
    expect(scoreOf(cards('3s 3d Ac'))).toBeLessThan(scoreOf(cards('4s 4d 2c')));
    expect(scoreOf(cards('As Kd 5c'))).toBe(scoreOf(cards('Ah Kc 5d')));
    expect(scoreOfRanks([12, 6, 4], false)).toBe(QUEEN_SIX_FOUR);
  });

  it('plays Q-6-4 or better and folds Q-6-3', () => {
    expect(playsByQueenSixFour(cards('Qs 6d 4c'))).toBe('play');
    expect(playsByQueenSixFour(cards('Qs 6d 3c'))).toBe('fold');
    expect(playsByQueenSixFour(cards('2s 2d 3c'))).toBe('play');
  });

  it('the dealer qualifies with queen high', () => {
    expect(showdownOf(scoreOf(cards('2s 2d 3c')), scoreOf(cards('Js 9d 8c')))).toBe('dealer-does-not-qualify');
    expect(showdownOf(scoreOf(cards('2s 2d 3c')), scoreOf(cards('Qs 3d 2c')))).toBe('win');
  });
});

describe('three card poker rounds', () => {
  it('pays the ante and pushes the play when the dealer does not qualify; pair plus pays the pair 1:1', () => {
    expect(play('Ks Kh 5d 2c 7d Jh')).toMatchObject({
      playerHand: 'pair',
      showdown: 'dealer-does-not-qualify',
      play: 100,
      anteReturn: 200,
      playReturn: 100,
      bonusReturn: 0,
      pairPlusReturn: 20,
    });
  });

  it('pays ante and play even money against a beaten qualifying dealer, and pushes both on a tie', () => {
    expect(play('3s 3h 9d Qc Jd 9h')).toMatchObject({ showdown: 'win', anteReturn: 200, playReturn: 200 });
    expect(play('As Kh 5d Ac Kd 5h')).toMatchObject({ showdown: 'tie', anteReturn: 100, playReturn: 100 });
  });

  it('pays the ante bonus whether the dealer wins or not', () => {
    expect(play('5s 6h 7d 9c 9d 9h')).toMatchObject({
      playerHand: 'straight',
      showdown: 'lose',
      anteReturn: 0,
      playReturn: 0,
      bonusReturn: 100,
      pairPlusReturn: 70,
    });
    expect(play('2s 3s 4s 8c 8d 8h')).toMatchObject({
      showdown: 'win',
      anteReturn: 200,
      playReturn: 200,
      bonusReturn: 500,
      pairPlusReturn: 410,
    });
  });

  it('a fold loses the ante, stakes no play bet and settles pair plus alone', () => {
    expect(play('2s 5h 9d 9c 9s 2h', 'fold')).toMatchObject({
      decision: 'fold',
      showdown: null,
      play: 0,
      anteReturn: 0,
      playReturn: 0,
      pairPlusReturn: 0,
    });
  });

  it('refuses a stake that is not a whole positive amount before drawing', () => {
    expect(() => playThreeCardPoker(THREE_CARD_POKER, { ante: 0, pairPlus: 0 }, deal(''))).toThrow(RangeError);
    expect(() => playThreeCardPoker(THREE_CARD_POKER, { ante: 10, pairPlus: 1.5 }, deal(''))).toThrow(RangeError);
  });
});

describe('three card poker exact return to player', () => {
  const prices = threeCardPokerExactPrices(THREE_CARD_POKER);

  it('prices ante and play under Q-6-4 at the published 3.37% house edge, and pair plus 40-30-6-3-1', () => {
    expect(prices.anteAndPlay).toEqual(exact(19_671_831, 20_358_520));
    expect(prices.anteAndPlayHitRate).toEqual(exact(11_461_923, 25_448_150));
    // By hand: (48 × 41 + 52 × 31 + 720 × 7 + 1096 × 4 + 3744 × 2) / 22100.
    expect(prices.pairPlus).toEqual(exact(20_492, 22_100));
    expect(prices.played).toEqual(exact(149, 221));
  });

  it('counts the dealer hands a player hand meets as a direct enumeration does', () => {
    const index = (label: string) => {
      const [parsed] = cards(label);
      const suit = ['spades', 'hearts', 'diamonds', 'clubs'].indexOf(parsed!.suit);
      return suit * 13 + parsed!.rank - 1;
    };
    for (const hand of ['Qs 6d 4c', '5h 5d Kc', 'As 2s 3s', 'Kh Qh Jh']) {
      const player = hand.split(' ').map(index) as [number, number, number];
      const direct: Record<Showdown, number> = { 'dealer-does-not-qualify': 0, win: 0, tie: 0, lose: 0 };
      const left = Array.from({ length: 52 }, (_, card) => card).filter((card) => !player.includes(card));
      const score = scoreOf(cards(hand));
      for (let a = 0; a < left.length; a += 1) {
        for (let b = a + 1; b < left.length; b += 1) {
          for (let c = b + 1; c < left.length; c += 1) {
            const dealt = [left[a]!, left[b]!, left[c]!];
            const flush = dealt.every((card) => Math.floor(card / 13) === Math.floor(dealt[0]! / 13));
            const ranks = dealt.map((card) => (card % 13) + 1) as [number, number, number];
            direct[showdownOf(score, scoreOfRanks(ranks, flush))] += 1;
          }
        }
      }
      expect(dealerShowdownCounts(player), hand).toEqual(direct);
    }
  });

  it('the simulation interval holds the exact RTPs, not a paytable paying more for a straight or a pair', () => {
    const randomness = seededRandomness(3);
    const rounds = Array.from({ length: 200_000 }, () => playThreeCardPoker(THREE_CARD_POKER, slip, randomness));
    const anteAndPlay = confidenceInterval99(
      rounds.map((round) => (round.anteReturn + round.playReturn + round.bonusReturn - round.play) / slip.ante),
    );
    const pairPlus = confidenceInterval99(rounds.map((round) => round.pairPlusReturn / slip.pairPlus));
    const inside = (value: number, interval: { low: number; high: number }) =>
      value >= interval.low && value <= interval.high;
    // The straight's ante bonus doubled (1:1 to 2:1): every straight is played, so each of the 720 in 22,100 hands
    // adds one ante. The pair plus pair paying a fifth more: 3,744 pairs in 22,100 hands add 0.2 each.
    const brokenPrices = {
      anteAndPlay: add(prices.anteAndPlay, exact(720, 22_100)),
      pairPlus: add(prices.pairPlus, exact(3744, 5 * 22_100)),
    };
    expect(inside(toNumber(prices.anteAndPlay), anteAndPlay)).toBe(true);
    expect(inside(toNumber(prices.pairPlus), pairPlus)).toBe(true);
    expect(inside(toNumber(brokenPrices.anteAndPlay), anteAndPlay)).toBe(false);
    expect(inside(toNumber(brokenPrices.pairPlus), pairPlus)).toBe(false);
  });
});
