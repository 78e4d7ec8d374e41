/**
 * Exact enumeration of ranks drawn without replacement from a fresh shoe, for games decided by ranks alone. Each
 * callback receives the ranks (1–13) and the probability numerator; the denominator is N(N−1)… for the number of
 * cards drawn, so a game sums `numerator × return` and divides once.
 */
export function forEachRankDraw(decks: number, cards: number, visit: (ranks: number[], ways: bigint) => void): bigint {
  const left = Array.from({ length: 14 }, (_, rank) => (rank === 0 ? 0 : 4 * decks));
  const drawn: number[] = [];
  const step = (ways: bigint) => {
    if (drawn.length === cards) return visit([...drawn], ways);
    for (let rank = 1; rank <= 13; rank += 1) {
      const count = left[rank]!;
      if (count === 0) continue;
      left[rank] = count - 1;
      drawn.push(rank);
      step(ways * BigInt(count));
      drawn.pop();
      left[rank] = count;
    }
  };
  step(1n);
  let denominator = 1n;
  for (let i = 0; i < cards; i += 1) denominator *= BigInt(52 * decks - i);
  return denominator;
}

/** Aces rank above kings in war and red dog. */
export const aceHigh = (rank: number) => (rank === 1 ? 14 : rank);
