import { add, div, exact, mul, ONE, sub, sum, ZERO, type Exact } from '../exact';
import { compileSlot, type CompiledSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { enumerateReelSet } from './cascade-exact';
import { reelStats, type ReelStats } from './reel-stats';
import { stickyFreeSpinStats } from './sticky-wilds';

/** The exact maths of one set of reels (the base game's or the free spins'), per unit of total bet. */
export type ReelSetReturn = {
  /** Line or way wins per unit of total bet, before any free-spin multiplier. */
  readonly combinations: Exact;
  readonly scatterPays: Exact;
  /** `scatterChances[k]`: the chance of exactly k scatters in view. */
  readonly scatterChances: readonly Exact[];
};

export type SlotExactReturn = {
  /** The whole return per unit of total bet: base game, its scatter pays and the free spins it triggers. */
  readonly rtp: Exact;
  readonly baseCombinations: Exact;
  readonly baseScatterPays: Exact;
  readonly freeSpins: Exact;
  /** One free spin's return per unit of the triggering bet, multiplier included. */
  readonly perFreeSpin: Exact;
  /** Free spins a paid spin awards on average, before retriggers: E[F]. */
  readonly awardedPerPaidSpin: Exact;
  /** The chance a paid spin triggers free spins. */
  readonly triggerChance: Exact;
  /** Free spins a trigger is worth on average, retriggers included. */
  readonly expectedFreeSpinsPerTrigger: Exact;
  /** Expected extra free spins from one free spin; below 1 for the series to converge (0 with sticky wilds). */
  readonly retriggerRate: Exact;
  /**
   * With sticky wilds, the return of the t-th free spin of a session (t = 0 first), multiplier included: each spin
   * holds the wilds of the ones before, so it returns more than the last. Null when free spins are alike.
   */
  readonly stickyFreeSpins: readonly Exact[] | null;
  /** The highest paytable entry, and the chance one paid spin shows it on the first line (or on some way). */
  readonly topAward: { readonly symbol: string; readonly run: number; readonly coins: number; readonly chance: Exact };
};

/** Odds rarer than 1 in this many must be stated on a title's rules page. */
export const TOP_AWARD_DISCLOSURE_ODDS = 100_000_000;

/** Whether the rules page must say the top award is rarer than 1 in 100 million. */
export const topAwardNeedsDisclosure = ({ topAward }: SlotExactReturn) =>
  topAward.chance.n * BigInt(TOP_AWARD_DISCLOSURE_ODDS) < topAward.chance.d;

export const bigProduct = (values: readonly bigint[]) => values.reduce((product, value) => product * value, 1n);

/** Plain reels: every stop once. */
export const reelSetStats = (slot: CompiledSlot, windows: readonly Int32Array[]) =>
  windows.map((reel) => reelStats(slot, reel));

/**
 * Exact return of a set of reels by combinatorics over per-reel counts (reels stop independently and uniformly):
 * - a line pays symbol a for a run of i when reel 1's cell is a, reels 2 … i show a or wild on the line's rows and
 *   reel i + 1 does not: P = Π_{r ≤ i} c_r(a ∪ W) / L_r × (1 − c_{i+1}(a ∪ W) / L_{i+1});
 * - ways pay a for a run of i with Π_{r ≤ i} n_r(a) ways, n_r = visible cells showing a or wild, so by independence
 *   E = pay × Π_{r ≤ i} E[n_r] × P(n_{i+1} = 0);
 * - the scatter count is the sum of independent per-reel counts, its law their convolution.
 */
export function reelSetReturn(slot: CompiledSlot, stats: readonly ReelStats[]): ReelSetReturn {
  let law = [1n];
  for (const reel of stats) law = convolve(law, reel.scatterCounts);
  return returnOfCounts(slot, runCounts(slot, stats), bigProduct(stats.map((reel) => reel.total)), law);
}

/** Cascades: every stop combination played out (`cascade-exact.ts`), its counts read the same way. */
export function enumeratedReelSetReturn(
  slot: CompiledSlot,
  windows: readonly Int32Array[],
  strips: readonly Int32Array[],
): ReelSetReturn {
  const { runCounts: counts, combinations, scatterCounts } = enumerateReelSet(slot, windows, strips);
  return returnOfCounts(slot, counts, combinations, scatterCounts);
}

/** A reel set's return from its run counts and scatter law, all over `everyStop` equally likely combinations. */
function returnOfCounts(
  slot: CompiledSlot,
  counts: readonly (readonly bigint[])[],
  everyStop: bigint,
  scatterLaw: readonly bigint[],
): ReelSetReturn {
  let paid = 0n;
  for (const [symbol, runs] of counts.entries()) {
    for (const [at, count] of runs.entries()) paid += BigInt(slot.pays[symbol]![at]!) * count;
  }
  const combinations = exact(paid, everyStop * BigInt(slot.definition.coinsPerBet));
  const scatterChances = scatterLaw.map((count) => exact(count, everyStop));
  const scatterPays = sum(scatterChances.map((chance, count) => mul(chance, exact(slot.scatterPays[count] ?? 0))));
  return { combinations, scatterPays, scatterChances };
}

/**
 * `counts[symbol][run − 1]`: over all Π L_r stop combinations (or, weighted, Π of the reels' totals), the paying
 * lines (or ways) showing that run of that symbol, whatever it pays. A line or way win's expectation in coins is
 * Σ pay × count / Π L_r, so the generator can tune pays against these fixed counts.
 */
export function runCounts(slot: CompiledSlot, stats: readonly ReelStats[]): bigint[][] {
  const counts = Array.from({ length: slot.paying }, () => new Array<bigint>(slot.reels).fill(0n));
  const after = stats.map((_, reel) => bigProduct(stats.slice(reel + 1).map((next) => next.total)));
  // `going` counts the combinations of reels 1 … run that keep the run alive (a line through them, or the ways through
  // them); a run ends at `run` on the stops of reel run + 1 that break it. Reel 1 takes the symbol itself only, as
  // no wild stands on reel 1 (validated).
  const addRuns = (
    symbol: number,
    first: bigint,
    keeps: (reel: number) => bigint,
    breaks: (reel: number) => bigint,
  ) => {
    let going = first;
    for (let run = 1; run <= slot.reels && going > 0n; run += 1) {
      const ending = run === slot.reels ? going : going * breaks(run) * after[run]!;
      counts[symbol]![run - 1]! += ending;
      if (run < slot.reels) going *= keeps(run);
    }
  };
  for (let symbol = 0; symbol < slot.paying; symbol += 1) {
    if (slot.ways) {
      // Ways multiply: a reel keeps the run with each of its usable cells, and breaks it on a stop with none.
      const usable = (reel: number) => stats[reel]!.usableCells[symbol]!;
      addRuns(symbol, usable(0), usable, (reel) => stats[reel]!.usableNone[symbol]!);
      continue;
    }
    for (const line of slot.lines) {
      const cell = (reel: number) => stats[reel]!.rowCounts[line[reel]!]!;
      const keeps = (reel: number) => cell(reel)[symbol]! + cell(reel)[slot.wild]!;
      addRuns(symbol, cell(0)[symbol]!, keeps, (reel) => stats[reel]!.total - keeps(reel));
    }
  }
  return counts;
}

/** The law of a sum of independent counts, from the laws of its parts (whole-number weights). */
export function convolve(a: readonly bigint[], b: readonly bigint[]): bigint[] {
  const out = new Array<bigint>(a.length + b.length - 1).fill(0n);
  for (const [i, x] of a.entries()) for (const [j, y] of b.entries()) out[i + j] = out[i + j]! + x * y;
  return out;
}

const expectation = (chances: readonly Exact[], table: readonly number[]) =>
  sum(chances.map((chance, count) => mul(chance, exact(table[count] ?? 0))));

/**
 * The title's exact RTP. Free spins: a trigger with k scatters awards F(k) spins; each free spin adds R(k') more
 * with k' scatters, so by Wald's identity a trigger is worth F / (1 − E[R]) spins on average and the free spins
 * return E[F] × m × (free-spin reels' return) / (1 − E[R]), m being the free-spin multiplier. With sticky wilds the
 * spins of a session differ (each holds the wilds of the ones before; they never retrigger), so the free spins
 * return Σ_t P(F > t) × m × (the t-th spin's return) instead (`sticky-wilds.ts`). The win cap never binds
 * (validation keeps it at or above the largest possible win of one spin), so it takes nothing off.
 */
export function slotExactRtp(definition: SlotDefinition): SlotExactReturn {
  const slot = compileSlot(definition);
  const base = baseReturn(slot);
  const triggerChance = sum(base.scatterChances.map((chance, count) => (slot.freeSpinAwards[count] ? chance : ZERO)));
  const awardedPerSpin = expectation(base.scatterChances, slot.freeSpinAwards);
  const multiplier = exact(definition.freeSpins.multiplier);
  const sticky = definition.wild.sticky ? stickyFreeSpinReturns(slot, base.scatterChances) : null;
  let retriggerRate = ZERO;
  let spinsPerPaidSpin = awardedPerSpin;
  let freeSpins: Exact;
  if (sticky) {
    freeSpins = sum(sticky.map((spinReturn, at) => mul(spinReturn, sessionsReaching(slot, base.scatterChances, at))));
  } else {
    const free = definition.cascades
      ? enumeratedReelSetReturn(slot, slot.freeSpinWindows, slot.freeSpins)
      : reelSetReturn(slot, reelSetStats(slot, slot.freeSpinWindows));
    retriggerRate = expectation(free.scatterChances, slot.retriggers);
    if (retriggerRate.n >= retriggerRate.d) throw new RangeError(`${definition.slug}: free spins retrigger forever`);
    spinsPerPaidSpin = div(awardedPerSpin, sub(ONE, retriggerRate));
    freeSpins = mul(spinsPerPaidSpin, mul(add(free.combinations, free.scatterPays), multiplier));
  }
  return {
    rtp: add(add(base.combinations, base.scatterPays), freeSpins),
    baseCombinations: base.combinations,
    baseScatterPays: base.scatterPays,
    freeSpins,
    perFreeSpin: spinsPerPaidSpin.n === 0n ? ZERO : div(freeSpins, spinsPerPaidSpin),
    awardedPerPaidSpin: awardedPerSpin,
    triggerChance,
    expectedFreeSpinsPerTrigger: triggerChance.n === 0n ? ZERO : div(spinsPerPaidSpin, triggerChance),
    retriggerRate,
    stickyFreeSpins: sticky,
    topAward: topAward(slot),
  };
}

/** The paid spin's reels: by per-reel counts, or with cascades by every stop combination. */
export const baseReturn = (slot: CompiledSlot) =>
  slot.definition.cascades
    ? enumeratedReelSetReturn(slot, slot.baseWindows, slot.base)
    : reelSetReturn(slot, reelSetStats(slot, slot.baseWindows));

/** The chance a paid spin's free-spin session is at least t + 1 spins long: P(F > t). */
export const sessionsReaching = (slot: CompiledSlot, scatterChances: readonly Exact[], at: number) =>
  sum(scatterChances.map((chance, count) => ((slot.freeSpinAwards[count] ?? 0) > at ? chance : ZERO)));

/** The t-th free spin's return of a session, multiplier included, for every t a session can reach. */
function stickyFreeSpinReturns(slot: CompiledSlot, baseScatterChances: readonly Exact[]): Exact[] {
  if (slot.retriggers.some((spins) => spins > 0)) {
    throw new RangeError(`${slot.definition.slug}: sticky wilds' free spins do not retrigger`);
  }
  const longest = Math.max(0, ...slot.freeSpinAwards.filter((_, count) => baseScatterChances[count]?.n));
  const multiplier = exact(slot.definition.freeSpins.multiplier);
  return stickyFreeSpinStats(slot, longest).map((stats) => {
    const spinReturn = reelSetReturn(slot, stats);
    return mul(add(spinReturn.combinations, spinReturn.scatterPays), multiplier);
  });
}

function topAward(slot: CompiledSlot): SlotExactReturn['topAward'] {
  let best = { symbol: 0, run: 1, coins: 0 };
  for (const [symbol, pays] of slot.pays.entries()) {
    for (const [at, coins] of pays.entries()) if (coins > best.coins) best = { symbol, run: at + 1, coins };
  }
  const stats = reelSetStats(slot, slot.baseWindows);
  const line = slot.lines[0];
  const factors = stats.map((reel, at): Exact => {
    if (at >= best.run) {
      if (at > best.run) return ONE;
      const keeps = line
        ? reel.rowCounts[line[at]!]![best.symbol]! + reel.rowCounts[line[at]!]![slot.wild]!
        : reel.total - reel.usableNone[best.symbol]!;
      return exact(reel.total - keeps, reel.total);
    }
    if (line) {
      const row = reel.rowCounts[line[at]!]!;
      return exact(row[best.symbol]! + (at === 0 ? 0n : row[slot.wild]!), reel.total);
    }
    return exact(reel.total - reel.usableNone[best.symbol]!, reel.total);
  });
  const chance = factors.reduce((product, factor) => mul(product, factor), ONE);
  return { symbol: slot.definition.symbols[best.symbol]!, run: best.run, coins: best.coins, chance };
}
