import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { shuffledShoe } from '../shared/cards';
import { assertStake, fractionOfStake } from '../shared/stake';
import { cardIndex } from './best-hold';
import type { PokerEvaluator } from './evaluator';
import { JACKS_OR_BETTER_EVALUATOR } from './evaluator';
import type { HandRank } from './hand-rank';
import { HAND_RANKS, rankIndexOf } from './hand-rank';
import type { VideoPokerPaytable } from './paytable';
import { paysByRankIndex } from './paytable';

/**
 * A dealt hand waiting for the player's hold, as plain JSON-safe data. The whole round's cards are drawn at the
 * deal, the first ten steps of one Fisher–Yates shuffle of a single deck: the hand is cards 1–5 and the draw pile
 * cards 6–10, which replace the discarded cards left to right. So the outcome is fixed by the seeds before the
 * player decides (the hold only selects among those cards), and the pile must stay on the server until the draw.
 */
export type VideoPokerDeal = {
  readonly stake: number;
  readonly hand: readonly Card[];
  readonly drawPile: readonly Card[];
};

export type VideoPokerOutcome = {
  readonly held: readonly boolean[];
  readonly finalHand: readonly Card[];
  readonly handRank: HandRank;
  /** Stake × the paytable's "for one" payout, rounded down to a whole minor unit (0 on a losing hand). */
  readonly returned: number;
};

export function dealVideoPoker(stake: number, randomness: Randomness): VideoPokerDeal {
  assertStake(stake);
  const deck = shuffledShoe(1, randomness);
  const cards = Array.from({ length: 10 }, () => deck.deal());
  return { stake, hand: cards.slice(0, 5), drawPile: cards.slice(5) };
}

export const handRankOf = (cards: readonly Card[]): HandRank => {
  const [a, b, c, d, e] = cards.map(cardIndex) as [number, number, number, number, number];
  return HAND_RANKS[rankIndexOf(a, b, c, d, e)]!;
};

/** Keeps the held cards in place, replaces the others from the draw pile in order, and settles. */
export function drawVideoPoker(
  paytable: VideoPokerPaytable,
  deal: VideoPokerDeal,
  held: readonly boolean[],
): VideoPokerOutcome {
  const outcome = drawVideoPokerWith(JACKS_OR_BETTER_EVALUATOR, paysByRankIndex(paytable), deal, held);
  return { ...outcome, handRank: outcome.handRank as HandRank };
}

/** The same for any game: its evaluator, and its "for one" pays in hundredths indexed like the evaluator's ranks. */
export function drawVideoPokerWith(
  evaluator: PokerEvaluator,
  pays: readonly number[],
  deal: VideoPokerDeal,
  held: readonly boolean[],
): Omit<VideoPokerOutcome, 'handRank'> & { readonly handRank: string } {
  if (held.length !== 5) throw new RangeError(`a hold names each of the five cards, got ${held.length}`);
  let next = 0;
  const finalHand = deal.hand.map((card, position) => (held[position] ? card : deal.drawPile[next++]!));
  const [a, b, c, d, e] = finalHand.map(cardIndex) as [number, number, number, number, number];
  const rankIndex = evaluator.rankIndexOf(a, b, c, d, e);
  const handRank = evaluator.ranks[rankIndex]!;
  return { held: [...held], finalHand, handRank, returned: fractionOfStake(deal.stake, pays[rankIndex]!, 100) };
}
