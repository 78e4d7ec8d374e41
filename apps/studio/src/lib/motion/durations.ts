export type MotionSettings = { readonly reducedMotion: boolean; readonly turbo: boolean };

/**
 * How long a game's reveal animation runs. Reduced motion shows the outcome after a short fade; turbo (where the
 * licence allows it) runs the animation at a third of its length.
 */
export function revealDuration(fullMs: number, { reducedMotion, turbo }: MotionSettings): number {
  if (reducedMotion) return Math.min(fullMs, 150);
  return turbo ? Math.round(fullMs / 3) : fullMs;
}
