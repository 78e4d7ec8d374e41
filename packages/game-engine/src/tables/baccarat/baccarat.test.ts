import { beforeAll, describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import type { Card } from '../shared/cards';
import { cardLabel } from '../shared/cards';
import { confidenceInterval99, randomnessDealing, scriptedRandomness, seededRandomness } from '../shared/test-support';
import type { BaccaratBet, BaccaratRules } from './baccarat';
import { BACCARAT_BET_TYPES, baccaratExactRtp, NO_COMMISSION_BACCARAT, playBaccarat, PUNTO_BANCO } from './baccarat';
import { countWinners } from './exact-outcomes';

const everyBet = (stake: number): BaccaratBet[] => BACCARAT_BET_TYPES.map((type) => ({ type, stake }));
const card = (rank: Card['rank'], suit: Card['suit']): Card => ({ rank, suit });
/** Deals in the table's order: player, banker, player, banker, then third cards. */
const dealing = (...cards: Card[]) => randomnessDealing(8, cards);

describe('baccarat rounds', () => {
  it('pays a natural 9 against a natural 8 to the player', () => {
    const outcome = playBaccarat(
      PUNTO_BANCO,
      everyBet(100),
      dealing(card(4, 'hearts'), card(13, 'spades'), card(5, 'clubs'), card(8, 'diamonds')),
    );
    expect(outcome).toMatchObject({ playerTotal: 9, bankerTotal: 8, winner: 'player' });
    expect(outcome.player.map(cardLabel)).toEqual(['4♥', '5♣']);
    expect(outcome.returns).toEqual([200, 0, 0, 0, 0]);
  });

  it('follows the tableau: player draws on 4, banker stands on 6 against a third card of 5', () => {
    // A fresh shoe dealt in order: A♠ 2♠ 3♠ 4♠ 5♠.
    const outcome = playBaccarat(PUNTO_BANCO, everyBet(100), scriptedRandomness([0, 0, 0, 0, 0]));
    expect(outcome.player.map(cardLabel)).toEqual(['A♠', '3♠', '5♠']);
    expect(outcome.banker.map(cardLabel)).toEqual(['2♠', '4♠']);
    expect(outcome).toMatchObject({ playerTotal: 9, bankerTotal: 6, winner: 'player' });
  });

  it('takes the 5% commission from a banker win, rounded down to whole minor units', () => {
    // Player 2+K = 2 draws 10 (still 2); banker 3+3 = 6 stands against a third card of 0: banker wins.
    const outcome = playBaccarat(
      PUNTO_BANCO,
      [{ type: 'banker', stake: 101 }],
      dealing(card(2, 'clubs'), card(3, 'hearts'), card(13, 'hearts'), card(3, 'spades'), card(10, 'diamonds')),
    );
    expect(outcome).toMatchObject({ playerTotal: 2, bankerTotal: 6, winner: 'banker' });
    expect(outcome.returns).toEqual([101 + 95]);
  });

  it('pays a tie 8:1 and pushes player and banker bets', () => {
    const outcome = playBaccarat(
      PUNTO_BANCO,
      everyBet(100),
      dealing(card(7, 'spades'), card(7, 'diamonds'), card(13, 'hearts'), card(12, 'clubs')),
    );
    expect(outcome).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie' });
    expect(outcome.returns).toEqual([100, 100, 900, 0, 0]);
  });

  it('pays pairs of the same rank 11:1, and a jack with a queen is no pair', () => {
    // Player 8♠ 8♥ = 6 stands; banker 10♠ 10♦ = 0 draws 7♣ and wins 7 to 6.
    const pairs = playBaccarat(
      PUNTO_BANCO,
      everyBet(100),
      dealing(card(8, 'spades'), card(10, 'spades'), card(8, 'hearts'), card(10, 'diamonds'), card(7, 'clubs')),
    );
    expect(pairs).toMatchObject({ winner: 'banker', bankerTotal: 7, playerPair: true, bankerPair: true });
    expect(pairs.returns).toEqual([0, 195, 0, 1200, 1200]);
    const courtCards = playBaccarat(
      PUNTO_BANCO,
      everyBet(100),
      dealing(card(11, 'spades'), card(9, 'spades'), card(12, 'hearts'), card(13, 'diamonds')),
    );
    expect(courtCards).toMatchObject({ playerPair: false, bankerPair: false, winner: 'banker' });
  });

  it('refuses unknown bets and bad stakes', () => {
    const play = (bet: BaccaratBet) => () => playBaccarat(PUNTO_BANCO, [bet], seededRandomness(1));
    expect(play({ type: 'dragon' as 'tie', stake: 100 })).toThrow(/dragon is not a baccarat bet/);
    expect(play({ type: 'tie', stake: -5 })).toThrow(/positive whole number/);
  });
});

describe('baccarat exact return to player', () => {
  it('counts the 8-deck shoe’s six-card deals exactly', () => {
    expect(countWinners(8)).toEqual({
      player: 2_230_518_282_592_256n,
      banker: 2_292_252_566_437_888n,
      tie: 475_627_426_473_216n,
      bankerSix: 269_232_304_455_680n,
      total: 416n * 415n * 414n * 413n * 412n * 411n,
    });
  });

  it('prices a no-commission table: the banker bet pays even money, half on a banker 6', () => {
    const rtp = (type: BaccaratBet['type']) => baccaratExactRtp(NO_COMMISSION_BACCARAT, { type, stake: 100 });
    // The banker wins on 6 in 5.386% of rounds; the known 1.458% house edge follows.
    expect(rtp('banker')).toEqual(exact(19_240_298_465_317n, 19_524_993_263_685n));
    expect(toNumber(rtp('banker'))).toBeCloseTo(0.98542, 5);
    expect(rtp('player')).toEqual(baccaratExactRtp(PUNTO_BANCO, { type: 'player', stake: 100 }));
  });

  it('pays a no-commission banker win on 6 at half, and any other banker win at even money', () => {
    let sixes = 0;
    let others = 0;
    const randomness = seededRandomness(66);
    for (let round = 0; round < 2_000 && (sixes === 0 || others === 0); round += 1) {
      const outcome = playBaccarat(NO_COMMISSION_BACCARAT, [{ type: 'banker', stake: 100 }], randomness);
      if (outcome.winner !== 'banker') continue;
      if (outcome.bankerTotal === 6) {
        sixes += 1;
        expect(outcome.returns).toEqual([150]);
      } else {
        others += 1;
        expect(outcome.returns).toEqual([200]);
      }
    }
    expect(sixes).toBeGreaterThan(0);
    expect(others).toBeGreaterThan(0);
  });

  it('gives the known 8-deck returns, exactly', () => {
    const rtp = (type: BaccaratBet['type']) => baccaratExactRtp(PUNTO_BANCO, { type, stake: 100 });
    expect(rtp('player')).toEqual(exact(19_283_843_717_413n, 19_524_993_263_685n));
    expect(rtp('banker')).toEqual(exact(10_732_465_128_097n, 10_847_218_479_825n));
    expect(rtp('tie')).toEqual(exact(619_306_544_887n, 723_147_898_655n));
    expect(rtp('player-pair')).toEqual(exact(372, 415));
    expect(rtp('banker-pair')).toEqual(exact(372, 415));
    expect(toNumber(rtp('banker'))).toBeCloseTo(0.98942, 5);
    expect(toNumber(rtp('player'))).toBeCloseTo(0.98765, 5);
    expect(toNumber(rtp('tie'))).toBeCloseTo(0.8564, 4);
  });

  it('includes the commission rounded down on small stakes', () => {
    // A 1-unit banker win returns 1 + floor(0.95) = 1: the bet only ever pushes or loses.
    expect(toNumber(baccaratExactRtp(PUNTO_BANCO, { type: 'banker', stake: 1 }))).toBeLessThan(0.6);
  });

  it('computes in well under two seconds for a shoe of another size', () => {
    const started = Date.now();
    baccaratExactRtp({ ...PUNTO_BANCO, decks: 6 }, { type: 'banker', stake: 100 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('baccarat simulation against the exact return', () => {
  const rounds = 200_000;
  let results = new Map<string, ReturnType<typeof confidenceInterval99>>();
  let noCommissionBanker: ReturnType<typeof confidenceInterval99>;
  beforeAll(() => {
    const randomness = seededRandomness(416);
    const bets = everyBet(100);
    const perUnit: number[][] = bets.map(() => []);
    const noCommission: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      playBaccarat(PUNTO_BANCO, bets, randomness).returns.forEach((value, i) => perUnit[i]!.push(value / 100));
      const [banker] = playBaccarat(NO_COMMISSION_BACCARAT, [{ type: 'banker', stake: 100 }], randomness).returns;
      noCommission.push(banker! / 100);
    }
    results = new Map(bets.map((bet, i) => [bet.type, confidenceInterval99(perUnit[i]!)]));
    noCommissionBanker = confidenceInterval99(noCommission);
  });

  it('no commission: the interval holds the banker bet’s exact RTP, and not one paying a banker 6 in full', () => {
    const inside = (rules: BaccaratRules) => {
      const value = toNumber(baccaratExactRtp(rules, { type: 'banker', stake: 100 }));
      return value >= noCommissionBanker.low && value <= noCommissionBanker.high;
    };
    expect(inside(NO_COMMISSION_BACCARAT)).toBe(true);
    expect(inside({ ...NO_COMMISSION_BACCARAT, bankerSixPays: 1 })).toBe(false);
  });

  it.each(BACCARAT_BET_TYPES)(
    '%s: the 99 per cent interval holds the exact RTP and not a paytable paying a fifth more',
    (type) => {
      const interval = results.get(type)!;
      const inside = (rules: BaccaratRules) => {
        const value = toNumber(baccaratExactRtp(rules, { type, stake: 100 }));
        return value >= interval.low && value <= interval.high;
      };
      expect(inside(PUNTO_BANCO)).toBe(true);
      expect(
        inside({ ...PUNTO_BANCO, payouts: { ...PUNTO_BANCO.payouts, [type]: PUNTO_BANCO.payouts[type] * 1.2 } }),
      ).toBe(false);
    },
  );
});
