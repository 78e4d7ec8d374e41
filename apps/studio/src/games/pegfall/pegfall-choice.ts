import { pegfallPaytable, PEGFALL_RISKS, PEGFALL_ROWS, type PegfallRisk, type PegfallRows } from '@casino/game-engine';
import { z } from 'zod';

export { PEGFALL_RISKS, PEGFALL_ROWS, type PegfallRisk, type PegfallRows };

export const pegfallViewSchema = z.object({
  rows: z.number().int(),
  risk: z.enum(PEGFALL_RISKS),
  path: z.array(z.enum(['left', 'right'])),
  bucket: z.number().int(),
  multiplier: z.string(),
});

export type Point = { readonly x: number; readonly y: number };

export const isPegfallRows = (rows: number): rows is PegfallRows => (PEGFALL_ROWS as readonly number[]).includes(rows);
export const isPegfallRisk = (risk: string): risk is PegfallRisk => (PEGFALL_RISKS as readonly string[]).includes(risk);

export const buildPegfallChoice = (rows: PegfallRows, risk: PegfallRisk) => ({ rows, risk });

/** The game's paytable (tenths of the stake per bucket) from its parameters, or the engine's if they carry none. */
export function paytableOf(params: Record<string, unknown>, rows: PegfallRows, risk: PegfallRisk): readonly number[] {
  const tables = params.paytables as Record<string, Record<string, unknown>> | undefined;
  const row = tables?.[risk]?.[String(rows)];
  if (Array.isArray(row) && row.length === rows + 1 && row.every((value) => typeof value === 'number')) {
    return row as number[];
  }
  return pegfallPaytable({ rows, risk });
}

/**
 * Where the ball touches on its way down, in board units (pegs one unit apart, the top peg's gap at x = 0): one
 * point on each row's peg, then the bucket. Row i's pegs sit at x = j − 1 − i/2, so a ball that has gone right r
 * times lands on peg r + 1 of the next row, and bucket k is centred at k − rows/2.
 */
export function ballWaypoints(path: readonly ('left' | 'right')[]): Point[] {
  const points: Point[] = [{ x: 0, y: -0.4 }];
  let rights = 0;
  path.forEach((direction, row) => {
    points.push({ x: rights - row / 2, y: row + 0.75 });
    if (direction === 'right') rights += 1;
  });
  points.push({ x: rights - path.length / 2, y: path.length + 0.9 });
  return points;
}

/** The ball at progress 0…1: straight between touches, with a little hop off each peg. */
export function ballAt(points: readonly Point[], progress: number): Point {
  if (points.length === 0) return { x: 0, y: 0 };
  const scaled = Math.min(1, Math.max(0, progress)) * (points.length - 1);
  const index = Math.min(points.length - 2, Math.floor(scaled));
  const from = points[index]!;
  const to = points[Math.min(points.length - 1, index + 1)]!;
  const t = scaled - index;
  return { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t - Math.sin(Math.PI * t) * 0.35 };
}
