import type { Exact } from '../../exact';
import { exact } from '../../exact';
import { bestOf, holdValuesOf } from './best-hold';
import { binomial, countDrawsByHold } from './draw-tables';
import type { PokerEvaluator } from './evaluator';
import { JACKS_OR_BETTER_EVALUATOR } from './evaluator';
import type { HandRank } from './hand-rank';
import type { VideoPokerPaytable } from './paytable';
import { JACKS_OR_BETTER_9_6, paysByRankIndex } from './paytable';

export type VideoPokerAnalysis = {
  /** Expected return per unit staked under optimal play. */
  readonly rtp: Exact;
  /** Probability that the final hand pays anything. */
  readonly hitRate: Exact;
  /** Probability of each final hand under optimal play. */
  readonly finalHands: Readonly<Record<HandRank, Exact>>;
  /** Deals examined: one per class of deals equal up to renaming suits. */
  readonly dealClasses: number;
};

/**
 * Multiplicity of a deal's suit pattern: the number of distinct ways to rename suits, 24 divided by the
 * permutations of suits holding the same ranks (those renamings give the same deal).
 */
function suitRenamings(masks: readonly number[]): number {
  const repeats = new Map<number, number>();
  for (const mask of masks) repeats.set(mask, (repeats.get(mask) ?? 0) + 1);
  let same = 1;
  for (const count of repeats.values()) for (let k = 2; k <= count; k += 1) same *= k;
  return 24 / same;
}

/**
 * The exact return under optimal play: for every one of the C(52, 5) deals, the best of the 32 holds by exact
 * expected value over every draw from the 47 unseen cards. Renaming suits changes neither a deal's best EV nor its
 * final-hand distribution, so only deals whose suits' rank sets come in non-increasing order are examined (134,459
 * classes), each weighted by its number of renamings. About two seconds, most of it building the draw tables.
 */
export function analyseVideoPoker(paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6): VideoPokerAnalysis {
  const { finalHands, ...analysis } = analyseVideoPokerWith(JACKS_OR_BETTER_EVALUATOR, paysByRankIndex(paytable));
  return { ...analysis, finalHands: finalHands as Record<HandRank, Exact> };
}

/**
 * The same analysis for any game: its evaluator and its "for one" pays in hundredths, indexed like its ranks. Deuces
 * are as symmetric in suit as any other rank, so the renaming classes hold for every evaluator.
 */
export function analyseVideoPokerWith(
  evaluator: PokerEvaluator,
  pays: readonly number[],
): Omit<VideoPokerAnalysis, 'finalHands'> & { readonly finalHands: Readonly<Record<string, Exact>> } {
  const RANK_COUNT = evaluator.ranks.length;
  if (pays.length !== RANK_COUNT) throw new RangeError(`${evaluator.id} pays one amount for each of its hand ranks`);
  // Sums by the number of cards drawn k: over deals weighted by renamings, of the best hold's returns (hundredths)
  // and final ranks. Each shares the denominator C(52, 5) × C(47, k).
  const returnSums = Array.from({ length: 6 }, () => 0n);
  const rankSums = Array.from({ length: 6 }, () => new Array<number>(RANK_COUNT).fill(0));
  let dealClasses = 0;
  const masks = [0, 0, 0, 0];
  const dealt = [0, 0, 0, 0, 0];
  const visit = () => {
    masks.fill(0);
    for (const card of dealt) masks[Math.floor(card / 13)]! |= 1 << (card % 13);
    if (masks[0]! < masks[1]! || masks[1]! < masks[2]! || masks[2]! < masks[3]!) return;
    dealClasses += 1;
    const weight = suitRenamings(masks);
    const counts = countDrawsByHold(dealt, evaluator);
    const best = bestOf(holdValuesOf(counts, pays));
    const drawn = [0, 1, 2, 3, 4].filter((position) => !(best.hold & (1 << position))).length;
    returnSums[drawn]! += BigInt(weight * best.returnSum);
    for (let rank = 0; rank < RANK_COUNT; rank += 1) {
      rankSums[drawn]![rank]! += weight * counts[best.hold * RANK_COUNT + rank]!;
    }
  };
  for (dealt[0] = 0; dealt[0] < 52; dealt[0] += 1) {
    for (dealt[1] = dealt[0] + 1; dealt[1] < 52; dealt[1] += 1) {
      for (dealt[2] = dealt[1] + 1; dealt[2] < 52; dealt[2] += 1) {
        for (dealt[3] = dealt[2] + 1; dealt[3] < 52; dealt[3] += 1) {
          for (dealt[4] = dealt[3] + 1; dealt[4] < 52; dealt[4] += 1) visit();
        }
      }
    }
  }
  const deals = BigInt(binomial(52, 5));
  const overDraws = (sums: readonly bigint[]) => {
    // Common denominator C(52, 5) × C(47, 5), each k scaled by C(47, 5) / C(47, k) — not whole, so scale by
    // the product and let `exact` reduce.
    let numerator = 0n;
    let denominator = 1n;
    sums.forEach((sum, k) => {
      const draws = deals * BigInt(binomial(47, k));
      numerator = numerator * draws + sum * denominator;
      denominator *= draws;
    });
    return exact(numerator, denominator);
  };
  const finalHands = Object.fromEntries(
    evaluator.ranks.map((rank, index) => [rank, overDraws(rankSums.map((sums) => BigInt(sums[index]!)))]),
  );
  const hits = rankSums.map((sums) =>
    BigInt(sums.reduce((total, count, rank) => total + (pays[rank]! > 0 ? count : 0), 0)),
  );
  const rtp = overDraws(returnSums);
  return { rtp: exact(rtp.n, rtp.d * 100n), hitRate: overDraws(hits), finalHands, dealClasses };
}

export const videoPokerExactRtp = (paytable: VideoPokerPaytable = JACKS_OR_BETTER_9_6) =>
  analyseVideoPoker(paytable).rtp;
