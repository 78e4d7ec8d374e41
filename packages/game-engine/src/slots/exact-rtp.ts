import { add, div, exact, mul, ONE, sub, sum, ZERO, type Exact } from '../exact';
import { compileSlot, type CompiledSlot } from './compiled';
import type { SlotDefinition } from './definition';
import { reelStats } from './reel-stats';

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
  /** Expected extra free spins from one free spin; below 1 for the series to converge. */
  readonly retriggerRate: Exact;
  /** The highest paytable entry, and the chance one paid spin shows it on the first line (or on some way). */
  readonly topAward: { readonly symbol: string; readonly run: number; readonly coins: number; readonly chance: Exact };
};

/** Odds rarer than 1 in this many must be stated on a title's rules page. */
export const TOP_AWARD_DISCLOSURE_ODDS = 100_000_000;

/** Whether the rules page must say the top award is rarer than 1 in 100 million. */
export const topAwardNeedsDisclosure = ({ topAward }: SlotExactReturn) =>
  topAward.chance.n * BigInt(TOP_AWARD_DISCLOSURE_ODDS) < topAward.chance.d;

const bigProduct = (values: readonly number[]) => values.reduce((product, value) => product * BigInt(value), 1n);

/**
 * Exact return of a set of reels by combinatorics over per-reel counts (reels stop independently and uniformly):
 * - a line pays symbol a for a run of i when reel 1's cell is a, reels 2 … i show a or wild on the line's rows and
 *   reel i + 1 does not: P = Π_{r ≤ i} c_r(a ∪ W) / L_r × (1 − c_{i+1}(a ∪ W) / L_{i+1});
 * - ways pay a for a run of i with Π_{r ≤ i} n_r(a) ways, n_r = visible cells showing a or wild, so by independence
 *   E = pay × Π_{r ≤ i} E[n_r] × P(n_{i+1} = 0);
 * - the scatter count is the sum of independent per-reel counts, its law their convolution.
 */
export function reelSetReturn(slot: CompiledSlot, windows: readonly Int32Array[]): ReelSetReturn {
  const stats = windows.map((reel) => reelStats(slot, reel));
  const stops = stats.map((reel) => reel.stops);
  const everyStop = bigProduct(stops);
  const coinsPerBet = BigInt(slot.definition.coinsPerBet);
  const counts = runCounts(slot, windows);
  let paid = 0n;
  for (const [symbol, runs] of counts.entries()) {
    for (const [at, count] of runs.entries()) paid += BigInt(slot.pays[symbol]![at]!) * count;
  }
  const combinations = exact(paid, everyStop * coinsPerBet);

  let law = [1n];
  for (const reel of stats) law = convolve(law, reel.scatterCounts.map(BigInt));
  const scatterChances = law.map((count) => exact(count, everyStop));
  const scatterPays = sum(scatterChances.map((chance, count) => mul(chance, exact(slot.scatterPays[count] ?? 0))));
  return { combinations, scatterPays, scatterChances };
}

/**
 * `counts[symbol][run − 1]`: over all Π L_r stop combinations, the paying lines (or ways) showing that run of
 * that symbol, whatever it pays. A line or way win's expectation in coins is Σ pay × count / Π L_r, so the
 * generator can tune pays against these fixed counts.
 */
export function runCounts(slot: CompiledSlot, windows: readonly Int32Array[]): bigint[][] {
  const stats = windows.map((reel) => reelStats(slot, reel));
  const counts = Array.from({ length: slot.paying }, () => new Array<bigint>(slot.reels).fill(0n));
  const after = stats.map((_, reel) => bigProduct(stats.slice(reel + 1).map((next) => next.stops)));
  // `going` counts the combinations of reels 1 … run that keep the run alive (a line through them, or the ways through
  // them); a run ends at `run` on the stops of reel run + 1 that break it. Reel 1 takes the symbol itself only, as
  // no wild stands on reel 1 (validated).
  const addRuns = (
    symbol: number,
    first: number,
    keeps: (reel: number) => number,
    breaks: (reel: number) => number,
  ) => {
    let going = BigInt(first);
    for (let run = 1; run <= slot.reels && going > 0n; run += 1) {
      const ending = run === slot.reels ? going : going * BigInt(breaks(run)) * after[run]!;
      counts[symbol]![run - 1]! += ending;
      if (run < slot.reels) going *= BigInt(keeps(run));
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
      addRuns(symbol, cell(0)[symbol]!, keeps, (reel) => stats[reel]!.stops - keeps(reel));
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
 * return E[F] × m × (free-spin reels' return) / (1 − E[R]), m being the free-spin multiplier. The win cap never
 * binds (validation keeps it at or above the largest possible win of one spin), so it takes nothing off.
 */
export function slotExactRtp(definition: SlotDefinition): SlotExactReturn {
  const slot = compileSlot(definition);
  const base = reelSetReturn(slot, slot.baseWindows);
  const free = reelSetReturn(slot, slot.freeSpinWindows);
  const triggerChance = sum(base.scatterChances.map((chance, count) => (slot.freeSpinAwards[count] ? chance : ZERO)));
  const awardedPerSpin = expectation(base.scatterChances, slot.freeSpinAwards);
  const retriggerRate = expectation(free.scatterChances, slot.retriggers);
  if (retriggerRate.n >= retriggerRate.d) throw new RangeError(`${definition.slug}: free spins retrigger forever`);
  const spinsPerPaidSpin = div(awardedPerSpin, sub(ONE, retriggerRate));
  const perFreeSpin = mul(add(free.combinations, free.scatterPays), exact(definition.freeSpins.multiplier));
  const freeSpins = mul(spinsPerPaidSpin, perFreeSpin);
  return {
    rtp: add(add(base.combinations, base.scatterPays), freeSpins),
    baseCombinations: base.combinations,
    baseScatterPays: base.scatterPays,
    freeSpins,
    perFreeSpin,
    awardedPerPaidSpin: awardedPerSpin,
    triggerChance,
    expectedFreeSpinsPerTrigger: triggerChance.n === 0n ? ZERO : div(spinsPerPaidSpin, triggerChance),
    retriggerRate,
    topAward: topAward(slot),
  };
}

function topAward(slot: CompiledSlot): SlotExactReturn['topAward'] {
  let best = { symbol: 0, run: 1, coins: 0 };
  for (const [symbol, pays] of slot.pays.entries()) {
    for (const [at, coins] of pays.entries()) if (coins > best.coins) best = { symbol, run: at + 1, coins };
  }
  const stats = slot.baseWindows.map((reel) => reelStats(slot, reel));
  const line = slot.lines[0];
  const factors = stats.map((reel, at): Exact => {
    if (at >= best.run) {
      if (at > best.run) return ONE;
      const keeps = line
        ? reel.rowCounts[line[at]!]![best.symbol]! + reel.rowCounts[line[at]!]![slot.wild]!
        : reel.stops - reel.usableNone[best.symbol]!;
      return exact(reel.stops - keeps, reel.stops);
    }
    if (line) {
      const row = reel.rowCounts[line[at]!]!;
      return exact(row[best.symbol]! + (at === 0 ? 0 : row[slot.wild]!), reel.stops);
    }
    return exact(reel.stops - reel.usableNone[best.symbol]!, reel.stops);
  });
  const chance = factors.reduce((product, factor) => mul(product, factor), ONE);
  return { symbol: slot.definition.symbols[best.symbol]!, run: best.run, coins: best.coins, chance };
}
