import { describe, expect, it } from 'vitest';
import { cards, randomnessDealing } from '../shared/test-support';
import { bestHandOf } from './best-hand';
import type { CasinoHoldemDecision } from './casino-holdem';
import { CASINO_HOLDEM, callFor, dealCasinoHoldem, handOnTheFlop, settleCasinoHoldem } from './casino-holdem';

const ante = 100;
/** One deck dealing the player's two cards, the dealer's two, the flop, the turn and the river. */
const round = (labels: string, decision: CasinoHoldemDecision = 'call') =>
  settleCasinoHoldem(CASINO_HOLDEM, { ante }, dealCasinoHoldem(randomnessDealing(1, cards(labels))), decision);

describe("casino hold'em", () => {
  it('deals the player, the dealer, then the flop, turn and river from one deck', () => {
    const deal = dealCasinoHoldem(randomnessDealing(1, cards('As Kd 2c 7h Qs Js 3d 9c 4h')));
    expect(deal).toEqual({
      player: cards('As Kd'),
      dealer: cards('2c 7h'),
      flop: cards('Qs Js 3d'),
      turn: cards('9c')[0],
      river: cards('4h')[0],
    });
    expect(handOnTheFlop(deal)).toBe('high-card');
  });

  it('plays the best five of seven cards, the board included', () => {
    const best = bestHandOf(cards('2c 7h As Ks Qs Js 10s'));
    expect(best.hand).toBe('royal-flush');
    expect(best.cards).toEqual(cards('As Ks Qs Js 10s'));
    expect(bestHandOf(cards('2c 3d 9h 9s 9d 4c 4h')).hand).toBe('full-house');
    expect(() => bestHandOf(cards('2c 3d 9h 9s 9d 4c'))).toThrow(RangeError);
  });

  it('pays a called royal flush 100 to 1 on the ante and the call 1 to 1 against a qualifying dealer', () => {
    const won = round('As Ks 5d 5c Qs Js 10s 2h 3c');
    expect(won).toMatchObject({ playerHand: 'royal-flush', dealerHand: 'pair', dealerQualifies: true });
    expect(won).toMatchObject({ showdown: 'win', call: 200, anteReturn: 100 * 101, callReturn: 400 });
  });

  it('pushes the call and pays the ante by the paytable when the dealer has less than a pair of fours', () => {
    const flush = round('2h 9h 3c 3d Kh 5h Jh 7s 8c');
    expect(flush).toMatchObject({ playerHand: 'flush', dealerHand: 'pair', dealerQualifies: false });
    expect(flush).toMatchObject({ showdown: 'dealer-does-not-qualify', anteReturn: 300, callReturn: 200 });
    // A pair of fours qualifies: the flush then also wins the call.
    expect(round('2h 9h 4c 4d Kh 5h Jh 7s 8c')).toMatchObject({ showdown: 'win', anteReturn: 300, callReturn: 400 });
  });

  it('pushes both bets on a tie and loses both to a better dealer', () => {
    // Both play the board's straight.
    expect(round('2c 3d 2h 3s 9s 10d Jc Qh Kd')).toMatchObject({ showdown: 'tie', anteReturn: 100, callReturn: 200 });
    expect(round('2c 3d Ah As 9s 10d Jc 4h 7d')).toMatchObject({ showdown: 'lose', anteReturn: 0, callReturn: 0 });
  });

  it('loses only the ante on a fold, and stakes no call', () => {
    expect(round('As Ks 5d 5c Qs Js 10s 2h 3c', 'fold')).toMatchObject({
      decision: 'fold',
      showdown: null,
      call: 0,
      anteReturn: 0,
      callReturn: 0,
    });
  });

  it('refuses an ante that is not a whole positive amount, and any other decision', () => {
    expect(callFor(150)).toBe(300);
    expect(() => callFor(0)).toThrow(RangeError);
    expect(() => callFor(1.5)).toThrow(RangeError);
    expect(() => round('As Ks 5d 5c Qs Js 10s 2h 3c', 'raise' as CasinoHoldemDecision)).toThrow(RangeError);
  });
});
