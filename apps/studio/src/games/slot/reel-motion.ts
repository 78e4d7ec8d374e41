/**
 * The arithmetic of a spinning reel, free of any renderer. A reel's position is the strip index of the symbol in
 * its top row, as a real number: the fraction is how far the strip has slid down from that index. Reels scroll
 * downwards (new symbols come in at the top), so the position falls while the reel spins and lands on the stop.
 */

/** Whole-symbol index into a strip of `length`, for any position (negative ones included). */
export const wrapIndex = (index: number, length: number) => ((index % length) + length) % length;

/** What a reel at `position` shows: the symbol of each drawn row from the row above the window, and the slide. */
export function reelFrame(strip: readonly string[], position: number, rows: number) {
  const top = Math.floor(position);
  // Drawn rows 0…rows: the extra one fills the gap the slide opens at the bottom of the window.
  const symbols = Array.from({ length: rows + 1 }, (_, row) => strip[wrapIndex(top + row, strip.length)]!);
  return { symbols, slide: position - top };
}

/** Ease-out with a small overshoot, so a reel bumps past its stop and settles back, as mechanical reels do. */
export function easeOutBack(x: number, overshoot = 0.9): number {
  const c3 = overshoot + 1;
  return 1 + c3 * (x - 1) ** 3 + overshoot * (x - 1) ** 2;
}

/** The slope of `easeOutBack` at 0: how fast the landing starts, in units of its distance per its duration. */
export const easeOutBackStartSlope = (overshoot = 0.9) => overshoot + 3;

/**
 * Where a landing starts so that it ends exactly on `stop` at the reel's full speed: the reel is re-indexed once,
 * while blurred, to `stop` plus the distance the easing covers, keeping the fraction so nothing visibly jumps. The
 * last symbols to pass are then the real strip above the stop.
 */
export function landingStart(
  currentPosition: number,
  stop: number,
  speedSymbolsPerMs: number,
  durationMs: number,
  overshoot = 0.9,
): number {
  const distance = Math.max(1, Math.round((speedSymbolsPerMs * durationMs) / easeOutBackStartSlope(overshoot)));
  const fraction = currentPosition - Math.floor(currentPosition);
  return stop + distance + fraction;
}

/** A landing's position `elapsedMs` after it started from `start`, ending on `stop` after `durationMs`. */
export function landingPosition(
  start: number,
  stop: number,
  elapsedMs: number,
  durationMs: number,
  overshoot = 0.9,
): number {
  if (elapsedMs >= durationMs) return stop;
  const x = Math.max(0, elapsedMs / durationMs);
  return start - (start - stop) * easeOutBack(x, overshoot);
}

/**
 * A free-running reel's position `elapsedMs` after the spin began at `from`: a short lift (the reel is pulled up
 * before it lets go), then a quick run-up to full speed.
 */
export function spinningPosition(from: number, elapsedMs: number, speedSymbolsPerMs: number): number {
  const liftMs = 140;
  const rampMs = 220;
  if (elapsedMs < liftMs) return from + 0.22 * Math.sin((Math.PI * elapsedMs) / liftMs);
  const running = elapsedMs - liftMs;
  const travelled =
    running < rampMs
      ? (speedSymbolsPerMs * running * running) / (2 * rampMs)
      : speedSymbolsPerMs * (running - rampMs / 2);
  return from - travelled;
}
