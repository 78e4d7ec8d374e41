import { cellKey } from './reels-controller';

/** The winners shrink away for this long, then what is left falls for `FALL_MS`. */
export const VANISH_MS = 220;
export const FALL_MS = 380;

/**
 * One reel's cascade: for each row of the grid it leaves, the row its symbol falls from. A cell that stayed comes
 * from its row in the grid before (never below where it ends); a cell dropped in from the strip above starts above
 * the window, as far up as the number of cells that vanished from the reel, so the new cells fall in as one stack.
 */
export type ReelFall = { readonly sources: readonly number[] };

/**
 * How each reel of a cascade falls, from the grid before, the cells that won and vanish, and the grid after; or null
 * when the grid after is not the grid before with those cells gone (the reels then just show it: a drawing never
 * moves a symbol where the server did not put it).
 */
export function cascadeFalls(
  before: readonly (readonly string[])[],
  vanished: ReadonlySet<string>,
  after: readonly (readonly string[])[],
): ReelFall[] | null {
  if (before.length !== after.length) return null;
  const falls: ReelFall[] = [];
  for (const [reel, cells] of before.entries()) {
    const next = after[reel]!;
    if (next.length !== cells.length) return null;
    const keptRows = cells.flatMap((_, row) => (vanished.has(cellKey(reel, row)) ? [] : [row]));
    const fresh = cells.length - keptRows.length;
    // The kept cells sit at the bottom, in their order; the grid after must show exactly them there.
    if (keptRows.some((row, at) => next[fresh + at] !== cells[row])) return null;
    falls.push({ sources: next.map((_, row) => (row < fresh ? row - fresh : keptRows[row - fresh]!)) });
  }
  return falls;
}

/**
 * Where a falling symbol is, in rows from the top of the window, `elapsedMs` after the winners began to vanish: at
 * its source until they are gone, then falling to its row, gathering speed as under gravity (from a small push, so
 * the gap the winners left does not sit empty while the symbols above start to move).
 */
export function fallingRow(source: number, row: number, elapsedMs: number): number {
  const time = Math.min(1, Math.max(0, (elapsedMs - VANISH_MS) / FALL_MS));
  return source + (row - source) * (0.4 * time + 0.6 * time * time);
}

/** How much of a vanishing winner is left (1 whole, 0 gone) `elapsedMs` into the cascade. */
export const vanishingScale = (elapsedMs: number) => Math.max(0, 1 - elapsedMs / VANISH_MS);

/** The cells of a cascade's wins that vanish, as cell keys. */
export const vanishingCells = (wins: readonly { readonly positions: readonly (readonly [number, number])[] }[]) =>
  new Set(wins.flatMap((win) => win.positions.map(([reel, row]) => cellKey(reel, row))));
