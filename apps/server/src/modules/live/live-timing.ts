import type { LiveKind } from './live-games';

/**
 * A live round's rhythm (docs/live.md): the betting window, the draw shown after bets close (the ball's spin, the
 * cards turned), then the result on screen before the next window opens. Speed tables halve the window; a crash
 * table halves the window and the result, and flies as long as its crash point takes instead of a draw. A decision
 * table's closed phase is the seats' decision window (`decisionMs`) rather than a draw. The base comes from the
 * server's settings (`LIVE_BETTING_MS` and its siblings in config.ts).
 */
export type LiveTiming = { bettingMs: number; drawMs: number; resultMs: number; decisionMs: number };

export function timingOf(base: LiveTiming, game: { title: string; kind: LiveKind }): LiveTiming {
  const half = (ms: number) => Math.round(ms / 2);
  if (game.kind === 'flight') {
    return { ...base, bettingMs: half(base.bettingMs), drawMs: 0, resultMs: half(base.resultMs) };
  }
  return /\bspeed\b/i.test(game.title) ? { ...base, bettingMs: half(base.bettingMs) } : base;
}
