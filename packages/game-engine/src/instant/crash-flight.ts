import { MAX_MULTIPLIER_HUNDREDTHS } from './multiplier-draw';

/**
 * The clock of a shared crash round (docs/live.md, "Crash"): from take-off the multiplier grows exponentially,
 * 1.00× at 0 and doubling about every 5.8 s (e^(0.00012 t), t in milliseconds), so 10× takes 19 s and 100× 38 s.
 * The server reads it to price a cash-out and to know when the round crashes; the frame reads it to draw the climb.
 * Floats are fine here: the server's reading is the only one that pays, and each time maps to one multiplier.
 */
export const CRASH_GROWTH_PER_MS = 0.00012;

/** The multiplier (hundredths, rounded down) `elapsedMs` after take-off; never above the highest crash point. */
export function flightMultiplierAt(elapsedMs: number): number {
  const hundredths = Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs)));
  return Math.min(MAX_MULTIPLIER_HUNDREDTHS, hundredths);
}

/**
 * How long a round flies: the first whole millisecond at which the multiplier would pass the crash point. Until
 * then the multiplier is at most the crash point, so a cash-out taken before it is in time (as an auto cash-out
 * exactly at the crash point is). The highest crash point ends a millisecond after the multiplier reaches it.
 */
export function flightMsOf(crashPointHundredths: number): number {
  const passes = (ms: number) =>
    crashPointHundredths >= MAX_MULTIPLIER_HUNDREDTHS
      ? flightMultiplierAt(ms - 1) >= MAX_MULTIPLIER_HUNDREDTHS
      : flightMultiplierAt(ms) > crashPointHundredths;
  // The estimate from the logarithm, then corrected by the clock itself so the two never disagree.
  let ms = Math.max(
    0,
    Math.ceil(Math.log((Math.min(crashPointHundredths, MAX_MULTIPLIER_HUNDREDTHS) + 1) / 100) / CRASH_GROWTH_PER_MS),
  );
  while (!passes(ms)) ms += 1;
  while (ms > 0 && passes(ms - 1)) ms -= 1;
  return ms;
}
