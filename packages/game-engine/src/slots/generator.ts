import { exact, mul, toNumber } from '../exact';
import { SLOT_COIN_VALUES } from './bet-levels';
import { compileSlot, type CompiledSlot } from './compiled';
import { SLOT_DEFINITION_VERSION, type SlotDefinition, type SlotVolatility } from './definition';
import { baseReturn, reelSetStats, runCounts, sessionsReaching, slotExactRtp, type SlotExactReturn } from './exact-rtp';
import { paylinesFor } from './paylines';
import { enumerateReelSet, type EnumeratedReelSet } from './cascade-exact';
import { seededStream, seedOf, type SeededStream } from './seeded-random';
import { stickyFreeSpinStats } from './sticky-wilds';
import { unreachableWinCap } from './validate';

/** The catalogue's fields a title's maths is generated from; nothing else, so the engine needs no server code. */
export type SlotCatalogueEntry = {
  readonly slug: string;
  readonly title: string;
  /** Fixed paylines, or null for a ways game. */
  readonly lines: number | null;
  readonly volatility: SlotVolatility;
  /** The catalogue's advertised return, in basis points; the target is this clamped to 94.10–96.90%. */
  readonly payoutBasisPoints?: number;
  readonly theme?: string;
};

export const SLOT_RTP_FLOOR_BASIS_POINTS = 9400;
export const SLOT_RTP_CEILING_BASIS_POINTS = 9700;
/** How close to its target a generated title's exact RTP must land, in basis points either side. */
export const SLOT_RTP_TOLERANCE_BASIS_POINTS = 10;

type Profile = {
  /** Stops per base reel; longer strips make features rarer. */
  stops: number;
  wilds: number;
  /** Extra wilds on the free-spin strips, taken from the low symbols. */
  freeSpinWilds: number;
  freeSpins: number;
  multiplier: number;
  /** Share of titles whose wild expands to the whole reel. */
  expandingShare: number;
  /** How a symbol's pay grows with the run: 3, 4 and 5 of a kind. */
  runGrowth: readonly [number, number, number];
  /** Relative frequency of the high symbols (the rest are low symbols at 6). */
  highWeights: readonly number[];
  /**
   * 3-reel titles pay three of a kind only, so their spread comes from the symbols instead: each symbol's value is
   * raised to this power (a top symbol at 10 against a low one at 2: 5 times the pay at 1, 240 times at 3.4).
   */
  classicSpread: number;
};

/**
 * Volatility comes from where the return sits: low titles pay often and flat with plain free spins; very high ones
 * have rare high symbols, steep five-of-a-kind pays and free spins at 5× that carry much of the return.
 */
const PROFILES: Readonly<Record<SlotVolatility, Profile>> = {
  low: {
    stops: 28,
    wilds: 2,
    freeSpinWilds: 1,
    freeSpins: 10,
    multiplier: 1,
    expandingShare: 0,
    runGrowth: [1, 2.5, 6],
    highWeights: [4, 4, 5, 5],
    classicSpread: 1,
  },
  medium: {
    stops: 32,
    wilds: 2,
    freeSpinWilds: 2,
    freeSpins: 10,
    multiplier: 2,
    expandingShare: 0.2,
    runGrowth: [1, 4, 15],
    highWeights: [2, 3, 4, 4],
    classicSpread: 1.8,
  },
  high: {
    stops: 36,
    wilds: 2,
    freeSpinWilds: 3,
    freeSpins: 8,
    multiplier: 3,
    expandingShare: 0.4,
    runGrowth: [1, 5, 30],
    highWeights: [1, 2, 3, 4],
    classicSpread: 2.6,
  },
  'very-high': {
    stops: 40,
    wilds: 1,
    freeSpinWilds: 3,
    freeSpins: 8,
    multiplier: 5,
    expandingShare: 0.5,
    runGrowth: [1, 8, 80],
    highWeights: [1, 1, 2, 3],
    classicSpread: 3.4,
  },
};

const LOW_WEIGHT = 6;
/** Three-of-a-kind value of each paying symbol before scaling, best first: four high, then low symbols. */
const HIGH_VALUES = [10, 8, 6, 5];
const LOW_VALUES = [3, 3, 2, 2, 2];

/**
 * A title's maths, the same for the same entry on every run: a layout from its lines (5 lines: 3 × 3 classic;
 * up to 30: 5 × 3; 40 and more: 5 × 4; none: 243 or 1,024 ways), reel strips and features from its volatility,
 * then pays scaled and nudged one coin at a time until the exact RTP is within 0.10% of the target.
 */
export function generateSlotDefinition(entry: SlotCatalogueEntry): SlotDefinition {
  const random = seededStream(seedOf(entry.slug));
  const layout = layoutOf(entry, random);
  // Each title gets its own strip lengths, symbol frequencies and pay shape around its volatility's profile.
  const profile = jitter(PROFILES[entry.volatility], random);
  const nudge = (value: number) => value * (0.85 + 0.3 * random.next());
  const symbolValues = new Map([
    ...HIGH_VALUES.slice(0, layout.reels === 3 ? 3 : 4).map((value, at) => [`H${at + 1}`, nudge(value)] as const),
    ...LOW_VALUES.slice(0, layout.reels === 3 ? 3 : 5).map((value, at) => [`L${at + 1}`, nudge(value)] as const),
  ]);
  const symbols = [...symbolValues.keys()];
  // Clamped inside the band by the tolerance, so a title that lands at the edge of its tolerance is still inside.
  const target = Math.min(
    SLOT_RTP_CEILING_BASIS_POINTS - SLOT_RTP_TOLERANCE_BASIS_POINTS,
    Math.max(SLOT_RTP_FLOOR_BASIS_POINTS + SLOT_RTP_TOLERANCE_BASIS_POINTS, entry.payoutBasisPoints ?? 9600),
  );
  // Expanding wilds on line games only: on ways a whole wild reel multiplies every symbol's ways by its rows, which
  // leaves no room for whole-coin pays at a 94–97% return.
  const expanding = layout.lines !== null && random.next() < profile.expandingShare;
  const sticky = hasStickyWilds(entry, layout, expanding);
  const cascades = hasCascades(entry, layout, expanding);
  const spins = profile.freeSpins;
  const scatterPays: Record<string, number> = layout.reels === 3 ? { '3': 5 } : { '3': 2, '4': 10, '5': 50 };
  const awards: Record<string, number> =
    layout.reels === 3 ? { '3': spins } : { '3': spins, '4': spins + 5, '5': spins + 10 };
  const retriggers: Record<string, number> = sticky
    ? {}
    : layout.reels === 3
      ? { '3': spins / 2 }
      : { '3': spins / 2, '4': spins, '5': spins };
  const draft: SlotDefinition = {
    version: SLOT_DEFINITION_VERSION,
    slug: entry.slug,
    title: entry.title,
    theme: entry.theme ?? 'classic',
    grid: { reels: layout.reels, rows: layout.rows },
    pays: layout.lines === null ? { kind: 'ways' } : { kind: 'lines', lines: layout.lines },
    coinsPerBet: layout.coinsPerBet,
    symbols,
    wild: sticky ? { symbol: 'W', expanding, sticky } : { symbol: 'W', expanding },
    scatter: { symbol: 'S', pays: scatterPays, freeSpins: awards, retriggers },
    paytable: {},
    ...(cascades ? { cascades: { multipliers: [...CASCADE_MULTIPLIERS] } } : {}),
    freeSpins: { multiplier: sticky ? STICKY_MULTIPLIER : profile.multiplier },
    reels: {
      base: stripsFor(random, layout.reels, symbols, profile, 0),
      freeSpins: stripsFor(random, layout.reels, symbols, profile, sticky ? 0 : profile.freeSpinWilds),
    },
    coinValues: Object.fromEntries(Object.entries(SLOT_COIN_VALUES).map(([code, values]) => [code, [...values]])),
    winCapMultiple: 1,
    targetRtpBasisPoints: target,
    volatility: entry.volatility,
  };
  const paytable = tunePays(draft, profile, symbolValues, target / 10_000);
  const tuned = { ...draft, paytable };
  const { rtp } = slotExactRtp(tuned);
  const missedBy = Math.abs(toNumber(rtp) * 10_000 - target);
  if (missedBy > SLOT_RTP_TOLERANCE_BASIS_POINTS) {
    throw new Error(`${entry.slug}: the pays reach ${toNumber(rtp)} against a target of ${target / 10_000}`);
  }
  return { ...tuned, winCapMultiple: niceCeiling(unreachableWinCap(tuned)) };
}

function jitter(profile: Profile, random: SeededStream): Profile {
  return {
    ...profile,
    stops: profile.stops + random.int(-2, 3),
    highWeights: profile.highWeights.map((weight) => Math.max(1, weight + random.int(-1, 1))),
  };
}

/**
 * Share of the 5-reel line titles rated high or very high, with a wild that does not expand, whose free-spin wilds
 * stick. Decided on a stream of its own (the slug's), so every other title keeps exactly the maths it had before
 * sticky wilds existed. Held wilds pile up over a session, so these free spins run on the base game's wilds and
 * without a multiplier; their spread comes from the pile-up instead.
 */
const STICKY_SHARE = 0.5;
const STICKY_MULTIPLIER = 1;

function hasStickyWilds(entry: SlotCatalogueEntry, layout: Layout, expanding: boolean): boolean {
  if (layout.reels !== 5 || layout.lines === null || expanding) return false;
  if (entry.volatility !== 'high' && entry.volatility !== 'very-high') return false;
  return seededStream(seedOf(`${entry.slug}#sticky-wilds`)).next() < STICKY_SHARE;
}

/**
 * Share of the 3-reel titles (whose wild does not expand) that cascade, decided on a stream of the slug's own like
 * sticky wilds. Only 3-reel titles: a cascade's pay depends on which cells won, so the exact sum plays out every stop
 * combination, about 40^3 of them on three reels but 40^5 (a hundred million) on five.
 */
const CASCADE_SHARE = 0.5;
const CASCADE_MULTIPLIERS = [2, 3, 5] as const;

function hasCascades(entry: SlotCatalogueEntry, layout: Layout, expanding: boolean): boolean {
  if (layout.reels !== 3 || expanding) return false;
  return seededStream(seedOf(`${entry.slug}#cascades`)).next() < CASCADE_SHARE;
}

type Layout = { reels: 3 | 5; rows: 3 | 4; lines: number[][] | null; coinsPerBet: number };

function layoutOf(entry: SlotCatalogueEntry, random: SeededStream): Layout {
  if (entry.lines === null) {
    const rows = random.next() < 0.6 ? 3 : 4;
    // Ways pay per way in coins, so the bet is split finely enough for low pays of a coin or two to be exact.
    return { reels: 5, rows, lines: null, coinsPerBet: rows === 3 ? 50 : 100 };
  }
  const count = entry.lines;
  if (count <= 5) return { reels: 3, rows: 3, lines: paylinesFor(3, 3, count), coinsPerBet: count };
  const rows = count <= 30 ? 3 : 4;
  return { reels: 5, rows, lines: paylinesFor(5, rows, count), coinsPerBet: count };
}

/**
 * One strip per reel: a scatter, wilds on reels 2 onwards (never reel 1, which names the paying symbol), and the
 * paying symbols in proportion to their weights, shuffled by the title's own stream.
 */
function stripsFor(
  random: SeededStream,
  reels: number,
  symbols: readonly string[],
  profile: Profile,
  extraWilds: number,
): string[][] {
  const weights = symbols.map((symbol, at) => (symbol.startsWith('H') ? profile.highWeights[at]! : LOW_WEIGHT));
  return Array.from({ length: reels }, (_, reel) => {
    const wilds = reel === 0 ? 0 : profile.wilds + extraWilds;
    const paying = profile.stops - 1 - wilds;
    const counts = apportion(weights, paying);
    const body = random.shuffle([
      ...symbols.flatMap((symbol, at) => new Array<string>(counts[at]!).fill(symbol)),
      ...new Array<string>(wilds).fill('W'),
    ]);
    return ['S', ...body];
  });
}

/** Splits `total` in proportion to `weights` by largest remainders, at least one each. */
function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => (weight * total) / sum);
  const counts = shares.map((share) => Math.max(1, Math.floor(share)));
  const order = shares.map((share, at) => ({ at, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest);
  for (let left = total - counts.reduce((a, b) => a + b, 0), next = 0; left > 0; left -= 1, next += 1) {
    counts[order[next % order.length]!.at]! += 1;
  }
  return counts;
}

/**
 * Pays are linear in the RTP once the strips are fixed: RTP = C + Σ c_e × pay_e, with c_e the exact chance-weighted
 * count of combination e (base game, plus free spins times their multiplier and expected number) and C the scatter
 * pays. So the shape is scaled to the target, rounded to whole coins, then nudged a coin at a time (keeping every
 * symbol's pays rising with the run) until the exact RTP is within tolerance.
 */
function tunePays(
  draft: SlotDefinition,
  profile: Profile,
  symbolValues: ReadonlyMap<string, number>,
  target: number,
): Record<string, number[]> {
  const slot = compileSlot(draft);
  const runs = slot.reels === 3 ? [3] : [3, 4, 5];
  const { constant, weightOf } = draft.cascades ? cascadeWeights(draft, runs) : plainWeights(draft, slot);
  const entries = draft.symbols.flatMap((symbol, at) =>
    runs.map((run, step) => ({
      symbol,
      run,
      shape:
        slot.reels === 3
          ? symbolValues.get(symbol)! ** profile.classicSpread
          : symbolValues.get(symbol)! * profile.runGrowth[step]!,
      weight: weightOf(at, run),
    })),
  );
  const scale = (target - constant) / entries.reduce((total, entry) => total + entry.weight * entry.shape, 0);
  const pays = entries.map((entry) => Math.max(1, Math.round(entry.shape * scale)));
  const rising = () =>
    entries.every((entry, at) => pays[at]! >= 1 && (entry.run === runs[0] || pays[at]! > pays[at - 1]!));
  for (let at = 1; at < entries.length; at += 1) {
    if (entries[at]!.run !== runs[0]) pays[at] = Math.max(pays[at]!, pays[at - 1]! + 1);
  }
  const rtpOf = () => constant + entries.reduce((total, entry, at) => total + entry.weight * pays[at]!, 0);
  // One coin on one entry, or when every such move overshoots, one coin up on one entry and down on another (their
  // weights' difference is often far finer than either).
  const singles = entries.map((_, up) => [up]);
  const pairs = entries.flatMap((_, up) => entries.map((__, down) => [up, down]).filter(([a, b]) => a !== b));
  /** How far from the target a move leaves the RTP, or null if it breaks the rising pays. */
  const after = (gap: number, direction: number, [up, down]: readonly number[]) => {
    pays[up!]! += direction;
    if (down !== undefined) pays[down]! -= direction;
    const change = entries[up!]!.weight - (down === undefined ? 0 : entries[down]!.weight);
    const left = rising() ? Math.abs(gap - direction * change) : null;
    pays[up!]! -= direction;
    if (down !== undefined) pays[down]! += direction;
    return left;
  };
  for (let step = 0; step < 2000; step += 1) {
    const gap = target - rtpOf();
    if (Math.abs(gap) <= SLOT_RTP_TOLERANCE_BASIS_POINTS / 40_000) break;
    const direction = Math.sign(gap);
    const bestOf = (moves: readonly number[][]) => {
      let best: { move: readonly number[] | null; left: number } = { move: null, left: Math.abs(gap) };
      for (const move of moves) {
        const left = after(gap, direction, move);
        if (left !== null && left < best.left) best = { move, left };
      }
      return best.move;
    };
    const move = bestOf(singles) ?? bestOf(pairs);
    if (move === null) break;
    pays[move[0]!]! += direction;
    if (move[1] !== undefined) pays[move[1]]! -= direction;
  }
  const paytable: Record<string, number[]> = {};
  for (const [at, entry] of entries.entries()) {
    const row = (paytable[entry.symbol] ??= new Array<number>(slot.reels).fill(0));
    row[entry.run - 1] = pays[at]!;
  }
  return paytable;
}

type RunWeight = (symbol: number, run: number) => number;

/** The RTP with no line or way pays (the scatters' part), and what one coin more on a run's pay adds to it. */
type Weights = { readonly constant: number; readonly weightOf: RunWeight };

const stopsOf = (strips: readonly Int32Array[]) => strips.reduce((product, strip) => product * strip.length, 1);

/** Reels counted per reel: the draft's RTP without pays, and each run's count in the base game and free spins. */
function plainWeights(draft: SlotDefinition, slot: CompiledSlot): Weights {
  const fixed = slotExactRtp(draft);
  const spinsPerPaidSpin = toNumber(fixed.triggerChance) * toNumber(fixed.expectedFreeSpinsPerTrigger);
  const baseCounts = runCounts(slot, reelSetStats(slot, slot.baseWindows));
  const perBet = draft.coinsPerBet;
  const freeSpinWeight = draft.wild.sticky
    ? stickyRunWeights(slot, fixed)
    : plainRunWeights(slot, (draft.freeSpins.multiplier * spinsPerPaidSpin) / (stopsOf(slot.freeSpins) * perBet));
  return {
    constant: toNumber(fixed.rtp),
    weightOf: (at, run) => Number(baseCounts[at]![run - 1]!) / (stopsOf(slot.base) * perBet) + freeSpinWeight(at, run),
  };
}

/**
 * Cascades: which cells vanish depends on which runs pay, so the counts are taken with every run the title will pay
 * paying one coin (tuning keeps them all above zero, so the counts hold for the tuned pays); the scatters, counted
 * on the last grid, depend on that too. Still linear in the pays: RTP = C + Σ_e w_e × pay_e.
 */
function cascadeWeights(draft: SlotDefinition, runs: readonly number[]): Weights {
  const paying = Object.fromEntries(
    draft.symbols.map((symbol) => [
      symbol,
      Array.from({ length: draft.grid.reels }, (_, at) => (runs.includes(at + 1) ? 1 : 0)),
    ]),
  );
  const slot = compileSlot({ ...draft, paytable: paying });
  const base = enumerateReelSet(slot, slot.baseWindows, slot.base);
  const free = enumerateReelSet(slot, slot.freeSpinWindows, slot.freeSpins);
  const chances = (set: EnumeratedReelSet) =>
    set.scatterCounts.map((count) => Number(count) / Number(set.combinations));
  const expected = (set: EnumeratedReelSet, table: readonly number[]) =>
    chances(set).reduce((total, chance, count) => total + chance * (table[count] ?? 0), 0);
  const spinsPerPaidSpin = expected(base, slot.freeSpinAwards) / (1 - expected(free, slot.retriggers));
  const freeShare = spinsPerPaidSpin * draft.freeSpins.multiplier;
  const perBet = draft.coinsPerBet;
  return {
    constant: expected(base, slot.scatterPays) + freeShare * expected(free, slot.scatterPays),
    weightOf: (at, run) =>
      Number(base.runCounts[at]![run - 1]!) / (Number(base.combinations) * perBet) +
      (freeShare * Number(free.runCounts[at]![run - 1]!)) / (Number(free.combinations) * perBet),
  };
}

/** Free spins alike: each run's count on the free-spin reels, times their multiplier and expected number. */
function plainRunWeights(slot: CompiledSlot, perCount: number): RunWeight {
  const counts = runCounts(slot, reelSetStats(slot, slot.freeSpinWindows));
  return (symbol, run) => Number(counts[symbol]![run - 1]!) * perCount;
}

/** Sticky wilds: the t-th spin's counts, each spin weighted by the chance a session reaches it (and the multiplier). */
function stickyRunWeights(slot: CompiledSlot, fixed: SlotExactReturn): RunWeight {
  const { scatterChances } = baseReturn(slot);
  const perCoin = exact(slot.definition.freeSpins.multiplier, slot.definition.coinsPerBet);
  const spins = stickyFreeSpinStats(slot, fixed.stickyFreeSpins?.length ?? 0).map((stats, at) => ({
    counts: runCounts(slot, stats),
    // Each spin's counts are over Π of its reels' totals, far past a double: the ratio is taken exactly.
    perCount: mul(
      mul(sessionsReaching(slot, scatterChances, at), perCoin),
      exact(
        1n,
        stats.reduce((product, reel) => product * reel.total, 1n),
      ),
    ),
  }));
  // Read as a decimal without reducing the fraction first: a gcd of numbers this size per entry would cost seconds.
  return (symbol, run) =>
    spins.reduce(
      (total, { counts, perCount }) => total + toNumber({ n: counts[symbol]![run - 1]! * perCount.n, d: perCount.d }),
      0,
    );
}

/** Rounds a cap up to a figure a rules page can print: the next 100 below 10,000×, the next 1,000 above. */
const niceCeiling = (value: number) => (value < 10_000 ? Math.ceil(value / 100) * 100 : Math.ceil(value / 1000) * 1000);
