import type { Card } from '../shared/cards';
import type { ShoeState } from '../shared/shoe-state';

export type PlayerHand = {
  readonly cards: readonly Card[];
  readonly stake: number;
  readonly doubled: boolean;
  /** A hand made by splitting: its two-card 21 is not a blackjack. */
  readonly fromSplit: boolean;
  readonly finished: boolean;
};

/**
 * A round between decisions, as plain JSON-safe data: store it, and pass it back with the next action. It holds the
 * dealer's hole card (`dealer[1]`) and the shoe, so it must stay on the server; show the player `dealer[0]` only
 * until the round is settled.
 */
export type BlackjackState = {
  readonly phase: 'insurance' | 'player-turn' | 'settled';
  readonly shoe: ShoeState;
  readonly dealer: readonly Card[];
  readonly hands: readonly PlayerHand[];
  /** The hand the next action applies to. */
  readonly active: number;
  /** The insurance bet, once decided (0 if declined or not offered). */
  readonly insuranceStake: number;
  /**
   * A live table's dealer, drawn for every seat before any seat decides (live-blackjack.ts): the cards the dealer
   * takes when it plays, in order. Absent in the single-player game, where the dealer draws after the player.
   */
  readonly dealerQueue?: readonly Card[];
  /** Filled when settled: each hand's return and the insurance return, in whole minor units. */
  readonly returns?: { readonly hands: readonly number[]; readonly insurance: number };
};

export type BlackjackAction =
  { readonly type: 'insurance'; readonly take: boolean } | { readonly type: 'hit' | 'stand' | 'double' | 'split' };
