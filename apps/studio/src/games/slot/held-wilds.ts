import type { SlotDefinition } from '@casino/game-engine';
import { cellKey } from './reels-controller';

/**
 * Sticky wilds, as the reels frame them: on a free spin of a title whose wilds stick, every wild at rest stays in
 * its cell for the spins that follow (those held from before included), so each gets a frame. None on paid spins
 * or other titles.
 */
export function heldWildCells(
  definition: Pick<SlotDefinition, 'wild'>,
  kind: 'paid' | 'free',
  grid: readonly (readonly string[])[],
): ReadonlySet<string> {
  const held = new Set<string>();
  if (!definition.wild.sticky || kind !== 'free') return held;
  grid.forEach((cells, reel) =>
    cells.forEach((symbol, row) => {
      if (symbol === definition.wild.symbol) held.add(cellKey(reel, row));
    }),
  );
  return held;
}
