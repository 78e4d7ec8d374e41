/** The contract's bound for a session limit: at most a month of minutes, at least one. */
export const MAX_SESSION_MINUTES = 31 * 24 * 60;

/** Whole minutes typed by the player; what the contract refuses is refused here first, with the same bounds. */
export function parseMinutes(text: string): { minutes: number } | { problem: 'required' | 'format' | 'minutesRange' } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'required' };
  if (!/^\d{1,6}$/.test(trimmed)) return { problem: 'format' };
  const minutes = Number(trimmed);
  if (minutes < 1 || minutes > MAX_SESSION_MINUTES) return { problem: 'minutesRange' };
  return { minutes };
}
