import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { dealFrom } from '../shared/shoe-state';
import { actBlackjack, dealerHits, startBlackjack } from './blackjack';
import type { BlackjackRules } from './rules';
import type { BlackjackState } from './state';

/**
 * Live blackjack: every seat plays its own hand against one dealer, as at the big studios' "infinite" tables.
 *
 * - The table's randomness deals the shared opening (player, dealer up card, player, hole card, as in the
 *   single-player game) and then the dealer's whole draw: the cards the dealer will take when it plays, drawn from
 *   the shoe after the opening until the dealer's rule stands. Every seat meets the same dealer.
 * - No insurance: the dealer peeks under an ace or a ten at once, before any seat decides. Seats decide at their own
 *   pace, so a peek after one seat's insurance would tell it, and anyone it told, the hole card while others still
 *   decide. The basic strategy never insures, so its return is unchanged.
 * - A seat's own randomness draws its hits, doubles and split cards from the shoe after the dealer's cards
 *   (`actBlackjack` with the seat's randomness). Seats do not share a draw order, so no seat's card tells another
 *   seat what it would get next.
 *
 * Why the return is the single-player game's, to the unit: in the single-player game the player draws from the shoe
 * after the opening and the dealer from what is left; here the dealer draws first and the seat from what is left.
 * Both are readings of disjoint stretches of one uniformly shuffled shoe, each stopping by its own rule on its own
 * cards, and the chance of any pair of sequences (the dealer's d, the seat's p) is (N−|d|−|p|)!/N! either way. So every
 * strategy returns exactly what it returns in the single-player game, and the family's exact RTP holds at every
 * seat (live-blackjack.test.ts confirms it by simulation against the exact figure).
 */
export function dealLiveBlackjack(rules: BlackjackRules, stake: number, table: Randomness): BlackjackState {
  const dealt = startBlackjack(rules, stake, table);
  // Declining insurance draws nothing: it only lets the dealer peek.
  const opening =
    dealt.phase === 'insurance' ? actBlackjack(rules, dealt, { type: 'insurance', take: false }, table) : dealt;
  if (opening.phase === 'settled') return opening;
  let shoe = opening.shoe;
  const dealer = [...opening.dealer];
  const queue: Card[] = [];
  while (dealerHits(rules, dealer)) {
    const drawn = dealFrom(shoe, table);
    shoe = drawn.shoe;
    dealer.push(drawn.card);
    queue.push(drawn.card);
  }
  return { ...opening, shoe, dealerQueue: queue };
}

/**
 * What a seat that says no more does when the decision window ends: it stands on every hand it has not finished, so
 * it keeps every card it asked for and risks nothing it did not stake.
 */
export function standLiveBlackjack(rules: BlackjackRules, state: BlackjackState, seat: Randomness): BlackjackState {
  let current = state;
  while (current.phase !== 'settled') current = actBlackjack(rules, current, { type: 'stand' }, seat);
  return current;
}
