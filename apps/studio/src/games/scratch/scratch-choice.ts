import { SCRATCH_PRIZES } from '@casino/game-engine';
import { z } from 'zod';

export const SCRATCH_TILES = 9;

export const scratchViewSchema = z.object({
  tiles: z.array(z.number().int().min(0).max(6)).length(SCRATCH_TILES),
  winning_symbol: z.number().int().nullable(),
  multiplier: z.string(),
});
export type ScratchView = z.infer<typeof scratchViewSchema>;

export type ScratchPrize = { readonly multiplier: number; readonly tickets: number };

/** The prize list (symbol i pays prizes[i] for three alike), from the game's parameters or the engine's. */
export function scratchPrizes(params: Record<string, unknown>): readonly ScratchPrize[] {
  const prizes = params.prizes;
  const valid =
    Array.isArray(prizes) &&
    prizes.every(
      (prize: unknown) =>
        typeof prize === 'object' &&
        prize !== null &&
        typeof (prize as ScratchPrize).multiplier === 'number' &&
        typeof (prize as ScratchPrize).tickets === 'number',
    );
  return valid ? (prizes as ScratchPrize[]) : SCRATCH_PRIZES;
}

/** Scratches one more tile; scratching a scratched tile changes nothing. */
export function scratchTile(scratched: readonly number[], tile: number): number[] {
  if (tile < 0 || tile >= SCRATCH_TILES || scratched.includes(tile)) return [...scratched];
  return [...scratched, tile];
}

export const allScratched = (scratched: readonly number[]) => new Set(scratched).size >= SCRATCH_TILES;

export const ALL_TILES = Array.from({ length: SCRATCH_TILES }, (_, tile) => tile);

/** The three tiles that make the win, to light them up once the card is open. */
export function winningTiles(view: ScratchView): number[] {
  if (view.winning_symbol === null) return [];
  return view.tiles.flatMap((symbol, tile) => (symbol === view.winning_symbol ? [tile] : []));
}
