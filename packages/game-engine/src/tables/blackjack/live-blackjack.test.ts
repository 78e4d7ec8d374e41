import { describe, expect, it } from 'vitest';
import { toNumber } from '../../exact';
import type { Card } from '../shared/cards';
import { cardLabel } from '../shared/cards';
import { cards, confidenceInterval99, randomnessDealing, seededRandomness } from '../shared/test-support';
import { basicStrategyAction } from './basic-strategy';
import { actBlackjack } from './blackjack';
import { blackjackExactRtp, blackjackRtpWithNaturalPaying } from './exact-rtp';
import { dealLiveBlackjack, standLiveBlackjack } from './live-blackjack';
import { returnPerFirstStake } from './play-strategy';
import { BLACKJACK } from './rules';
import type { BlackjackAction, BlackjackState } from './state';

const labels = (dealt: readonly Card[]) => dealt.map(cardLabel);
/** The table's shoe dealing these cards in order: player, dealer up, player, hole card, then the dealer's draw. */
const table = (order: string) => randomnessDealing(6, cards(order));
const play = (state: BlackjackState, seat: number, ...actions: BlackjackAction[]) => {
  const randomness = seededRandomness(seat);
  return actions.reduce((next, action) => actBlackjack(BLACKJACK, next, action, randomness), state);
};

describe('live blackjack', () => {
  it('draws the dealer before any seat decides, and every seat meets that dealer whatever it does', () => {
    const deal = dealLiveBlackjack(BLACKJACK, 100, table('10s 6h 6c 9d 5h 3c'));
    expect(labels(deal.dealer)).toEqual(['6♥', '9♦']);
    expect(labels(deal.dealerQueue ?? [])).toEqual(['5♥']);
    expect(deal.shoe.dealt).toBe(5);

    const stood = play(deal, 1, { type: 'stand' });
    const hit = play(deal, 2, { type: 'hit' });
    const doubled = play(deal, 3, { type: 'double' });
    for (const seat of [stood, hit, doubled]) {
      if (seat.phase !== 'settled') continue;
      expect(labels(seat.dealer)).toEqual(['6♥', '9♦', '5♥']);
      expect(seat.dealerQueue).toEqual([]);
    }
    // 16 against the dealer's 20: standing loses the stake, a double that busts loses both.
    expect(stood.returns).toEqual({ hands: [0], insurance: 0 });
    expect(doubled.hands[0]!.stake).toBe(200);
  });

  it('deals each seat its own cards after the dealer has drawn', () => {
    const deal = dealLiveBlackjack(BLACKJACK, 100, table('5s 10h 4c 6d 2h 3c'));
    const drawn = new Set<string>();
    for (let seat = 1; seat <= 12; seat += 1) {
      const hit = play(deal, seat, { type: 'hit' });
      expect(hit.shoe.dealt).toBe(deal.shoe.dealt + 1);
      drawn.add(cardLabel(hit.hands[0]!.cards[2]!));
    }
    // Twelve seats with streams of their own do not all draw the same card.
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('leaves the dealer out of a natural, which is every seat’s natural', () => {
    const deal = dealLiveBlackjack(BLACKJACK, 100, table('As 9h Kc 7d'));
    expect(deal).toMatchObject({ phase: 'settled', returns: { hands: [250], insurance: 0 } });
    expect(deal.dealerQueue).toBeUndefined();
  });

  it('offers no insurance: the dealer peeks under an ace at once, and its blackjack ends every seat’s round', () => {
    const blackjack = dealLiveBlackjack(BLACKJACK, 100, table('10s Ah 9c Kd'));
    expect(blackjack).toMatchObject({ phase: 'settled', insuranceStake: 0, returns: { hands: [0], insurance: 0 } });
    const none = dealLiveBlackjack(BLACKJACK, 100, table('10s Ah 9c 5d 10h 2c'));
    expect(none).toMatchObject({ phase: 'player-turn', insuranceStake: 0 });
  });

  it('stands a seat that says no more: every unfinished hand kept as it is', () => {
    const aceUp = dealLiveBlackjack(BLACKJACK, 100, table('10s Ah 9c 5d 10h 2c'));
    const silent = standLiveBlackjack(BLACKJACK, aceUp, seededRandomness(4));
    expect(silent).toMatchObject({ phase: 'settled', insuranceStake: 0 });
    expect(labels(silent.hands[0]!.cards)).toEqual(['10♠', '9♣']);
    expect(labels(silent.dealer)).toEqual(['A♥', '5♦', '10♥', '2♣']);
    expect(silent.returns).toEqual({ hands: [200], insurance: 0 });

    const split = play(dealLiveBlackjack(BLACKJACK, 100, table('8s 6h 8c 10d 9h')), 5, { type: 'split' });
    const stoodSplit = standLiveBlackjack(BLACKJACK, split, seededRandomness(5));
    expect(stoodSplit.hands.map((hand) => hand.cards.length)).toEqual([2, 2]);
    expect(stoodSplit.hands.every((hand) => hand.finished)).toBe(true);
  });

  it('returns the single-player game’s exact RTP: basic strategy over 200,000 seats is inside its 99% interval', () => {
    const tableRandomness = seededRandomness(31);
    const seatRandomness = seededRandomness(32);
    const stake = 100;
    const perUnit = Array.from({ length: 200_000 }, () => {
      let state = dealLiveBlackjack(BLACKJACK, stake, tableRandomness);
      while (state.phase !== 'settled') {
        state = actBlackjack(BLACKJACK, state, basicStrategyAction(state, BLACKJACK), seatRandomness);
      }
      return returnPerFirstStake(state, stake);
    });
    const interval = confidenceInterval99(perUnit);
    const inside = (value: number) => value >= interval.low && value <= interval.high;
    expect(inside(toNumber(blackjackExactRtp()))).toBe(true);
    expect(inside(toNumber(blackjackRtpWithNaturalPaying(1)))).toBe(false);
  }, 30_000);
});
