import { SLOT_DEFINITION_VERSION, type SlotDefinition } from './definition';
import { unreachableWinCap } from './validate';

type Tiny = Omit<
  SlotDefinition,
  'version' | 'title' | 'theme' | 'coinValues' | 'winCapMultiple' | 'targetRtpBasisPoints' | 'volatility'
>;

/** Small hand-made definitions for the tests: strips short enough to enumerate every stop combination. */
export function tinyDefinition(tiny: Tiny): SlotDefinition {
  const definition: SlotDefinition = {
    version: SLOT_DEFINITION_VERSION,
    title: tiny.slug,
    theme: 'test',
    coinValues: { EUR: [1, 5] },
    winCapMultiple: 1,
    targetRtpBasisPoints: 9600,
    volatility: 'medium',
    ...tiny,
  };
  return { ...definition, winCapMultiple: unreachableWinCap(definition) };
}

/** One middle line on 3 × 3, worked by hand in the test: 11/4. */
export const HAND_CHECKED = tinyDefinition({
  slug: 'hand-checked',
  grid: { reels: 3, rows: 3 },
  pays: { kind: 'lines', lines: [[1, 1, 1]] },
  coinsPerBet: 1,
  symbols: ['A', 'B'],
  wild: { symbol: 'W', expanding: false },
  scatter: { symbol: 'S', pays: { '3': 5 }, freeSpins: {}, retriggers: {} },
  paytable: { A: [0, 0, 10], B: [0, 0, 4] },
  freeSpins: { multiplier: 1 },
  reels: {
    base: [
      ['A', 'B', 'A', 'B'],
      ['A', 'W', 'B', 'S'],
      ['A', 'B', 'S', 'S'],
    ],
    freeSpins: [
      ['A', 'B', 'A', 'B'],
      ['A', 'W', 'B', 'S'],
      ['A', 'B', 'S', 'S'],
    ],
  },
});

const fiveReels = (strips: string[][]) => strips;

/** Five lines on 5 × 3 with free spins that retrigger, a multiplier and runs of 2 to 5. */
export const TINY_LINES = tinyDefinition({
  slug: 'tiny-lines',
  grid: { reels: 5, rows: 3 },
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
      [2, 1, 0, 1, 2],
    ],
  },
  coinsPerBet: 5,
  symbols: ['H', 'L'],
  wild: { symbol: 'W', expanding: false },
  scatter: { symbol: 'S', pays: { '2': 1, '3': 3 }, freeSpins: { '3': 4 }, retriggers: { '3': 2 } },
  paytable: { H: [0, 2, 10, 40, 200], L: [0, 0, 3, 6, 12] },
  freeSpins: { multiplier: 3 },
  reels: {
    base: fiveReels([
      ['H', 'L', 'S', 'L', 'L'],
      ['L', 'W', 'H', 'S', 'L'],
      ['H', 'L', 'W', 'L', 'S'],
      ['L', 'H', 'L', 'W', 'S'],
      ['H', 'L', 'S', 'L', 'H'],
    ]),
    freeSpins: fiveReels([
      ['H', 'L', 'S', 'H'],
      ['W', 'W', 'H', 'S', 'L'],
      ['H', 'L', 'W', 'S'],
      ['L', 'H', 'W', 'S'],
      ['H', 'L', 'S', 'L', 'H'],
    ]),
  },
});

/** 243 ways with an expanding wild, so the ways counts and the covered scatters are exercised. */
export const TINY_WAYS = tinyDefinition({
  ...TINY_LINES,
  slug: 'tiny-ways',
  pays: { kind: 'ways' },
  coinsPerBet: 10,
  wild: { symbol: 'W', expanding: true },
});

/**
 * Sticky wilds on 3 × 3: two lines, free spins of two or three spins (never retriggered) at ×2, wilds on reels 2
 * and 3 often enough that held cells pile up; small enough to follow every session spin by spin.
 */
export const TINY_STICKY_LINES = tinyDefinition({
  slug: 'tiny-sticky-lines',
  grid: { reels: 3, rows: 3 },
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 1, 2],
    ],
  },
  coinsPerBet: 2,
  symbols: ['A', 'B'],
  wild: { symbol: 'W', expanding: false, sticky: true },
  scatter: { symbol: 'S', pays: { '2': 1 }, freeSpins: { '2': 2, '3': 3 }, retriggers: {} },
  paytable: { A: [0, 2, 10], B: [0, 1, 4] },
  freeSpins: { multiplier: 2 },
  reels: {
    base: [
      ['A', 'B', 'S', 'B'],
      ['A', 'W', 'B', 'S'],
      ['S', 'B', 'A', 'W'],
    ],
    freeSpins: [
      ['A', 'B', 'S', 'B'],
      ['W', 'A', 'B', 'S'],
      ['B', 'W', 'A', 'S'],
    ],
  },
});

/** The same on 27 ways with an expanding wild: a held wild reel multiplies every later spin's ways. */
export const TINY_STICKY_WAYS = tinyDefinition({
  ...TINY_STICKY_LINES,
  slug: 'tiny-sticky-ways',
  pays: { kind: 'ways' },
  coinsPerBet: 5,
  wild: { symbol: 'W', expanding: true, sticky: true },
});

/**
 * Sticky wilds on a taller grid (3 × 4: 16 held masks a reel), with what the 3 × 3 titles leave out: pays for a run
 * of one (and a gap in a paytable row), scatters that pay at counts that award no free spins, sessions of two
 * lengths.
 */
export const TINY_STICKY_TALL_LINES = tinyDefinition({
  slug: 'tiny-sticky-tall-lines',
  grid: { reels: 3, rows: 4 },
  pays: {
    kind: 'lines',
    lines: [
      [0, 0, 0],
      [3, 3, 3],
      [0, 1, 2],
      [3, 2, 1],
      [1, 2, 3],
      [2, 3, 3],
    ],
  },
  coinsPerBet: 3,
  symbols: ['A', 'B', 'C'],
  wild: { symbol: 'W', expanding: false, sticky: true },
  scatter: { symbol: 'S', pays: { '1': 1, '2': 2, '4': 9 }, freeSpins: { '3': 2, '5': 4 }, retriggers: {} },
  paytable: { A: [2, 4, 10], B: [1, 0, 6], C: [0, 1, 3] },
  freeSpins: { multiplier: 2 },
  reels: {
    base: [
      ['A', 'B', 'S', 'C', 'B', 'A'],
      ['A', 'W', 'B', 'S', 'C', 'A'],
      ['S', 'B', 'A', 'W', 'C', 'S'],
    ],
    freeSpins: [
      ['A', 'B', 'S', 'C', 'B', 'A'],
      ['W', 'A', 'B', 'S', 'C', 'W'],
      ['B', 'W', 'A', 'S', 'C', 'S'],
    ],
  },
});

/** The same on 64 ways. */
export const TINY_STICKY_TALL_WAYS = tinyDefinition({
  ...TINY_STICKY_TALL_LINES,
  slug: 'tiny-sticky-tall-ways',
  pays: { kind: 'ways' },
  coinsPerBet: 10,
});

/**
 * Cascades on 3 × 3: three rows as lines, cascades at ×2 then ×3, scatters that pay and award free spins on the
 * grid the last cascade leaves, and free spins at ×2 that retrigger; small enough to play every stop combination.
 */
export const TINY_CASCADES = tinyDefinition({
  slug: 'tiny-cascades',
  grid: { reels: 3, rows: 3 },
  pays: {
    kind: 'lines',
    lines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
    ],
  },
  coinsPerBet: 3,
  symbols: ['A', 'B'],
  wild: { symbol: 'W', expanding: false },
  scatter: { symbol: 'S', pays: { '3': 2 }, freeSpins: { '3': 2 }, retriggers: { '3': 1 } },
  paytable: { A: [0, 0, 5], B: [0, 0, 2] },
  cascades: { multipliers: [2, 3] },
  freeSpins: { multiplier: 2 },
  reels: {
    base: [
      ['B', 'A', 'A', 'B', 'S', 'A'],
      ['A', 'B', 'W', 'A', 'S', 'B'],
      ['B', 'A', 'B', 'S', 'A', 'A'],
    ],
    freeSpins: [
      ['A', 'B', 'S', 'A', 'B'],
      ['W', 'A', 'S', 'B', 'A'],
      ['A', 'B', 'A', 'S', 'B'],
    ],
  },
});

/** The same as 27 ways, so a way's cells (every matching cell of its reels) vanish together. */
export const TINY_CASCADING_WAYS = tinyDefinition({
  ...TINY_CASCADES,
  slug: 'tiny-cascading-ways',
  pays: { kind: 'ways' },
  coinsPerBet: 5,
});

/** Every stop combination of a reel set, reel 1 first, last reel turning fastest: for brute-force checks. */
export function* everyStop(strips: readonly (readonly string[])[]): Generator<number[]> {
  const stops = strips.map(() => 0);
  for (;;) {
    yield [...stops];
    let reel = strips.length - 1;
    while (reel >= 0 && (stops[reel] = (stops[reel]! + 1) % strips[reel]!.length) === 0) reel -= 1;
    if (reel < 0) return;
  }
}
