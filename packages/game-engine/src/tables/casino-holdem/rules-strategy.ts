import type { Card } from '../shared/cards';
import { aceHigh } from '../shared/rank-draws';

/**
 * The rules page's strategy: a rule a player can keep in mind, within a point of the best decisions (exact-rtp.ts).
 * Call with
 * - a pair or better that uses one of your cards (a pair in your hand, or one of your cards matching the flop);
 * - four or five cards to a flush, one of them yours;
 * - four or five cards within five ranks in a row (a straight, or one card short of it, inside or at either end),
 *   one of them yours;
 * - a ten or higher in your hand;
 * and fold everything else. Only ranks and whether suits match count, so renaming suits never changes it.
 */
export function callsByTheRules(player: readonly Card[], flop: readonly Card[]): boolean {
  const cards = [...player, ...flop];
  const flopRanks = flop.map((card) => card.rank);
  if (player[0]!.rank === player[1]!.rank || player.some((card) => flopRanks.includes(card.rank))) return true;
  const suited = (suit: Card['suit']) => cards.filter((card) => card.suit === suit).length;
  if (player.some((card) => suited(card.suit) >= 4)) return true;
  if (player.some((card) => aceHigh(card.rank) >= 10)) return true;
  // Aces count at both ends of the ranks: A-2-3-4-5 and 10-J-Q-K-A.
  const ranksOf = (of: readonly Card[]) => new Set(of.flatMap((card) => (card.rank === 1 ? [1, 14] : [card.rank])));
  const [present, mine] = [ranksOf(cards), ranksOf(player)];
  for (let low = 1; low <= 10; low += 1) {
    const window = [low, low + 1, low + 2, low + 3, low + 4];
    if (window.filter((rank) => present.has(rank)).length >= 4 && window.some((rank) => mine.has(rank))) return true;
  }
  return false;
}
