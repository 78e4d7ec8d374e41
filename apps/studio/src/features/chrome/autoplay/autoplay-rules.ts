/** The round counts a player can pick for autoplay. */
export const AUTOPLAY_ROUNDS = [10, 25, 50, 100] as const;
export type AutoplayRounds = (typeof AUTOPLAY_ROUNDS)[number];

/**
 * What the player set before starting. A loss limit is required (the best-regulated markets that allow autoplay ask
 * for one, and it is the player's protection against a run they are not watching); the single-win stop is optional.
 */
export type AutoplaySettings = {
  readonly rounds: AutoplayRounds;
  /** Stop once the net loss since the start reaches this, minor units (> 0). */
  readonly lossLimit: number;
  /** Stop after a round that returns at least this, minor units; null for never. */
  readonly singleWinStop: number | null;
};

/** Where a run stands after each round: counted from the start, in minor units. */
export type AutoplayProgress = { readonly played: number; readonly staked: number; readonly returned: number };

export type AutoplayStop = 'done' | 'loss-limit' | 'single-win' | 'balance' | 'problem' | 'player';

/**
 * Whether the run goes on after a round that staked `stake` and returned `win`, given the balance now and the stake
 * the next round would take. Checked after every round, before the next is sent, so a limit is never overshot by
 * more than the round that reached it.
 */
export function nextAutoplayStep(
  settings: AutoplaySettings,
  progress: AutoplayProgress,
  round: { stake: number; win: number },
  balance: number,
  nextStake: number,
): { progress: AutoplayProgress; stop: AutoplayStop | null } {
  const next = {
    played: progress.played + 1,
    staked: progress.staked + round.stake,
    returned: progress.returned + round.win,
  };
  const loss = next.staked - next.returned;
  let stop: AutoplayStop | null = null;
  if (settings.singleWinStop !== null && round.win >= settings.singleWinStop) stop = 'single-win';
  // The next round could lose its whole stake: stop before it would take the loss past the limit.
  else if (loss + nextStake > settings.lossLimit) stop = 'loss-limit';
  else if (balance < nextStake) stop = 'balance';
  else if (next.played >= settings.rounds) stop = 'done';
  return { progress: next, stop };
}

/** Whether a run may start at all: a loss limit that covers at least one round, and money for the first. */
export function canStartAutoplay(settings: AutoplaySettings, balance: number, stake: number): boolean {
  return settings.lossLimit >= stake && balance >= stake && stake > 0;
}
