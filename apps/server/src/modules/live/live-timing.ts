/**
 * A live round's rhythm (docs/live.md): the betting window, the draw shown after bets close (the ball's spin, the
 * cards turned), then the result on screen before the next window opens. Speed tables halve the window.
 */
export type LiveTiming = { bettingMs: number; drawMs: number; resultMs: number };

export const DEFAULT_LIVE_TIMING: LiveTiming = { bettingMs: 15_000, drawMs: 4_000, resultMs: 6_000 };

export const timingOf = (base: LiveTiming, title: string): LiveTiming =>
  /\bspeed\b/i.test(title) ? { ...base, bettingMs: Math.round(base.bettingMs / 2) } : base;
