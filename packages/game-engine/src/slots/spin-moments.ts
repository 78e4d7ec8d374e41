import type { CompiledSlot } from './compiled';
import { enumerateReelSet } from './cascade-exact';
import { bigProduct, convolve } from './exact-rtp';

/**
 * One spin of a reel set, summed over its Π L_r equally likely stop combinations in whole numbers: what the second
 * moment of a round needs besides the expected pay. P is the spin's line or way pay in coins (cascades included),
 * K the scatters in view (on the last grid, with cascades).
 */
export type SpinSums = {
  /** Π L_r. */
  readonly combinations: bigint;
  /** Σ P². */
  readonly coinsSquared: bigint;
  /** `coinsByScatters[k]`: Σ P over the combinations showing k scatters. */
  readonly coinsByScatters: readonly bigint[];
  /** `scatterCounts[k]`: the combinations showing k scatters. */
  readonly scatterCounts: readonly bigint[];
};

/** What a reel does for a run on it: carries it on (symbol or wild), ends it, or does not matter any more. */
const KEEP = 0;
const BREAK = 1;
const ANY = 2;
type Part = typeof KEEP | typeof BREAK | typeof ANY;

/** What a run of length `run` asks of reel `reel` (reel 0, where lines read the symbol itself, is always in it). */
const partOf = (reel: number, run: number): Part => (reel < run ? KEEP : reel === run ? BREAK : ANY);

/** Adds `weight` × `law` into `into`, entry by entry. */
function addScaled(into: bigint[], law: readonly bigint[], weight: bigint): void {
  for (const [k, value] of law.entries()) into[k] = (into[k] ?? 0n) + weight * value;
}

/** The runs of a symbol that pay, with their pays. */
const payingRuns = (slot: CompiledSlot, symbol: number) =>
  slot.pays[symbol]!.flatMap((pay, at) => (pay > 0 ? [{ run: at + 1, pay: BigInt(pay) }] : []));

/**
 * The sums of a reel set's spin: with cascades by playing every stop combination out (`enumerateReelSet`), else from
 * per-reel counts, reels being independent. Line pays square into pairs of lines, way pays into pairs of symbols;
 * each pair's chance of a pair of runs is a product over reels, as a single run's is in `runCounts`.
 */
export function spinSums(slot: CompiledSlot, windows: readonly Int32Array[], strips: readonly Int32Array[]): SpinSums {
  if (slot.definition.cascades) {
    const enumerated = enumerateReelSet(slot, windows, strips);
    return {
      combinations: enumerated.combinations,
      coinsSquared: enumerated.coinsSquared,
      coinsByScatters: enumerated.coinsByScatters,
      scatterCounts: enumerated.scatterCounts,
    };
  }
  const reels = windows.map((reel) => reelCounts(slot, reel));
  let scatterCounts = [1n];
  for (const reel of reels) scatterCounts = convolve(scatterCounts, reel.scatters);
  const combinations = bigProduct(reels.map((reel) => BigInt(reel.stops)));
  const coinsSquared = slot.ways ? waysSquared(slot, reels) : linesSquared(slot, reels);
  const coinsByScatters = slot.ways ? waysByScatters(slot, reels) : linesByScatters(slot, reels);
  return { combinations, coinsSquared, coinsByScatters, scatterCounts };
}

/** Whole counts over one reel's stops. */
type ReelCounts = {
  stops: number;
  /** `scatters[s]`: stops with s scatters in view. */
  scatters: bigint[];
  /** `rows[ρ][x]`: stops where row ρ shows symbol x. */
  rows: number[][];
  /** `pairs[ρ][σ][x × symbols + y]`: stops where row ρ shows x and row σ shows y. */
  pairs: Int32Array[][];
  /** `rowScatters[ρ][x][s]`: stops where row ρ shows x and s scatters are in view. */
  rowScatters: bigint[][][];
  /**
   * Ways: per paying symbol the usable cells n (itself or wild) of each stop, and its scatters. Reel 1 never shows a
   * wild (validated), so there n is the symbol's own cells, as a ways win reads it.
   */
  usable: Int32Array[];
  scattersOfStop: Int32Array;
};

function reelCounts(slot: CompiledSlot, windows: Int32Array): ReelCounts {
  const { rows, paying, wild, scatter } = slot;
  const symbols = paying + 2;
  const stops = windows.length / rows;
  const maxScatters = rows;
  const counts: ReelCounts = {
    stops,
    scatters: new Array<bigint>(maxScatters + 1).fill(0n),
    rows: Array.from({ length: rows }, () => new Array<number>(symbols).fill(0)),
    pairs: Array.from({ length: rows }, () => Array.from({ length: rows }, () => new Int32Array(symbols * symbols))),
    rowScatters: Array.from({ length: rows }, () =>
      Array.from({ length: symbols }, () => new Array<bigint>(maxScatters + 1).fill(0n)),
    ),
    usable: Array.from({ length: paying }, () => new Int32Array(stops)),
    scattersOfStop: new Int32Array(stops),
  };
  for (let stop = 0; stop < stops; stop += 1) {
    const window = windows.subarray(stop * rows, (stop + 1) * rows);
    let scatters = 0;
    for (const cell of window) if (cell === scatter) scatters += 1;
    counts.scattersOfStop[stop] = scatters;
    counts.scatters[scatters]! += 1n;
    for (let row = 0; row < rows; row += 1) {
      const symbol = window[row]!;
      counts.rows[row]![symbol]! += 1;
      counts.rowScatters[row]![symbol]![scatters]! += 1n;
      for (let other = 0; other < rows; other += 1) counts.pairs[row]![other]![symbol * symbols + window[other]!]! += 1;
    }
    for (let symbol = 0; symbol < paying; symbol += 1) {
      let usable = 0;
      for (const cell of window) if (cell === symbol || cell === wild) usable += 1;
      counts.usable[symbol]![stop] = usable;
    }
  }
  return counts;
}

/**
 * Σ P² of a lines game: over every ordered pair of lines (l, m), every pair of symbols (a, b) on reel 1 and every
 * pair of paying runs (i, j), the combinations showing both, times both pays. A reel's share of those combinations
 * depends only on the two rows the lines cross it at and on what each run asks of it (carry on, end, or nothing):
 * the nine counts of `pairParts`, read from the reel's joint row counts.
 */
function linesSquared(slot: CompiledSlot, reels: readonly ReelCounts[]): bigint {
  const { lines, paying } = slot;
  const runsOf = Array.from({ length: paying }, (_, symbol) => payingRuns(slot, symbol));
  const cell = (a: number, b: number, i: number, j: number) =>
    ((a * paying + b) * slot.reels + i - 1) * slot.reels + j - 1;
  // `counted[cell(a, b, i, j)]`: combinations, over all pairs of lines, where one shows a run i of a and the other b's
  // j. A pair's count is at most Π L_r, below 2^53 (a strip has at most 256 stops), so exact as a double, and so are
  // the sums over one line's partners (`partners`); the sums over every line are kept in bigints.
  const counted = new Array<bigint>(paying * paying * slot.reels * slot.reels).fill(0n);
  const partners = new Float64Array(counted.length);
  const parts = reels.map((reel) => pairParts(slot, reel));
  for (const [l, lineA] of lines.entries()) {
    partners.fill(0);
    for (const [m, lineB] of lines.entries()) {
      if (m < l) continue;
      const twice = m === l ? 1 : 2;
      const first = reels[0]!.pairs[lineA[0]!]![lineB[0]!]!;
      for (let a = 0; a < paying; a += 1) {
        for (let b = 0; b < paying; b += 1) {
          const together = first[a * (paying + 2) + b]!;
          if (together === 0) continue;
          for (const { run: i } of runsOf[a]!) {
            for (const { run: j } of runsOf[b]!) {
              let count = together;
              for (let reel = 1; reel < slot.reels && count > 0; reel += 1) {
                count *= parts[reel]!(lineA[reel]!, lineB[reel]!, a, b, partOf(reel, i), partOf(reel, j));
              }
              partners[cell(a, b, i, j)]! += twice * count;
            }
          }
        }
      }
    }
    for (const [at, value] of partners.entries()) if (value > 0) counted[at]! += BigInt(value);
  }
  let total = 0n;
  for (let a = 0; a < paying; a += 1) {
    for (let b = 0; b < paying; b += 1) {
      for (const { run: i, pay: payA } of runsOf[a]!) {
        for (const { run: j, pay: payB } of runsOf[b]!) total += payA * payB * counted[cell(a, b, i, j)]!;
      }
    }
  }
  return total;
}

/**
 * For one reel: the stops where row ρ does what run A (symbol a) asks and row σ what run B (symbol b) asks. "Carry
 * on" is the symbol or wild; "end" anything else; "nothing" every stop.
 */
function pairParts(slot: CompiledSlot, reel: ReelCounts) {
  const { wild } = slot;
  const symbols = slot.paying + 2;
  return (rowA: number, rowB: number, a: number, b: number, partA: Part, partB: Part): number => {
    if (partA === ANY && partB === ANY) return reel.stops;
    const keepA = reel.rows[rowA]![a]! + reel.rows[rowA]![wild]!;
    const keepB = reel.rows[rowB]![b]! + reel.rows[rowB]![wild]!;
    const pair = reel.pairs[rowA]![rowB]!;
    const keepBoth =
      pair[a * symbols + b]! + pair[a * symbols + wild]! + pair[wild * symbols + b]! + pair[wild * symbols + wild]!;
    // Rows of the counts: what A asks; columns: what B asks (carry on, end, nothing).
    const table = [
      [keepBoth, keepA - keepBoth, keepA],
      [keepB - keepBoth, reel.stops - keepA - keepB + keepBoth, reel.stops - keepA],
      [keepB, reel.stops - keepB, reel.stops],
    ];
    return table[partA]![partB]!;
  };
}

/** Σ P × [K = k] of a lines game: each line's paying runs with the law of the scatters beside them. */
function linesByScatters(slot: CompiledSlot, reels: readonly ReelCounts[]): bigint[] {
  const out: bigint[] = [];
  const { wild } = slot;
  for (const line of slot.lines) {
    for (let a = 0; a < slot.paying; a += 1) {
      for (const { run, pay } of payingRuns(slot, a)) {
        let law: bigint[] = reels[0]!.rowScatters[line[0]!]![a]!;
        for (let reel = 1; reel < slot.reels; reel += 1) {
          const counts = reels[reel]!;
          const byRow = counts.rowScatters[line[reel]!]!;
          const keep = byRow[a]!.map((value, s) => value + byRow[wild]![s]!);
          const part = partOf(reel, run);
          const reelLaw =
            part === KEEP
              ? keep
              : part === BREAK
                ? counts.scatters.map((value, s) => value - keep[s]!)
                : counts.scatters;
          law = convolve(law, reelLaw);
        }
        addScaled(out, law, pay);
      }
    }
  }
  return out;
}

/**
 * Σ P² of a ways game: over every pair of symbols (a, b) and pair of paying runs (i, j), Σ over combinations of
 * both ways counts, each a product of usable cells over its run's reels; by independence a product over reels of
 * each reel's Σ over stops of what both runs take from it (its usable cells, 1 if it must show none, else 1).
 */
function waysSquared(slot: CompiledSlot, reels: readonly ReelCounts[]): bigint {
  let total = 0n;
  const take = (usable: number, part: Part) => (part === KEEP ? usable : part === BREAK ? (usable === 0 ? 1 : 0) : 1);
  for (let a = 0; a < slot.paying; a += 1) {
    for (let b = 0; b < slot.paying; b += 1) {
      for (const { run: i, pay: payA } of payingRuns(slot, a)) {
        for (const { run: j, pay: payB } of payingRuns(slot, b)) {
          let count = 1n;
          for (const [at, reel] of reels.entries()) {
            const [partA, partB] = [partOf(at, i), partOf(at, j)];
            const [usableA, usableB] = [reel.usable[a]!, reel.usable[b]!];
            let sum = 0;
            for (let stop = 0; stop < reel.stops; stop += 1) {
              sum += take(usableA[stop]!, partA) * take(usableB[stop]!, partB);
            }
            count *= BigInt(sum);
            if (count === 0n) break;
          }
          total += payA * payB * count;
        }
      }
    }
  }
  return total;
}

/** Σ P × [K = k] of a ways game. */
function waysByScatters(slot: CompiledSlot, reels: readonly ReelCounts[]): bigint[] {
  const out: bigint[] = [];
  for (let a = 0; a < slot.paying; a += 1) {
    for (const { run, pay } of payingRuns(slot, a)) {
      let law = [1n];
      for (const [at, reel] of reels.entries()) {
        const part = partOf(at, run);
        const reelLaw = new Array<bigint>(reel.scatters.length).fill(0n);
        for (let stop = 0; stop < reel.stops; stop += 1) {
          const usable = reel.usable[a]![stop]!;
          const weight = part === KEEP ? usable : part === BREAK ? (usable === 0 ? 1 : 0) : 1;
          reelLaw[reel.scattersOfStop[stop]!]! += BigInt(weight);
        }
        law = convolve(law, reelLaw);
      }
      addScaled(out, law, pay);
    }
  }
  return out;
}
