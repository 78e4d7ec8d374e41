import type { StudioRound } from '@casino/contracts';
import { latestSpin, type SlotView } from './slot-view';

/** Where a round's free spins stand, as the counter shows it. */
export type FreeSpinsProgress = {
  /** Free spins played so far. */
  readonly played: number;
  /** Played plus still to play (retriggers included). */
  readonly total: number;
  readonly left: number;
  readonly multiplier: number;
  /** What the free spins alone have paid so far (the round's win less the paid spin's). */
  readonly won: number;
};

export function freeSpinsProgress(view: SlotView, multiplier: number): FreeSpinsProgress {
  const paidWin = view.spins[0]?.win ?? 0;
  return {
    played: view.free_spins_played,
    total: view.free_spins_played + view.free_spins_left,
    left: view.free_spins_left,
    multiplier,
    won: view.round_win - paidWin,
  };
}

/** Whether the round has free spins still to play: the server then offers only `spin`. */
export const hasFreeSpinsLeft = (round: StudioRound | null, view: SlotView | undefined) =>
  round?.status === 'open' && round.actions.includes('spin') && view !== undefined && view.free_spins_left > 0;

/**
 * What the first screen does with the session's open round (RTS 10): a slot round left open always has free spins
 * to play, so they resume, after a panel that says so (never on their own: the player may have walked away).
 * A round of another family or a view that does not parse cannot be resumed here.
 */
export type ResumePlan = { readonly kind: 'none' } | { readonly kind: 'free-spins'; readonly left: number };

export function resumePlan(openRound: StudioRound | null, view: SlotView | undefined): ResumePlan {
  if (!hasFreeSpinsLeft(openRound, view) || !view) return { kind: 'none' };
  return { kind: 'free-spins', left: view.free_spins_left };
}

/** Whether the spin just shown started or added free spins, and how many. */
export function freeSpinsJustAwarded(view: SlotView): number {
  return latestSpin(view).free_spins_awarded;
}

/** Whether a spin's answer finished the round's free spins (the outro then shows their total). */
export const freeSpinsEnded = (round: StudioRound, view: SlotView) =>
  round.status === 'finished' && view.free_spins_played > 0;
