import { minesMultiplier, MINES_TILES, winInMinorUnits, type Exact } from '@casino/game-engine';
import { z } from 'zod';

export const minesViewSchema = z.object({
  mines: z.number().int(),
  revealed: z.array(z.number().int()),
  multiplier: z.string(),
  next_multiplier: z.string().nullish(),
  mine_tiles: z.array(z.number().int()).optional(),
  hit_mine: z.boolean().optional(),
});
export type MinesView = z.infer<typeof minesViewSchema>;

export type TileState = 'hidden' | 'safe' | 'mine' | 'mine-unrevealed';

export const MINE_COUNTS = Array.from({ length: 24 }, (_, index) => index + 1);

export const clampMines = (mines: number) => Math.min(24, Math.max(1, Math.round(mines)));

export const buildMinesChoice = (mines: number) => ({ mines: clampMines(mines) });

/** A hidden tile of an open round can be revealed; nothing else can. */
export function canReveal(tile: number, view: MinesView | undefined, roundOpen: boolean): boolean {
  return roundOpen && view !== undefined && tile >= 0 && tile < MINES_TILES && !view.revealed.includes(tile);
}

export const buildRevealDetails = (tile: number) => ({ tile });

/** What a tile shows: opened safe, the mine that ended the round, or (after the round) the mines left unopened. */
export function tileState(tile: number, view: MinesView | undefined): TileState {
  if (!view) return 'hidden';
  if (view.revealed.includes(tile)) return view.mine_tiles?.includes(tile) ? 'mine' : 'safe';
  if (view.mine_tiles?.includes(tile)) return 'mine-unrevealed';
  return 'hidden';
}

/**
 * The exact cash-out for the safe tiles opened so far (the engine's fraction, rounded down as the server credits it),
 * so the button promises exactly what the wallet will receive.
 */
export function cashOutAmount(stake: number, rtpBasisPoints: number, mines: number, safeTiles: number): number {
  if (safeTiles < 1) return 0;
  const multiplier: Exact = minesMultiplier({ mines, rtpBasisPoints }, safeTiles);
  return Number(winInMinorUnits(BigInt(stake), multiplier));
}

/** The multiplier the first safe tile pays, shown before a round starts. */
export function firstTileMultiplier(rtpBasisPoints: number, mines: number): string {
  const multiplier = minesMultiplier({ mines: clampMines(mines), rtpBasisPoints }, 1);
  const tenThousandths = (multiplier.n * 10_000n) / multiplier.d;
  return `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
}
