import type { GameRound } from '@casino/contracts';

export type RoundOutcome = 'win' | 'loss' | 'even';

/** What the round left the player with: wins minus stakes, in minor units (negative for a loss). */
export const roundNet = (round: Pick<GameRound, 'total_bets' | 'total_wins'>): number =>
  round.total_wins - round.total_bets;

/** How the net reads at a glance: the colour and sign of the result column. */
export function roundOutcome(net: number): RoundOutcome {
  if (net > 0) return 'win';
  if (net < 0) return 'loss';
  return 'even';
}

/**
 * The page after the ones loaded, or none. The endpoint tells no total, so a page shorter than the page size is the
 * last one (an exactly full last page costs one more request, which answers empty).
 */
export function nextRoundsPage(
  lastPage: readonly unknown[],
  loadedPages: number,
  pageSize: number,
): number | undefined {
  return lastPage.length < pageSize ? undefined : loadedPages + 1;
}
