import { exact, mul, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { drawWithoutReplacement } from './combinatorics';

/** Tiles per floor and how many of them are safe. */
export const TOWER_DIFFICULTIES = {
  easy: { tiles: 4, safe: 3 },
  medium: { tiles: 3, safe: 2 },
  hard: { tiles: 2, safe: 1 },
  expert: { tiles: 3, safe: 1 },
} as const;
export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;

export type TowerParams = {
  readonly difficulty: TowerDifficulty;
  readonly floors: number;
  readonly rtpBasisPoints: number;
};
export const TOWER_DEFAULTS: TowerParams = { difficulty: 'medium', floors: 8, rtpBasisPoints: 9750 };

/** The tile chosen on each floor, bottom up; the player cashes out after the last one. */
export type TowerChoice = { readonly tiles: readonly number[] };

export type TowerOutcome = {
  /** Each climbed floor's trap tiles, drawn floor by floor, up to the floor that ended the round. */
  readonly traps: readonly (readonly number[])[];
  readonly floorsCleared: number;
  readonly multiplier: Exact;
};

/** After k floors: RTP × (tiles / safe)^k, the inverse of the chance of clearing them. */
export function towerMultiplier(params: TowerParams, floorsCleared: number): Exact {
  const { tiles, safe } = TOWER_DIFFICULTIES[params.difficulty];
  return mul(
    exact(params.rtpBasisPoints, 10_000),
    exact(BigInt(tiles) ** BigInt(floorsCleared), BigInt(safe) ** BigInt(floorsCleared)),
  );
}

export function playTower(randomness: Randomness, params: TowerParams, { tiles }: TowerChoice): TowerOutcome {
  const { tiles: width, safe } = TOWER_DIFFICULTIES[params.difficulty];
  if (
    tiles.length < 1 ||
    tiles.length > params.floors ||
    tiles.some((tile) => !Number.isInteger(tile) || tile < 0 || tile >= width)
  ) {
    throw new RangeError(`choose a tile 0–${width - 1} on 1 to ${params.floors} floors`);
  }
  const traps: number[][] = [];
  for (const [floor, tile] of tiles.entries()) {
    // A floor's traps are drawn only when the player reaches it, one partial shuffle per floor.
    const floorTraps = drawWithoutReplacement(randomness, width, width - safe).sort((a, b) => a - b);
    traps.push(floorTraps);
    if (floorTraps.includes(tile)) return { traps, floorsCleared: floor, multiplier: exact(0) };
  }
  return { traps, floorsCleared: tiles.length, multiplier: towerMultiplier(params, tiles.length) };
}

/** Cashing out after k floors: (safe / tiles)^k × the multiplier. */
export function towerExactRtp(params: TowerParams, floors: number): Exact {
  const { tiles, safe } = TOWER_DIFFICULTIES[params.difficulty];
  return mul(exact(BigInt(safe) ** BigInt(floors), BigInt(tiles) ** BigInt(floors)), towerMultiplier(params, floors));
}
