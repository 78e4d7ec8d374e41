import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import type { Card } from '../shared/cards';
import { confidenceInterval99, randomnessDealing, seededRandomness } from '../shared/test-support';
import type { CasinoWarBet, CasinoWarRules } from './casino-war';
import { CASINO_WAR, casinoWarExactRtp, casinoWarTieExactRtp, playCasinoWar } from './casino-war';

const card = (rank: Card['rank'], suit: Card['suit'] = 'spades'): Card => ({ rank, suit });
const goToWar: CasinoWarBet = { stake: 100, onTie: 'go-to-war', tieStake: 10 };

describe('casino war rounds', () => {
  it('pays even money on the higher card, aces high', () => {
    const outcome = playCasinoWar(CASINO_WAR, goToWar, randomnessDealing(6, [card(1), card(13)]));
    expect(outcome).toMatchObject({ raise: 0, mainReturn: 200, tieReturn: 0 });
  });

  it('goes to war on a tie: burns three, the raise wins and the stake comes back on a higher or equal card', () => {
    const deal = [card(9), card(9, 'hearts'), card(2), card(3), card(4), card(5, 'clubs'), card(5, 'hearts')];
    const outcome = playCasinoWar(CASINO_WAR, goToWar, randomnessDealing(6, deal));
    expect(outcome.player).toEqual([card(9), card(5, 'clubs')]);
    expect(outcome.dealer).toEqual([card(9, 'hearts'), card(5, 'hearts')]);
    expect(outcome).toMatchObject({ raise: 100, mainReturn: 300, tieReturn: 110 });
  });

  it('loses stake and raise when the dealer wins the war, and surrender returns half rounded down', () => {
    const lostWar = [card(9), card(9, 'hearts'), card(2), card(3), card(4), card(5), card(6)];
    expect(playCasinoWar(CASINO_WAR, goToWar, randomnessDealing(6, lostWar))).toMatchObject({
      raise: 100,
      mainReturn: 0,
    });
    const surrender = playCasinoWar(CASINO_WAR, { stake: 101, onTie: 'surrender' }, randomnessDealing(6, lostWar));
    expect(surrender).toMatchObject({ raise: 0, mainReturn: 50, tieReturn: 0 });
    expect(surrender.player).toHaveLength(1);
  });

  it('refuses an unknown tie choice and bad stakes', () => {
    const play = (bet: CasinoWarBet) => () => playCasinoWar(CASINO_WAR, bet, seededRandomness(1));
    expect(play({ stake: 100, onTie: 'split' as 'surrender' })).toThrow(/goes to war or surrenders, got split/);
    expect(play({ stake: 100, onTie: 'surrender', tieStake: 0 })).toThrow(/positive whole number/);
  });
});

describe('casino war exact return to player', () => {
  it('matches the hand-checked 6-deck values', () => {
    expect(casinoWarExactRtp(CASINO_WAR, goToWar)).toEqual(exact(4_822_262, 4_965_115));
    expect(casinoWarExactRtp(CASINO_WAR, { stake: 100, onTie: 'surrender' })).toEqual(exact(599, 622));
    // The first two cards tie when the second matches the first's rank: 23 of the 311 cards left.
    expect(casinoWarTieExactRtp(CASINO_WAR, 100)).toEqual(exact(11 * 23, 311));
  });

  it('the simulation interval holds the exact RTP of going to war, not a paytable paying a fifth more', () => {
    const randomness = seededRandomness(311);
    const perUnit = Array.from({ length: 200_000 }, () => {
      const { mainReturn, raise } = playCasinoWar(CASINO_WAR, goToWar, randomness);
      return (mainReturn - raise) / goToWar.stake;
    });
    const interval = confidenceInterval99(perUnit);
    const inside = (rules: CasinoWarRules) => {
      const value = toNumber(casinoWarExactRtp(rules, goToWar));
      return value >= interval.low && value <= interval.high;
    };
    expect(inside(CASINO_WAR)).toBe(true);
    expect(inside({ ...CASINO_WAR, payouts: { ...CASINO_WAR.payouts, win: 1.2 } })).toBe(false);
  });
});
