import type { CompiledSlot } from './compiled';
import type { FeatureLayout } from './sticky-pairs';

/** What a run asks of a reel: to carry it on, to end it, or nothing (past its end). */
export const KEEP = 0;
export const BREAK = 1;
export const ANY = 2;
const partOf = (reel: number, run: number) => (reel < run ? KEEP : reel === run ? BREAK : ANY);

/** A line and symbol (ways: a symbol): its feature slot on each reel, and its paying runs' pays and parts. */
type RunGroup = {
  readonly slots: Int32Array;
  readonly pays: Float64Array;
  /** `parts[run × reels + reel]`. */
  readonly parts: Int32Array;
};

/**
 * A title's paying runs, grouped. A slot is a line row and symbol (a `keep` feature), or on ways a symbol; `keepOf`
 * and `endOf` name the feature a slot's "carry on" and "end" read, the end being the feature's absence on lines.
 */
export type PayGroups = {
  readonly slot: CompiledSlot;
  readonly layout: FeatureLayout;
  readonly groups: readonly RunGroup[];
  readonly flat: ReturnType<typeof flatGroups>;
  readonly slotCount: number;
  /** The shortest paying run: every run carries on over the reels before it. */
  readonly shortest: number;
  readonly keepOf: (slotAt: number) => number;
  readonly endOf: (slotAt: number) => number;
  readonly endNegated: boolean;
};

export function payGroups(slot: CompiledSlot, layout: FeatureLayout): PayGroups {
  const { reels, rows, paying, ways } = slot;
  const slotCount = ways ? paying : rows * paying;
  const groups = runGroups(slot, layout);
  return {
    slot,
    layout,
    groups,
    flat: flatGroups(groups, reels, slotCount),
    slotCount,
    shortest: Math.min(...slot.pays.flatMap((coins) => coins.flatMap((pay, at) => (pay > 0 ? [at + 1] : [])))),
    keepOf: (at) => (ways ? layout.usable(at) : at),
    endOf: (at) => (ways ? layout.none(at) : at),
    endNegated: !ways,
  };
}

/** A run's chance on one reel of one spin, from that spin's feature means. */
export function partMean(
  { keepOf, endOf, endNegated }: PayGroups,
  means: Float64Array,
  slotAt: number,
  part: number,
): number {
  if (part === ANY) return 1;
  if (part === KEEP) return means[keepOf(slotAt)]!;
  return endNegated ? 1 - means[endOf(slotAt)]! : means[endOf(slotAt)]!;
}

/**
 * The groups as flat arrays, `reels` entries per group (or per run of a group): where a group's slot starts a row or
 * a column of a reel's table, its runs' pays, and each run's parts as the row's or the column's offset in a cell.
 */
function flatGroups(groups: readonly RunGroup[], reels: number, slotCount: number) {
  const count = groups.length;
  const rowAt = new Int32Array(count * reels);
  const columnAt = new Int32Array(count * reels);
  const pays = new Float64Array(count * reels);
  const runCounts = new Int32Array(count);
  const partsAsRow = new Int32Array(count * reels * reels);
  const partsAsColumn = new Int32Array(count * reels * reels);
  for (const [at, group] of groups.entries()) {
    runCounts[at] = group.pays.length;
    pays.set(group.pays, at * reels);
    for (let reel = 0; reel < reels; reel += 1) {
      rowAt[at * reels + reel] = group.slots[reel]! * slotCount * 9;
      columnAt[at * reels + reel] = group.slots[reel]! * 9;
    }
    for (let run = 0; run < group.pays.length; run += 1) {
      for (let reel = 0; reel < reels; reel += 1) {
        const part = group.parts[run * reels + reel]!;
        partsAsRow[(at * reels + run) * reels + reel] = part * 3;
        partsAsColumn[(at * reels + run) * reels + reel] = part;
      }
    }
  }
  return { count, rowAt, columnAt, pays, runCounts, partsAsRow, partsAsColumn };
}

function runGroups(slot: CompiledSlot, layout: FeatureLayout): RunGroup[] {
  const paths = slot.ways ? [null] : slot.lines;
  const groups: RunGroup[] = [];
  for (const line of paths) {
    for (let symbol = 0; symbol < slot.paying; symbol += 1) {
      const runs = slot.pays[symbol]!.flatMap((coins, at) => (coins > 0 ? [{ run: at + 1, coins }] : []));
      if (runs.length === 0) continue;
      groups.push({
        slots: Int32Array.from({ length: slot.reels }, (_, reel) => (line ? layout.keep(line[reel]!, symbol) : symbol)),
        pays: Float64Array.from(runs, ({ coins }) => coins),
        parts: Int32Array.from(
          runs.flatMap(({ run }) => Array.from({ length: slot.reels }, (_, reel) => partOf(reel, run))),
        ),
      });
    }
  }
  return groups;
}
