import type { LiveBet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { readOutcome } from '../live-outcome';
import { returnsOnSpots, rulesOf, seatResult, seatReturns, slipStakes } from './three-card-poker-returns';

const card = (rank: number, suit: 'spades' | 'hearts' | 'diamonds' | 'clubs') => ({ rank, suit });

/** A straight for the player against the dealer's three nines: the dealer wins the showdown. */
const straightAgainstTrips = readOutcome('three-card-poker', {
  phase: 'settled',
  player: [card(5, 'spades'), card(6, 'hearts'), card(7, 'diamonds')],
  dealer: [card(9, 'clubs'), card(9, 'diamonds'), card(9, 'hearts')],
  player_hand: 'straight',
  dealer_hand: 'three-of-a-kind',
  showdown: 'lose',
})!;

/** A pair of kings against the dealer's jack high, which does not qualify. */
const kingsAgainstJackHigh = readOutcome('three-card-poker', {
  phase: 'settled',
  player: [card(13, 'spades'), card(13, 'hearts'), card(5, 'diamonds')],
  dealer: [card(2, 'clubs'), card(7, 'diamonds'), card(11, 'hearts')],
  player_hand: 'pair',
  dealer_hand: 'high-card',
  showdown: 'dealer-does-not-qualify',
})!;

const slip = (decision: LiveBet['decision'], pairPlus = 10): LiveBet => ({
  id: 'b1',
  stake: 100 + pairPlus,
  choice: {
    bets: [{ type: 'ante', stake: 100 }, ...(pairPlus > 0 ? [{ type: 'pair-plus', stake: pairPlus }] : [])],
  },
  status: 'settled',
  win: null,
  cash_out: null,
  decision,
  decision_stake: decision === 'play' ? 100 : 0,
  moves: [],
  hand: null,
});

describe('seatReturns', () => {
  it('pays a played straight its ante bonus and Pair Plus even when the dealer wins', () => {
    expect(seatReturns(straightAgainstTrips, slip('play'))).toEqual({
      ante: 0,
      play: 0,
      anteBonus: 100,
      pairPlus: 70,
      total: 170,
    });
    expect(seatResult(straightAgainstTrips, slip('play'))).toBe('lose');
  });

  it('pays the ante and pushes the play when the dealer does not qualify', () => {
    expect(seatReturns(kingsAgainstJackHigh, slip('play'))).toEqual({
      ante: 200,
      play: 100,
      anteBonus: 0,
      pairPlus: 20,
      total: 320,
    });
  });

  it('settles a fold, or a seat that said nothing, on Pair Plus alone', () => {
    const folded = { ante: 0, play: undefined, anteBonus: 0, pairPlus: 70, total: 70 };
    expect(seatReturns(straightAgainstTrips, slip('fold'))).toEqual(folded);
    expect(seatReturns(straightAgainstTrips, slip(null))).toEqual(folded);
    expect(seatResult(straightAgainstTrips, slip(null))).toBe('fold');
    expect(seatReturns(kingsAgainstJackHigh, slip('fold', 0))).toEqual({
      ante: 0,
      play: undefined,
      anteBonus: 0,
      pairPlus: undefined,
      total: 0,
    });
  });

  it('pays by the round’s own paytables when it carries them', () => {
    const paytable = {
      ante_bonus: [{ hand: 'straight' as const, pays: 2 }],
      pair_plus: [{ hand: 'straight' as const, pays: 5 }],
    };
    expect(seatReturns({ ...straightAgainstTrips, paytable }, slip('play'))).toMatchObject({
      anteBonus: 200,
      pairPlus: 60,
      total: 260,
    });
    expect(rulesOf(undefined).pairPlus.pair).toBe(1);
  });

  it('shows the ante bonus on the ante spot, and no spot for a bet not made', () => {
    const returns = seatReturns(straightAgainstTrips, slip('play'))!;
    expect(Object.fromEntries(returnsOnSpots(returns))).toEqual({ ante: 100, play: 0, 'pair-plus': 70 });
    const folded = seatReturns(kingsAgainstJackHigh, slip('fold', 0))!;
    expect(Object.fromEntries(returnsOnSpots(folded))).toEqual({ ante: 0 });
  });

  it('reads nothing from a slip that is not a three card poker slip', () => {
    expect(slipStakes({ bets: [{ type: 'red', stake: 100 }] })).toBeUndefined();
    expect(slipStakes({ auto_cash_out: null })).toBeUndefined();
    expect(seatReturns(straightAgainstTrips, { ...slip('play'), choice: { bets: [] } })).toBeUndefined();
  });
});
