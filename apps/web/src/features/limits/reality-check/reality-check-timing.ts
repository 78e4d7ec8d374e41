const MINUTE_MS = 60_000;

/**
 * When the next reality check is due (RTS 13): at each whole interval of the session, counted from its start, the
 * first one after the player last answered. A dialog left open past an interval does not queue a second one; the
 * next comes at the following interval. Null when checks are off or the session has no start.
 */
export function nextRealityCheckAt({
  sessionStartedAt,
  intervalMinutes,
  answeredAt,
}: {
  sessionStartedAt: number;
  intervalMinutes: number;
  /** When the player last answered a check (epoch ms); the session start if never. */
  answeredAt: number | null;
}): number | null {
  if (!Number.isFinite(sessionStartedAt) || intervalMinutes <= 0) return null;
  const intervalMs = intervalMinutes * MINUTE_MS;
  const after = Math.max(answeredAt ?? sessionStartedAt, sessionStartedAt);
  const passed = Math.floor((after - sessionStartedAt) / intervalMs);
  return sessionStartedAt + (passed + 1) * intervalMs;
}
