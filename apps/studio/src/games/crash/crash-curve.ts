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
