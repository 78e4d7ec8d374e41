import { KENO_DEFAULTS, KENO_NUMBERS } from '@casino/game-engine';
import { z } from 'zod';

export const KENO_MAX_PICKS = 10;

export const kenoViewSchema = z.object({
  picks: z.array(z.number().int()),
  drawn: z.array(z.number().int()),
  hits: z.number().int(),
  multiplier: z.string(),
});
export type KenoView = z.infer<typeof kenoViewSchema>;

export type KenoCellState = 'idle' | 'picked' | 'hit' | 'drawn';

/** Picks a number, or unpicks it; a pick beyond ten is ignored. */
export function togglePick(picks: readonly number[], number: number): number[] {
  if (picks.includes(number)) return picks.filter((picked) => picked !== number);
  if (picks.length >= KENO_MAX_PICKS || number < 1 || number > KENO_NUMBERS) return [...picks];
  return [...picks, number];
}

/** `count` distinct numbers from 1–40; `nextInt(max)` is any uniform source (the pick does not affect the draw). */
export function quickPick(count: number, nextInt: (max: number) => number): number[] {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const picks: number[] = [];
  for (let i = 0; i < Math.min(count, KENO_MAX_PICKS); i += 1) {
    picks.push(...pool.splice(nextInt(pool.length), 1));
  }
  return picks;
}

export function buildKenoChoice(picks: readonly number[]): { picks: number[] } {
  return { picks: [...new Set(picks)].sort((a, b) => a - b) };
}

export const canDraw = (picks: readonly number[]) => picks.length >= 1 && picks.length <= KENO_MAX_PICKS;

/** Hundredths of the stake by number of hits, from the catalogue game's parameters (the engine's tables if absent). */
export function paytableFor(params: Record<string, unknown>, pickCount: number): readonly number[] {
  const tables = params.paytables;
  if (typeof tables === 'object' && tables !== null) {
    const row = (tables as Record<string, unknown>)[String(pickCount)];
    if (Array.isArray(row) && row.every((value) => typeof value === 'number')) return row as number[];
  }
  return KENO_DEFAULTS.paytables[pickCount] ?? [];
}

/** A cell as the board shows it, given the balls drawn so far. */
export function kenoCellState(number: number, picks: readonly number[], drawnSoFar: readonly number[]): KenoCellState {
  const picked = picks.includes(number);
  const drawn = drawnSoFar.includes(number);
  if (picked && drawn) return 'hit';
  if (picked) return 'picked';
  return drawn ? 'drawn' : 'idle';
}
