import { describe, expect, it } from 'vitest';
import { actBlackjack } from '../tables/blackjack/blackjack';
import { dealLiveBlackjack } from '../tables/blackjack/live-blackjack';
import { BLACKJACK } from '../tables/blackjack/rules';
import { fairRandomness } from './fair-randomness';
import { liveHandOrder } from './live-hand-order';

const seatSeeds = (nonce: number) => ({ serverSeed: 'a revealed server seed', clientSeed: 'table 7', nonce });

describe('liveHandOrder: what /provably-fair shows of a live blackjack seat', () => {
  it('shows the deal every seat got, and the cards a seat that hits to the end draws, in order', () => {
    let checked = 0;
    for (let slip = 1; slip <= 60; slip += 1) {
      const seeds = seatSeeds(slip);
      const shown = liveHandOrder(seeds, 12);
      const dealt = dealLiveBlackjack(BLACKJACK, 100, fairRandomness({ ...seeds, nonce: 0 }));
      expect(shown.opening).toEqual([
        dealt.hands[0]!.cards[0],
        dealt.dealer[0],
        dealt.hands[0]!.cards[1],
        dealt.dealer[1],
      ]);
      expect(shown.dealer).toEqual(dealt.dealerQueue ?? []);
      expect(shown.settledAtOnce).toBe(dealt.phase === 'settled');
      if (dealt.phase === 'settled') continue;
      // The seat hits until its hand is over: every card it draws is the next one shown.
      const seat = fairRandomness(seeds);
      let state = dealt;
      while (state.phase !== 'settled' && !state.hands[0]!.finished) {
        state = actBlackjack(BLACKJACK, state, { type: 'hit' }, seat);
      }
      const drawn = state.hands[0]!.cards.slice(2);
      expect(drawn.length).toBeGreaterThan(0);
      expect(shown.seat.slice(0, drawn.length)).toEqual(drawn);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('deals a seat from the shoe the dealer left, never past its end', () => {
    const shown = liveHandOrder(seatSeeds(3), 10_000);
    expect(shown.seat).toHaveLength(shown.seatShoeSize);
    expect(shown.seatShoeSize).toBe(BLACKJACK.decks * 52 - 4 - shown.dealer.length);
  });

  it('gives each seat its own order: another slip draws other cards from the same deal', () => {
    const first = liveHandOrder(seatSeeds(11), 8);
    const second = liveHandOrder(seatSeeds(12), 8);
    expect(second.opening).toEqual(first.opening);
    expect(second.dealer).toEqual(first.dealer);
    expect(second.seat).not.toEqual(first.seat);
  });
});
