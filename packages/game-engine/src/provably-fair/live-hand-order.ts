import { dealLiveBlackjack } from '../tables/blackjack/live-blackjack';
import { BLACKJACK } from '../tables/blackjack/rules';
import type { Card } from '../tables/shared/cards';
import { dealFrom } from '../tables/shared/shoe-state';
import { fairRandomness } from './fair-randomness';
import type { FairSeeds } from './hmac-words';

/** A live blackjack seat's round as its seeds fix it (docs/live.md, "hand tables"). */
export type LiveHandOrder = {
  /** Dealt to every seat from the table's stream: player, dealer up card, player, hole card. */
  readonly opening: readonly Card[];
  /** The dealer's whole draw, taken from the table's stream before any seat decides; none when the opening settled. */
  readonly dealer: readonly Card[];
  /** Whether the opening ended the round at once (a natural or the dealer's blackjack): no seat drew then. */
  readonly settledAtOnce: boolean;
  /** The first cards the seat's own stream deals: its hits, doubles and split cards take them in this order. */
  readonly seat: readonly Card[];
  /** Cards left in the shoe for the seat, so the page knows when there is nothing more to show. */
  readonly seatShoeSize: number;
};

/**
 * A live blackjack seat's cards, from the round's seeds and the seat's nonce (the slip's id). The table's deal is
 * the same seeds with nonce 0 (`dealLiveBlackjack`, as the server deals it, under the family's default rules); the
 * seat then draws one card per hit, double or split hand from the shoe the dealer left, with its own nonce. A seat's
 * card order does not depend on its decisions, so the first `count` cards show every card any play would have drawn.
 */
export function liveHandOrder(seeds: FairSeeds, count: number): LiveHandOrder {
  const dealt = dealLiveBlackjack(BLACKJACK, 100, fairRandomness({ ...seeds, nonce: 0 }));
  const [first, second] = dealt.hands[0]!.cards;
  const opening = [first!, dealt.dealer[0]!, second!, dealt.dealer[1]!];
  const seatStream = fairRandomness(seeds);
  let shoe = dealt.shoe;
  const seatShoeSize = shoe.size - shoe.dealt;
  const seat: Card[] = [];
  while (seat.length < Math.min(count, seatShoeSize)) {
    const drawn = dealFrom(shoe, seatStream);
    shoe = drawn.shoe;
    seat.push(drawn.card);
  }
  return { opening, dealer: dealt.dealerQueue ?? [], settledAtOnce: dealt.phase === 'settled', seat, seatShoeSize };
}
