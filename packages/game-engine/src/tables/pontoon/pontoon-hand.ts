import type { Card } from '../shared/cards';
import { handValue } from '../blackjack/hand-value';
import type { PontoonHandKind } from './state';
import { TRICK_CARDS } from './rules';

export type RankedHand = { readonly kind: PontoonHandKind; readonly total: number };

/** A pontoon is an ace and a ten-card as the first two cards; five cards not bust are a trick. */
export function rankHand(cards: readonly Card[]): RankedHand {
  const { total } = handValue(cards);
  if (total > 21) return { kind: 'bust', total };
  if (cards.length === 2 && total === 21) return { kind: 'pontoon', total };
  if (cards.length >= TRICK_CARDS) return { kind: 'five-card-trick', total };
  return { kind: 'total', total };
}

const ORDER: Readonly<Record<PontoonHandKind, number>> = { bust: 0, total: 1, 'five-card-trick': 2, pontoon: 3 };

/**
 * Whether the player's hand beats the banker's: a bust player always loses, a bust banker loses to any other hand,
 * a better kind wins, totals compare within 'total', and every tie goes to the banker.
 */
export function playerBeats(player: RankedHand, banker: RankedHand): boolean {
  if (player.kind === 'bust') return false;
  if (banker.kind === 'bust') return true;
  if (player.kind !== banker.kind) return ORDER[player.kind] > ORDER[banker.kind];
  return player.kind === 'total' && player.total > banker.total;
}
