import { countTable, type SlotDefinition } from './definition';

/**
 * A definition turned into arrays of symbol indices for the hot loops of spins and the exact sums: paying symbols
 * are 0 … paying − 1, then the wild, then the scatter. Built once per definition object and cached.
 */
export type CompiledSlot = {
  readonly definition: SlotDefinition;
  readonly reels: number;
  readonly rows: number;
  readonly paying: number;
  readonly wild: number;
  readonly scatter: number;
  /** `pays[symbol][run − 1]` in coins; zero where the paytable has nothing. */
  readonly pays: readonly (readonly number[])[];
  /** The same pays flat, `[symbol × reels + run − 1]`, for the spin loop. */
  readonly payGrid: Int32Array;
  /** Rows crossed on each reel by each line; empty for ways games. */
  readonly lines: readonly (readonly number[])[];
  readonly ways: boolean;
  readonly base: readonly Int32Array[];
  readonly freeSpins: readonly Int32Array[];
  /** Every stop's visible window per reel, `[stop × rows + row]`, expanding wilds applied: spins only copy. */
  readonly baseWindows: readonly Int32Array[];
  readonly freeSpinWindows: readonly Int32Array[];
  /** Each line's grid cells, `[line × reels + reel]` = reel × rows + row. */
  readonly lineCells: Int32Array;
  /** Reused buffers for simulations, which play millions of rounds without allocating. */
  readonly scratch: { readonly stops: Int32Array; readonly grid: Int32Array; readonly held: Uint8Array };
  /** Indexed by scatter count, 0 … reels × rows. */
  readonly scatterPays: readonly number[];
  readonly freeSpinAwards: readonly number[];
  readonly retriggers: readonly number[];
};

const cache = new WeakMap<SlotDefinition, CompiledSlot>();

export function compileSlot(definition: SlotDefinition): CompiledSlot {
  const cached = cache.get(definition);
  if (cached) return cached;
  const { grid, symbols, wild, scatter } = definition;
  const index = new Map<string, number>(symbols.map((symbol, at) => [symbol, at]));
  index.set(wild.symbol, symbols.length);
  index.set(scatter.symbol, symbols.length + 1);
  const toStrip = (strip: readonly string[]) =>
    Int32Array.from(strip, (symbol) => {
      const at = index.get(symbol);
      if (at === undefined) throw new Error(`${definition.slug}: unknown symbol ${symbol} on a reel strip`);
      return at;
    });
  const cells = grid.reels * grid.rows;
  const base = definition.reels.base.map(toStrip);
  const freeSpins = definition.reels.freeSpins.map(toStrip);
  const lines = definition.pays.kind === 'lines' ? definition.pays.lines : [];
  const symbolsWithSpecials = { rows: grid.rows, wild: symbols.length, expanding: wild.expanding };
  const byCount = (table: Readonly<Record<string, number>>) =>
    Array.from({ length: cells + 1 }, (_, count) => countTable(table, count));
  const pays = symbols.map((symbol) =>
    Array.from({ length: grid.reels }, (_, run) => definition.paytable[symbol]?.[run] ?? 0),
  );
  const compiled: CompiledSlot = {
    definition,
    reels: grid.reels,
    rows: grid.rows,
    paying: symbols.length,
    wild: symbols.length,
    scatter: symbols.length + 1,
    pays,
    payGrid: Int32Array.from(pays.flat()),
    lines,
    ways: definition.pays.kind === 'ways',
    base,
    freeSpins,
    baseWindows: base.map((strip) => windowsOf(strip, symbolsWithSpecials)),
    freeSpinWindows: freeSpins.map((strip) => windowsOf(strip, symbolsWithSpecials)),
    scratch: { stops: new Int32Array(grid.reels), grid: new Int32Array(cells), held: new Uint8Array(cells) },
    lineCells: Int32Array.from(lines.flatMap((line) => line.map((row, reel) => reel * grid.rows + row))),
    scatterPays: byCount(scatter.pays),
    freeSpinAwards: byCount(scatter.freeSpins),
    retriggers: byCount(scatter.retriggers),
  };
  cache.set(definition, compiled);
  return compiled;
}

/** The window of each stop (the rows from the stop down, wrapping), a wild anywhere in it filling it if expanding. */
function windowsOf(strip: Int32Array, { rows, wild, expanding }: { rows: number; wild: number; expanding: boolean }) {
  const windows = new Int32Array(strip.length * rows);
  for (let stop = 0; stop < strip.length; stop += 1) {
    let wildInView = false;
    for (let row = 0; row < rows; row += 1) {
      const symbol = strip[(stop + row) % strip.length]!;
      windows[stop * rows + row] = symbol;
      if (symbol === wild) wildInView = true;
    }
    if (wildInView && expanding) windows.fill(wild, stop * rows, (stop + 1) * rows);
  }
  return windows;
}
