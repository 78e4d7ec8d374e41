import type { StudioRound } from '@casino/contracts';

/**
 * What the game frame tells the game page around it. Posted to our own origin only: the lobby is same-origin, and a
 * page that framed the game from elsewhere must not learn balances.
 */
export type StudioParentMessage =
  | { type: 'studio:ready' }
  | {
      type: 'studio:round';
      round_id: string;
      stake: number;
      win: number;
      balance: number;
      currency: string;
      finished: boolean;
    }
  | { type: 'studio:deposit' }
  | { type: 'studio:session-invalid' };

export function postToParent(message: StudioParentMessage, target: Window = window.parent): void {
  // Opened on its own (no frame), the game has no parent to tell.
  if (target === window) return;
  target.postMessage(message, location.origin);
}

/** What the game page hears after a settled round or step: enough to refresh its balance and session figures. */
export function roundMessage(round: StudioRound, currency: string): StudioParentMessage {
  return {
    type: 'studio:round',
    round_id: round.id,
    // A round of the casino's free spins stakes nothing of the player's: the page's net position leaves it out.
    stake: round.freespins === undefined ? round.stake : 0,
    win: round.win,
    balance: round.balance,
    currency,
    finished: round.status === 'finished',
  };
}
