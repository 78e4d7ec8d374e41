/** RTS 12 asks for a prompt to review account history at least every six months. */
export const HISTORY_REVIEW_EVERY_MS = 182 * 24 * 60 * 60 * 1000;

/**
 * What the history prompt does for a player: with nothing remembered, the six months start now (a new player, or a
 * new browser, is not greeted with "it's been six months"); once they have passed, the notice shows.
 */
export function historyReviewState(mark: string | null, now: number): 'start' | 'wait' | 'due' {
  const markedAt = mark === null ? Number.NaN : Date.parse(mark);
  if (!Number.isFinite(markedAt)) return 'start';
  return now - markedAt >= HISTORY_REVIEW_EVERY_MS ? 'due' : 'wait';
}
