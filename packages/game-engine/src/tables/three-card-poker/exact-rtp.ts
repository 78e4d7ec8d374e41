import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { HandScore } from './hand-rank';
import { handOfScore, QUEEN_HIGH, QUEEN_SIX_FOUR, scoreOfRanks } from './hand-rank';
import type { Showdown, ThreeCardPokerRules } from './three-card-poker';
import { settleAnteAndPlay, settlePairPlus } from './three-card-poker';

/**
 * Exact prices of three card poker by full enumeration: every player hand (C(52,3) = 22,100) against every dealer
 * hand from the other 49 cards (C(49,3) = 18,424), 407,170,400 deals in all. Cards are indices 0–51 (suit × 13 +
 * rank − 1). Comparing each pair directly would take seconds; instead the dealer hands a player hand meets are
 * counted from one sorted table of all 22,100 scores (binary search), less the 3,676 hands that share a card with
 * the player's, which are enumerated. Only the played hands (Q-6-4 or better) need the dealer at all.
 */
const CARDS = 52;
const HANDS = 22_100;
const DEALER_HANDS = 18_424;

const scoreTable = (() => {
  const table = new Int32Array(CARDS * CARDS * CARDS);
  for (let a = 0; a < CARDS; a += 1) {
    for (let b = 0; b < CARDS; b += 1) {
      for (let c = 0; c < CARDS; c += 1) {
        if (a === b || b === c || a === c) continue;
        const flush = Math.floor(a / 13) === Math.floor(b / 13) && Math.floor(b / 13) === Math.floor(c / 13);
        table[(a * CARDS + b) * CARDS + c] = scoreOfRanks([(a % 13) + 1, (b % 13) + 1, (c % 13) + 1], flush);
      }
    }
  }
  return table;
})();
const scoreAt = (a: number, b: number, c: number): HandScore => scoreTable[(a * CARDS + b) * CARDS + c]!;

function allScoresSorted(): Int32Array {
  const scores = new Int32Array(HANDS);
  let next = 0;
  for (let a = 0; a < CARDS; a += 1) {
    for (let b = a + 1; b < CARDS; b += 1) {
      for (let c = b + 1; c < CARDS; c += 1) scores[next++] = scoreAt(a, b, c);
    }
  }
  return scores.sort();
}

/** How many sorted scores are below `score`. */
function countBelow(sorted: Int32Array, score: HandScore): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < score) low = middle + 1;
    else high = middle;
  }
  return low;
}

export type ShowdownCounts = Record<Showdown, number>;

/** The dealer hands from the 49 cards the player's hand leaves, by how they meet it. */
function showdownCounts(sorted: Int32Array, player: readonly [number, number, number]): ShowdownCounts {
  const score = scoreAt(...player);
  const below = countBelow(sorted, score);
  const upTo = countBelow(sorted, score + 1);
  const notQualifying = countBelow(sorted, QUEEN_HIGH);
  const counts: ShowdownCounts = {
    'dealer-does-not-qualify': notQualifying,
    win: below - notQualifying,
    tie: upTo - below,
    lose: HANDS - upTo,
  };
  // Take out every hand holding one of the player's cards, counting each once (by the first such card it holds).
  const taken = (card: number) => card === player[0] || card === player[1] || card === player[2];
  for (let i = 0; i < 3; i += 1) {
    const shared = player[i]!;
    for (let x = 0; x < CARDS; x += 1) {
      if (x === shared || (taken(x) && player.indexOf(x) < i)) continue;
      for (let y = x + 1; y < CARDS; y += 1) {
        if (y === shared || (taken(y) && player.indexOf(y) < i)) continue;
        const dealer = scoreAt(shared, x, y);
        const showdown =
          dealer < QUEEN_HIGH ? 'dealer-does-not-qualify' : dealer < score ? 'win' : dealer === score ? 'tie' : 'lose';
        counts[showdown] -= 1;
      }
    }
  }
  return counts;
}

/** The dealer hands a player hand (card indices) meets, by showdown: exposed for the tests' brute-force check. */
export const dealerShowdownCounts = (player: readonly [number, number, number]): ShowdownCounts =>
  showdownCounts(allScoresSorted(), player);

export type ThreeCardPokerPrices = {
  /** Ante and play under Q-6-4: (returns − play bets) ÷ ante, i.e. one plus the expected net per unit of ante. */
  readonly anteAndPlay: Exact;
  /** The probability that ante and play return anything (a push, a win or an ante bonus) under Q-6-4. */
  readonly anteAndPlayHitRate: Exact;
  readonly pairPlus: Exact;
  /** Share of played hands: the dealer is never consulted on the others. */
  readonly played: Exact;
};

const SHOWDOWNS: readonly Showdown[] = ['dealer-does-not-qualify', 'win', 'tie', 'lose'];

/** Settles through the engine's own functions at `stake` per bet (100: no payout here is fractional anyway). */
export function threeCardPokerExactPrices(rules: ThreeCardPokerRules, stake = 100): ThreeCardPokerPrices {
  const sorted = allScoresSorted();
  let [net, hits, pairPlus, played] = [0n, 0n, 0n, 0n];
  for (let a = 0; a < CARDS; a += 1) {
    for (let b = a + 1; b < CARDS; b += 1) {
      for (let c = b + 1; c < CARDS; c += 1) {
        const score = scoreAt(a, b, c);
        const hand = handOfScore(score);
        pairPlus += BigInt(settlePairPlus(rules, stake, hand));
        if (score < QUEEN_SIX_FOUR) continue; // folded: the ante (already counted as staked) is lost
        played += 1n;
        const counts = showdownCounts(sorted, [a, b, c]);
        for (const showdown of SHOWDOWNS) {
          const settled = settleAnteAndPlay(rules, stake, hand, 'play', showdown);
          const returned = settled.anteReturn + settled.playReturn + settled.bonusReturn;
          net += BigInt(counts[showdown]) * BigInt(returned - settled.play);
          if (returned > 0) hits += BigInt(counts[showdown]);
        }
      }
    }
  }
  const deals = BigInt(HANDS) * BigInt(DEALER_HANDS);
  return {
    anteAndPlay: exact(net, deals * BigInt(stake)),
    anteAndPlayHitRate: exact(hits, deals),
    pairPlus: exact(pairPlus, BigInt(HANDS) * BigInt(stake)),
    played: exact(played, HANDS),
  };
}
