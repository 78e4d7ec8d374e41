/** The classic first lines of a 5 × 3 game: the three rows, the two Vs, then the usual zigzags. */
const CLASSIC_5X3 = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
];
const CLASSIC_3X3 = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/**
 * `count` distinct paylines for a grid: the classic ones first, then every path that moves at most one row per
 * reel, fewest moves first (so the 10-line set is a prefix of the 20-line set, as players expect).
 */
export function paylinesFor(reels: number, rows: number, count: number): number[][] {
  const classic = rows === 3 ? (reels === 3 ? CLASSIC_3X3 : CLASSIC_5X3) : [];
  const paths: number[][] = [];
  const walk = (path: number[]) => {
    if (path.length === reels) return void paths.push(path);
    const last = path[path.length - 1]!;
    for (const row of [last, last - 1, last + 1]) if (row >= 0 && row < rows) walk([...path, row]);
  };
  for (let row = 0; row < rows; row += 1) walk([row]);
  const moves = (path: readonly number[]) => path.slice(1).filter((row, at) => row !== path[at]).length;
  // Middle rows first among equals, so the 5 × 4 set starts with its two centre rows.
  const centre = (path: readonly number[]) => Math.abs(path[0]! - (rows - 1) / 2);
  paths.sort((a, b) => moves(a) - moves(b) || centre(a) - centre(b) || a.join().localeCompare(b.join()));
  const chosen = [...classic];
  const seen = new Set(chosen.map((path) => path.join()));
  for (const path of paths) {
    if (chosen.length >= count) break;
    if (!seen.has(path.join())) chosen.push(path);
  }
  if (chosen.length < count) throw new RangeError(`a ${reels} × ${rows} grid has fewer than ${count} paylines`);
  return chosen.slice(0, count);
}
