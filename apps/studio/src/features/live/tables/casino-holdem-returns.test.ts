import type { LiveBet } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { readOutcome } from '../live-outcome';
import { callFor, returnsOnSpots, seatResult, seatReturns, slipAnte } from './casino-holdem-returns';

const card = (rank: number, suit: 'spades' | 'hearts' | 'diamonds' | 'clubs') => ({ rank, suit });

const ANTE_PAYTABLE = [
  { hand: 'royal-flush', pays: 100 },
  { hand: 'straight-flush', pays: 20 },
  { hand: 'four-of-a-kind', pays: 10 },
  { hand: 'full-house', pays: 3 },
  { hand: 'flush', pays: 2 },
  { hand: 'straight', pays: 1 },
  { hand: 'three-of-a-kind', pays: 1 },
  { hand: 'two-pair', pays: 1 },
  { hand: 'pair', pays: 1 },
  { hand: 'high-card', pays: 1 },
];

/** A heart flush (ace, king, queen, nine, seven) for the player against the dealer's three nines. */
const flushAgainstTrips = readOutcome('casino-holdem', {
  phase: 'settled',
  player: [card(1, 'hearts'), card(13, 'hearts')],
  flop: [card(12, 'hearts'), card(7, 'hearts'), card(2, 'clubs')],
  turn: card(9, 'hearts'),
  river: card(3, 'diamonds'),
  dealer: [card(9, 'spades'), card(9, 'clubs')],
  player_hand: 'flush',
  dealer_hand: 'three-of-a-kind',
  player_best: [card(1, 'hearts'), card(13, 'hearts'), card(12, 'hearts'), card(9, 'hearts'), card(7, 'hearts')],
  dealer_best: [card(9, 'spades'), card(9, 'clubs'), card(9, 'hearts'), card(1, 'hearts'), card(13, 'hearts')],
  dealer_qualifies: true,
  showdown: 'win',
  paytable: ANTE_PAYTABLE,
})!;

const slip = (decision: LiveBet['decision'], ante = 100): LiveBet => ({
  id: 'b1',
  stake: ante,
  choice: { bets: [{ type: 'ante', stake: ante }] },
  status: 'settled',
  win: null,
  cash_out: null,
  decision,
  decision_stake: decision === 'play' ? ante * 2 : 0,
  moves: [],
  hand: null,
});

describe('seatReturns', () => {
  it('pays a called flush that beats the dealer 2 to 1 on the ante and 1 to 1 on the call', () => {
    expect(seatReturns(flushAgainstTrips, slip('play'))).toEqual({ ante: 300, call: 400, total: 700 });
    expect(seatResult(flushAgainstTrips, slip('play'))).toBe('win');
  });

  it('pays the ante by the paytable and returns the call when the dealer does not qualify', () => {
    const unqualified = { ...flushAgainstTrips, dealer_qualifies: false, showdown: 'dealer-does-not-qualify' as const };
    expect(seatReturns(unqualified, slip('play'))).toEqual({ ante: 300, call: 200, total: 500 });
    const pair = { ...unqualified, player_hand: 'pair' as const };
    expect(seatReturns(pair, slip('play'))).toEqual({ ante: 200, call: 200, total: 400 });
  });

  it('pushes both bets on equal hands and loses both to a better dealer hand', () => {
    expect(seatReturns({ ...flushAgainstTrips, showdown: 'tie' }, slip('play'))).toEqual({
      ante: 100,
      call: 200,
      total: 300,
    });
    expect(seatReturns({ ...flushAgainstTrips, showdown: 'lose' }, slip('play'))).toEqual({
      ante: 0,
      call: 0,
      total: 0,
    });
  });

  it('loses the ante on a fold, or for a seat that said nothing, whatever the cards', () => {
    const folded = { ante: 0, call: undefined, total: 0 };
    expect(seatReturns(flushAgainstTrips, slip('fold'))).toEqual(folded);
    expect(seatReturns(flushAgainstTrips, slip(null))).toEqual(folded);
    expect(seatResult(flushAgainstTrips, slip(null))).toBe('fold');
  });

  it('pays by the round’s own paytable, a hand it does not list as its lowest row', () => {
    const short = [
      { hand: 'royal-flush' as const, pays: 100 },
      { hand: 'flush' as const, pays: 3 },
      { hand: 'straight' as const, pays: 1 },
    ];
    expect(seatReturns({ ...flushAgainstTrips, paytable: short }, slip('play'))?.ante).toBe(400);
    const twoPair = { ...flushAgainstTrips, paytable: short, player_hand: 'two-pair' as const };
    expect(seatReturns(twoPair, slip('play'))?.ante).toBe(200);
    // Without the round's paytable, the rules page's.
    const { paytable: _omitted, ...rulesPaytable } = flushAgainstTrips;
    expect(seatReturns(rulesPaytable, slip('play'))?.ante).toBe(300);
  });

  it('reads the call the table took, twice the ante when the bet does not say', () => {
    expect(callFor(150)).toBe(300);
    expect(seatReturns(flushAgainstTrips, { ...slip('play', 150), decision_stake: 0 })).toEqual({
      ante: 450,
      call: 600,
      total: 1_050,
    });
  });

  it('shows the returns on the spots, and no call spot after a fold', () => {
    expect(Object.fromEntries(returnsOnSpots(seatReturns(flushAgainstTrips, slip('play'))!))).toEqual({
      ante: 300,
      call: 400,
    });
    expect(Object.fromEntries(returnsOnSpots(seatReturns(flushAgainstTrips, slip('fold'))!))).toEqual({ ante: 0 });
  });

  it('reads nothing from a slip that is not a hold’em slip', () => {
    expect(slipAnte({ bets: [{ type: 'ante', stake: 100 }] })).toBe(100);
    expect(slipAnte({ bets: [{ type: 'pair-plus', stake: 100 }] })).toBeUndefined();
    expect(slipAnte({ auto_cash_out: null })).toBeUndefined();
    expect(seatReturns(flushAgainstTrips, { ...slip('play'), choice: { bets: [] } })).toBeUndefined();
  });
});
