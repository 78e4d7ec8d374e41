import { exact, mul, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { choose, drawWithoutReplacement } from './combinatorics';

export const MINES_TILES = 25;

export type MinesParams = { readonly mines: number; readonly rtpBasisPoints: number };
export const MINES_DEFAULTS: MinesParams = { mines: 3, rtpBasisPoints: 9800 };

/** Tiles (0–24, row by row) in the order the player opens them; the player cashes out after the last one. */
export type MinesChoice = { readonly picks: readonly number[] };

export type MinesOutcome = {
  readonly mineTiles: readonly number[];
  /** Tiles opened safely before the round ended. */
  readonly safePicks: number;
  readonly hitMine: boolean;
  readonly multiplier: Exact;
};

function checkParams({ mines }: MinesParams): void {
  if (!Number.isInteger(mines) || mines < 1 || mines > 24) throw new RangeError('Mines has 1 to 24 mines');
}

/** After k safe tiles: RTP × C(25, k) / C(25 − mines, k), the inverse of the chance of getting that far. */
export function minesMultiplier(params: MinesParams, safePicks: number): Exact {
  checkParams(params);
  if (safePicks > MINES_TILES - params.mines) throw new RangeError('there are not that many safe tiles');
  return mul(
    exact(params.rtpBasisPoints, 10_000),
    exact(choose(MINES_TILES, safePicks), choose(MINES_TILES - params.mines, safePicks)),
  );
}

export function playMines(randomness: Randomness, params: MinesParams, choice: MinesChoice): MinesOutcome {
  checkParams(params);
  const { picks } = choice;
  if (
    picks.length < 1 ||
    new Set(picks).size !== picks.length ||
    picks.some((tile) => tile < 0 || tile >= MINES_TILES)
  ) {
    throw new RangeError('pick distinct tiles 0–24');
  }
  minesMultiplier(params, picks.length);
  // The mines are placed before the first pick, independently of it, as the verifier will replay them.
  const mineTiles = drawWithoutReplacement(randomness, MINES_TILES, params.mines).sort((a, b) => a - b);
  const firstMine = picks.findIndex((tile) => mineTiles.includes(tile));
  if (firstMine >= 0) return { mineTiles, safePicks: firstMine, hitMine: true, multiplier: exact(0) };
  return { mineTiles, safePicks: picks.length, hitMine: false, multiplier: minesMultiplier(params, picks.length) };
}

/** Cashing out after k picks: P(k safe) = C(25 − mines, k) / C(25, k), times the multiplier. */
export function minesExactRtp(params: MinesParams, picks: number): Exact {
  const safe = exact(choose(MINES_TILES - params.mines, picks), choose(MINES_TILES, picks));
  return mul(safe, minesMultiplier(params, picks));
}
