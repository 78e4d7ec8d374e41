import { z } from 'zod';

export const crashViewSchema = z.object({
  crash_point: z.number().int(),
  auto_cash_out: z.number().int(),
  won: z.boolean(),
  multiplier: z.string(),
});

/** How long the climb to a crash point lasts: longer for higher points, but never a wait (at most 7 s). */
export function climbDurationMs(crashPointHundredths: number): number {
  const growth = Math.log(Math.max(100, crashPointHundredths) / 100);
  return Math.round(Math.min(7000, 900 + 1600 * growth));
}

/** The multiplier shown at progress 0…1 of the climb: exponential, as the live game's clock would make it. */
export function multiplierAt(progress: number, crashPointHundredths: number): number {
  const growth = Math.log(Math.max(100, crashPointHundredths) / 100);
  return Math.floor(100 * Math.exp(growth * Math.min(1, Math.max(0, progress))));
}

/** The curve so far as an SVG path in a 100 × 60 box, scaled so the latest point sits near the top. */
export function curvePath(progress: number, crashPointHundredths: number): string {
  const current = multiplierAt(progress, crashPointHundredths);
  const top = Math.max(200, current * 1.15);
  const points = Array.from({ length: 41 }, (_, index) => {
    const step = (index / 40) * progress;
    const value = multiplierAt(step, crashPointHundredths);
    const x = 2 + step * 96;
    const y = 58 - ((value - 100) / (top - 100)) * 52;
    return `${x.toFixed(2)} ${y.toFixed(2)}`;
  });
  return `M${points.join(' L')}`;
}

/** A shared flight's window: the first 10 s fill the chart's width, then the view widens with the flight. */
const FLIGHT_SPAN_MS = 10_000;

/**
 * A shared round's flight so far as an SVG path in the same 100 × 60 box, `elapsedMs` after take-off: the server's
 * clock (`flightMultiplierAt`), so every seat draws the same curve at the same moment.
 */
export function flightPath(elapsedMs: number, multiplierAt: (ms: number) => number): string {
  const elapsed = Math.max(0, elapsedMs);
  const span = Math.max(FLIGHT_SPAN_MS, elapsed);
  const top = Math.max(200, multiplierAt(elapsed) * 1.15);
  const points = Array.from({ length: 41 }, (_, index) => {
    const ms = (index / 40) * elapsed;
    const x = 2 + (ms / span) * 96;
    const y = 58 - ((multiplierAt(ms) - 100) / (top - 100)) * 52;
    return `${x.toFixed(2)} ${y.toFixed(2)}`;
  });
  return `M${points.join(' L')}`;
}

/** Where the flight's latest point sits on the chart's x axis (0…100), for the area under the curve. */
export const flightEndX = (elapsedMs: number) =>
  2 + (Math.max(0, elapsedMs) / Math.max(FLIGHT_SPAN_MS, elapsedMs)) * 96;
