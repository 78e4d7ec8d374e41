import type { Card } from '../shared/cards';
import type { PokerHand, PokerScore } from '../caribbean-stud/hand-rank';
import { handOfScore, scoreOf } from '../caribbean-stud/hand-rank';

/** A hold'em hand: the best five of a seat's seven cards, its score and its name. */
export type BestHand = { readonly score: PokerScore; readonly hand: PokerHand; readonly cards: readonly Card[] };

/**
 * The best five of seven cards: all 21 ways of leaving two out, scored. When two fives score the same (the same
 * ranks in other suits) the first met is shown; its score, which settles the round, is the same either way.
 */
export function bestHandOf(seven: readonly Card[]): BestHand {
  if (seven.length !== 7) throw new RangeError(`a hold'em hand is made from seven cards, got ${seven.length}`);
  let best: { score: PokerScore; cards: readonly Card[] } | undefined;
  for (let first = 0; first < 7; first += 1) {
    for (let second = first + 1; second < 7; second += 1) {
      const five = seven.filter((_, at) => at !== first && at !== second);
      const score = scoreOf(five);
      if (!best || score > best.score) best = { score, cards: five };
    }
  }
  return { score: best!.score, hand: handOfScore(best!.score), cards: best!.cards };
}
