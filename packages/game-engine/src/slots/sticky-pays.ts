import type { CompiledSlot } from './compiled';
import type { FeatureLayout, ReelPair } from './sticky-pairs';
import { ANY, BREAK, KEEP, partMean, payGroups, type PayGroups } from './sticky-runs';
import { runsWithScatters, scattersTogether, spinScatters } from './sticky-scatters';

/**
 * One spin's return, and two spins' returns together, from the reels' joint laws (`sticky-pairs.ts`), per unit of
 * total bet: Y = P / c + S(K), P the line or way pays in coins, c the coins per bet, S the pay of K scatters
 * (`sticky-scatters.ts`).
 *
 * A pay is a run: on each reel it asks the reel to carry it on (a line's row showing its symbol or a wild; a way's
 * usable cells, which multiply), to end it (neither; no usable cell), or nothing (past the end). The runs of one line
 * and symbol (or, on ways, of one symbol) differ only from the shortest paying run on, so they travel as a group, and
 * E[P_s P_t] is a sum over pairs of groups of a product over reels, read from tables of every reel's nine
 * (carry on, end, nothing) × (carry on, end, nothing) expectations.
 */
export type StickyPays = {
  readonly spinReturn: (reels: readonly ReelPair[]) => number;
  readonly returnsTogether: (reels: readonly ReelPair[]) => number;
};

export function stickyPays(slot: CompiledSlot, layout: FeatureLayout): StickyPays {
  const pays = payGroups(slot, layout);
  const coinsPerBet = slot.definition.coinsPerBet;
  const coinsTogether = coinsTogetherOf(pays);
  return {
    spinReturn: (pair) => {
      let coins = 0;
      for (const group of pays.groups) {
        for (let i = 0; i < group.pays.length; i += 1) {
          let chance = group.pays[i]!;
          for (const [reel, { atFirst }] of pair.entries()) {
            chance *= partMean(pays, atFirst, group.slots[reel]!, group.parts[i * slot.reels + reel]!);
          }
          coins += chance;
        }
      }
      return coins / coinsPerBet + spinScatters(pays, pair);
    },
    returnsTogether: (pair) => {
      const coinsSquared = coinsTogether(partTables(pays, pair));
      const coinsAndScatters = runsWithScatters(pays, pair, true) + runsWithScatters(pays, pair, false);
      return coinsSquared / coinsPerBet ** 2 + coinsAndScatters / coinsPerBet + scattersTogether(pays, pair);
    },
  };
}

/**
 * Per reel, `table[(slotA × slotCount + slotB) × 9 + partA × 3 + partB]`: E[part A of slot A at s × part B of slot B
 * at t]. A line's "end" is its "carry on" failing, so those entries follow from the means by inclusion–exclusion.
 */
function partTables({ slotCount, keepOf, endOf, endNegated }: PayGroups, pair: readonly ReelPair[]): Float64Array[] {
  return pair.map((reel) => {
    const { cross, atFirst, atSecond } = reel;
    const width = atFirst.length;
    const table = new Float64Array(slotCount * slotCount * 9);
    for (let a = 0; a < slotCount; a += 1) {
      const [keepA, endA] = [keepOf(a), endOf(a)];
      const meanA = [atFirst[keepA]!, endNegated ? 1 - atFirst[endA]! : atFirst[endA]!, 1];
      for (let b = 0; b < slotCount; b += 1) {
        const [keepB, endB] = [keepOf(b), endOf(b)];
        const meanB = [atSecond[keepB]!, endNegated ? 1 - atSecond[endB]! : atSecond[endB]!, 1];
        const at = (a * slotCount + b) * 9;
        const keepBoth = cross[keepA * width + keepB]!;
        for (const part of [KEEP, BREAK, ANY]) {
          table[at + part * 3 + ANY] = meanA[part]!;
          table[at + ANY * 3 + part] = meanB[part]!;
        }
        table[at + KEEP * 3 + KEEP] = keepBoth;
        if (endNegated) {
          table[at + KEEP * 3 + BREAK] = meanA[KEEP]! - keepBoth;
          table[at + BREAK * 3 + KEEP] = meanB[KEEP]! - keepBoth;
          table[at + BREAK * 3 + BREAK] = 1 - meanA[KEEP]! - meanB[KEEP]! + keepBoth;
        } else {
          table[at + KEEP * 3 + BREAK] = cross[keepA * width + endB]!;
          table[at + BREAK * 3 + KEEP] = cross[endA * width + keepB]!;
          table[at + BREAK * 3 + BREAK] = cross[endA * width + endB]!;
        }
      }
    }
    return table;
  });
}

/**
 * Σ over pairs of runs of both pays × the chance both runs show, in coins²: the hot loop of a sticky title (up to
 * 500 × 500 pairs of groups for each pair of spins), so it reads flat typed arrays only. Made once per title as a
 * closure over the title's constants, which V8 then compiles as constants (twice as fast as taking them as arguments).
 */
function coinsTogetherOf(grouped: PayGroups): (perReel: readonly Float64Array[]) => number {
  const { slot, slotCount, shortest, flat } = grouped;
  const { reels } = slot;
  const stride = slotCount * slotCount * 9;
  const { count, rowAt, columnAt, pays, runCounts, partsAsRow, partsAsColumn } = flat;
  return (perReel) => {
    const table = new Float64Array(reels * stride);
    for (const [reel, values] of perReel.entries()) table.set(values, reel * stride);
    let total = 0;
    for (let a = 0; a < count; a += 1) {
      const rowsA = a * reels;
      for (let b = 0; b < count; b += 1) {
        const columnsB = b * reels;
        let prefix = 1;
        for (let reel = 0; reel < shortest; reel += 1) {
          prefix *= table[reel * stride + rowAt[rowsA + reel]! + columnAt[columnsB + reel]!]!;
        }
        if (prefix === 0) continue;
        let runs = 0;
        for (let i = 0; i < runCounts[a]!; i += 1) {
          const runA = (rowsA + i) * reels;
          for (let j = 0; j < runCounts[b]!; j += 1) {
            const runB = (columnsB + j) * reels;
            let product = pays[rowsA + i]! * pays[columnsB + j]!;
            for (let reel = shortest; reel < reels; reel += 1) {
              const cell = reel * stride + rowAt[rowsA + reel]! + columnAt[columnsB + reel]!;
              product *= table[cell + partsAsRow[runA + reel]! + partsAsColumn[runB + reel]!]!;
            }
            runs += product;
          }
        }
        total += prefix * runs;
      }
    }
    return total;
  };
}
