import { towerMultiplier, TOWER_DIFFICULTIES, winInMinorUnits, type TowerDifficulty } from '@casino/game-engine';
import { z } from 'zod';

export const TOWER_DIFFICULTY_NAMES = Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[];
export type { TowerDifficulty };

export const towerViewSchema = z.object({
  difficulty: z.string(),
  floors: z.number().int(),
  tiles: z.number().int(),
  picks: z.array(z.number().int()),
  multiplier: z.string(),
  next_multiplier: z.string().nullish(),
  traps: z.array(z.array(z.number().int())).optional(),
  lost: z.boolean().optional(),
});
export type TowerView = z.infer<typeof towerViewSchema>;

export type TowerCell = 'idle' | 'next' | 'picked' | 'trap-hit' | 'trap' | 'future';

export const isTowerDifficulty = (name: string): name is TowerDifficulty => name in TOWER_DIFFICULTIES;

export const buildTowerChoice = (difficulty: TowerDifficulty) => ({ difficulty });
export const buildClimbDetails = (tile: number) => ({ tile });

/** A tile of the tower, bottom floor 0: what the player picked, the trap that ended the round, the next floor. */
export function towerCell(view: TowerView | undefined, open: boolean, floor: number, tile: number): TowerCell {
  if (!view) return 'idle';
  const picked = view.picks[floor];
  const traps = view.traps?.[floor] ?? [];
  if (picked === tile) return traps.includes(tile) ? 'trap-hit' : 'picked';
  if (traps.includes(tile)) return 'trap';
  if (open && floor === view.picks.length) return 'next';
  return floor > view.picks.length ? 'future' : 'idle';
}

/** The exact cash-out after the floors cleared so far, rounded down as the server credits it. */
export function towerCashOut(stake: number, difficulty: TowerDifficulty, rtpBasisPoints: number, cleared: number) {
  if (cleared < 1) return 0;
  const multiplier = towerMultiplier({ difficulty, floors: cleared, rtpBasisPoints }, cleared);
  return Number(winInMinorUnits(BigInt(stake), multiplier));
}

/** The multiplier after each floor, bottom up, in ten-thousandths (the ladder beside the tower). */
export function towerLadder(difficulty: TowerDifficulty, floors: number, rtpBasisPoints: number): number[] {
  return Array.from({ length: floors }, (_, floor) => {
    const multiplier = towerMultiplier({ difficulty, floors, rtpBasisPoints }, floor + 1);
    return Number((multiplier.n * 10_000n) / multiplier.d);
  });
}
