import type { Winner } from './drawing-rules';
import { bankerDraws, isNatural, playerDraws, winnerOf } from './drawing-rules';

/**
 * How many ordered deals of the first six cards of a fresh shoe end in each result. Every round is counted over six
 * cards (a round that uses four or five leaves the rest unseen), so the three counts share one denominator,
 * N(N−1)…(N−5), and their ratios are exact probabilities drawn without replacement.
 *
 * Cards are grouped by point value (ten counts for tens and court cards), so the search visits about 10⁶ leaves:
 * the counts below each four-card prefix stay small Numbers and are scaled by the prefix's count in BigInt.
 */
export type WinnerCounts = Readonly<Record<Winner, bigint>> & {
  /** Of the banker's wins, those on a total of 6 (a no-commission table pays them half). */
  readonly bankerSix: bigint;
  readonly total: bigint;
};

/** Counts of one continuation's results: a winner each, and the banker's wins on 6 apart. */
type ResultCounts = Record<Winner | 'bankerSix', number>;

function tally(counts: ResultCounts, playerTotal: number, bankerTotal: number, deals: number): void {
  const winner = winnerOf(playerTotal, bankerTotal);
  counts[winner] += deals;
  if (winner === 'banker' && bankerTotal === 6) counts.bankerSix += deals;
}

export function countWinners(decks: number): WinnerCounts {
  const left = Array.from({ length: 10 }, (_, point) => (point === 0 ? 16 : 4) * decks);
  const size = 52 * decks;
  const totals: Record<Winner | 'bankerSix', bigint> = { player: 0n, banker: 0n, tie: 0n, bankerSix: 0n };
  const draw = (point: number, visit: (weight: number) => void) => {
    const weight = left[point]!;
    if (weight === 0) return;
    left[point] = weight - 1;
    visit(weight);
    left[point] = weight;
  };
  const points = Array.from({ length: 10 }, (_, point) => point);
  for (const p1 of points) {
    draw(p1, (w1) => {
      for (const b1 of points) {
        draw(b1, (w2) => {
          for (const p2 of points) {
            draw(p2, (w3) => {
              for (const b2 of points) {
                draw(b2, (w4) => {
                  const below = countAfterTwoCardsEach((p1 + p2) % 10, (b1 + b2) % 10, left, size - 4);
                  const prefix = BigInt(w1) * BigInt(w2) * BigInt(w3) * BigInt(w4);
                  for (const result of ['player', 'banker', 'tie', 'bankerSix'] as const) {
                    totals[result] += prefix * BigInt(below[result]);
                  }
                });
              }
            });
          }
        });
      }
    });
  }
  const total = [0, 1, 2, 3, 4, 5].reduce((product, i) => product * BigInt(size - i), 1n);
  return { ...totals, total };
}

/** Ordered two-card continuations (of `remaining` cards) per result, once each hand holds two cards. */
function countAfterTwoCardsEach(
  playerTotal: number,
  bankerTotal: number,
  left: number[],
  remaining: number,
): ResultCounts {
  const counts: ResultCounts = { player: 0, banker: 0, tie: 0, bankerSix: 0 };
  const everyContinuation = remaining * (remaining - 1);
  if (isNatural(playerTotal) || isNatural(bankerTotal)) {
    tally(counts, playerTotal, bankerTotal, everyContinuation);
    return counts;
  }
  if (!playerDraws(playerTotal)) {
    if (!bankerDraws(bankerTotal, undefined)) {
      tally(counts, playerTotal, bankerTotal, everyContinuation);
      return counts;
    }
    left.forEach((weight, point) => {
      tally(counts, playerTotal, (bankerTotal + point) % 10, weight * (remaining - 1));
    });
    return counts;
  }
  left.forEach((playerWeight, playerThird) => {
    if (playerWeight === 0) return;
    const finalPlayer = (playerTotal + playerThird) % 10;
    if (!bankerDraws(bankerTotal, playerThird)) {
      tally(counts, finalPlayer, bankerTotal, playerWeight * (remaining - 1));
      return;
    }
    left.forEach((bankerWeight, bankerThird) => {
      // The player's third card has left the shoe: one fewer of its value for the banker.
      const available = bankerThird === playerThird ? bankerWeight - 1 : bankerWeight;
      tally(counts, finalPlayer, (bankerTotal + bankerThird) % 10, playerWeight * available);
    });
  });
  return counts;
}
