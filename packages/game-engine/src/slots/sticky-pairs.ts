import type { CompiledSlot } from './compiled';

/**
 * Two free spins s ≤ t of one sticky-wild session, reel by reel. A reel's held cells are a mask of its rows; before
 * spin s the mask has a law of its own (none held at s = 0), the spin shows the mask held wild over a uniform stop,
 * and the mask grows by the wilds that stop showed. Reels stop independently, so the joint law of the two spins'
 * windows is a product over reels of each reel's joint law of its two windows, which is all `StickyPairs` keeps: per
 * reel, the expectations of products of a few window features, one of spin s and one of spin t.
 *
 * The features are what a pay asks of a reel: on lines, that row ρ shows symbol a or a wild (`keep`); on ways, the
 * cells usable by a (`usable`, itself or wild) and whether there are none (`none`); on both, the scatters in view
 * (`scatters`, one feature per count). Probabilities are doubles (the whole counts outgrow every integer type a loop
 * can use: 40^90 for an 18-spin session), so sums built on them carry rounding of about 1e-15 relative.
 */
export type FeatureLayout = {
  readonly width: number;
  readonly keep: (row: number, symbol: number) => number;
  readonly usable: (symbol: number) => number;
  readonly none: (symbol: number) => number;
  readonly scatters: (count: number) => number;
};

/** One reel's two windows: E[f(s) g(t)] for every pair of features (`cross[f × width + g]`), and each one's mean. */
export type ReelPair = {
  readonly cross: Float64Array;
  readonly atFirst: Float64Array;
  readonly atSecond: Float64Array;
};

export type StickyPairs = {
  readonly layout: FeatureLayout;
  /** `pair(s, t)[reel]` for 0 ≤ s ≤ t < spins. */
  readonly pair: (first: number, second: number) => readonly ReelPair[];
};

export function featureLayout(slot: CompiledSlot): FeatureLayout {
  const { rows, paying, ways } = slot;
  const symbolFeatures = ways ? 2 * paying : rows * paying;
  return {
    width: symbolFeatures + rows + 1,
    keep: (row, symbol) => row * paying + symbol,
    usable: (symbol) => symbol,
    none: (symbol) => paying + symbol,
    scatters: (count) => symbolFeatures + count,
  };
}

export function stickyPairs(slot: CompiledSlot, spins: number): StickyPairs {
  const layout = featureLayout(slot);
  const reels = slot.freeSpinWindows.map((windows) => reelChain(slot, layout, windows, spins));
  return { layout, pair: (first, second) => reels.map((reel) => reelPair(reel, layout.width, first, second)) };
}

/** A reel through a session: its windows under every held mask, and how the mask grows. */
type ReelChain = {
  readonly stops: number;
  readonly masks: number;
  /** Per window w = mask × stops + stop: its features, as (index, value) pairs. */
  readonly features: readonly (readonly (readonly [number, number])[])[];
  /** Per window: the mask held after it. */
  readonly next: Int32Array;
  /** Per mask: the features' means over the stops (dense). */
  readonly meanFeatures: readonly Float64Array[];
  /** `before[s][mask]`: the chance the mask is held when spin s starts. */
  readonly before: readonly Float64Array[];
  /** `ahead[k][from × masks + to]`: the chance k more spins take the mask from `from` to `to`. */
  readonly ahead: readonly Float64Array[];
  /** `laterMeans` by the spins between, remembered: every pair of spins as far apart shares them. */
  readonly later: Map<number, Float64Array[]>;
};

function reelChain(slot: CompiledSlot, layout: FeatureLayout, windows: Int32Array, spins: number): ReelChain {
  const { rows, wild } = slot;
  const stops = windows.length / rows;
  const masks = 1 << rows;
  const features: (readonly [number, number])[][] = [];
  const next = new Int32Array(masks * stops);
  const meanFeatures = Array.from({ length: masks }, () => new Float64Array(layout.width));
  for (let mask = 0; mask < masks; mask += 1) {
    for (let stop = 0; stop < stops; stop += 1) {
      const shown = Array.from({ length: rows }, (_, row) => (mask & (1 << row) ? wild : windows[stop * rows + row]!));
      const window = windowFeatures(slot, layout, shown);
      features.push(window);
      for (const [index, value] of window) meanFeatures[mask]![index]! += value / stops;
      let held = mask;
      for (let row = 0; row < rows; row += 1) if (shown[row] === wild) held |= 1 << row;
      next[mask * stops + stop] = held;
    }
  }
  const step = new Float64Array(masks * masks);
  for (let window = 0; window < next.length; window += 1) {
    step[Math.floor(window / stops) * masks + next[window]!]! += 1 / stops;
  }
  const before: Float64Array[] = [Float64Array.from({ length: masks }, (_, mask) => (mask === 0 ? 1 : 0))];
  const ahead: Float64Array[] = [
    Float64Array.from({ length: masks * masks }, (_, at) => (at % (masks + 1) === 0 ? 1 : 0)),
  ];
  for (let spin = 1; spin < spins; spin += 1) {
    before.push(times(before[spin - 1]!, step, masks));
    ahead.push(matrixTimes(ahead[spin - 1]!, step, masks));
  }
  return { stops, masks, features, next, meanFeatures, before, ahead, later: new Map() };
}

/**
 * A window's features. A wild counts as every symbol's `keep` and usable cell on every reel, reel 1 included, where
 * a spin reads the paying symbol itself: validation keeps wilds off reel 1, so the two never disagree.
 */
function windowFeatures(slot: CompiledSlot, layout: FeatureLayout, shown: readonly number[]) {
  const { paying, wild, scatter } = slot;
  const out: [number, number][] = [];
  let [wilds, scatters] = [0, 0];
  const own = new Array<number>(paying).fill(0);
  for (const [row, symbol] of shown.entries()) {
    if (symbol === wild) wilds += 1;
    else if (symbol === scatter) scatters += 1;
    else own[symbol]! += 1;
    if (slot.ways) continue;
    if (symbol === wild) for (let a = 0; a < paying; a += 1) out.push([layout.keep(row, a), 1]);
    else if (symbol !== scatter) out.push([layout.keep(row, symbol), 1]);
  }
  if (slot.ways) {
    for (let a = 0; a < paying; a += 1) {
      const usable = own[a]! + wilds;
      out.push(usable > 0 ? [layout.usable(a), usable] : [layout.none(a), 1]);
    }
  }
  out.push([layout.scatters(scatters), 1]);
  return out;
}

/**
 * The reel's joint law of spin s's and spin t's features. For s < t the windows meet only through the mask spin s
 * leaves (n), so E[f(s) g(t)] = Σ_n E[f(s); n] E[g(t) | n]: two small matrices, not a walk over pairs of windows.
 */
function reelPair(reel: ReelChain, width: number, first: number, second: number): ReelPair {
  const { stops, masks, features, next, meanFeatures, before } = reel;
  const cross = new Float64Array(width * width);
  const atFirst = new Float64Array(width);
  const atSecond = new Float64Array(width);
  for (let mask = 0; mask < masks; mask += 1) {
    const chance = before[second]![mask]!;
    if (chance > 0) for (let g = 0; g < width; g += 1) atSecond[g]! += chance * meanFeatures[mask]![g]!;
  }
  // byNext[f × masks + n] = E[f(s); spin s leaves n held]; on s = t, cross is summed window by window instead.
  const byNext = new Float64Array(width * masks);
  for (let mask = 0; mask < masks; mask += 1) {
    const chance = before[first]![mask]! / stops;
    if (chance === 0) continue;
    for (let stop = 0; stop < stops; stop += 1) {
      const window = mask * stops + stop;
      const own = features[window]!;
      for (const [f, value] of own) {
        const weight = chance * value;
        atFirst[f]! += weight;
        if (first < second) byNext[f * masks + next[window]!]! += weight;
        else for (const [g, other] of own) cross[f * width + g]! += weight * other;
      }
    }
  }
  if (first < second) {
    const later = laterMeans(reel, width, second - first - 1);
    for (let f = 0; f < width; f += 1) {
      for (let held = 0; held < masks; held += 1) {
        const weight = byNext[f * masks + held]!;
        if (weight === 0) continue;
        const means = later[held]!;
        for (let g = 0; g < width; g += 1) cross[f * width + g]! += weight * means[g]!;
      }
    }
  }
  return { cross, atFirst, atSecond };
}

/** `later[n][g]`: the mean of feature g on spin t, given spin s left mask n held and `between` spins came between. */
function laterMeans(reel: ReelChain, width: number, between: number): Float64Array[] {
  const known = reel.later.get(between);
  if (known) return known;
  const { masks, meanFeatures } = reel;
  const moves = reel.ahead[between]!;
  const later = Array.from({ length: masks }, (_, from) => {
    const means = new Float64Array(width);
    for (let to = 0; to < masks; to += 1) {
      const chance = moves[from * masks + to]!;
      if (chance > 0) for (let g = 0; g < width; g += 1) means[g]! += chance * meanFeatures[to]![g]!;
    }
    return means;
  });
  reel.later.set(between, later);
  return later;
}

/** A row vector times a square matrix. */
function times(vector: Float64Array, matrix: Float64Array, size: number): Float64Array {
  const out = new Float64Array(size);
  for (let i = 0; i < size; i += 1) for (let j = 0; j < size; j += 1) out[j]! += vector[i]! * matrix[i * size + j]!;
  return out;
}

function matrixTimes(left: Float64Array, right: Float64Array, size: number): Float64Array {
  const out = new Float64Array(size * size);
  for (let i = 0; i < size; i += 1) out.set(times(left.subarray(i * size, (i + 1) * size), right, size), i * size);
  return out;
}
