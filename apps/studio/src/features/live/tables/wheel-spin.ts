import { WHEEL_SEGMENT_COUNT } from '../../../games/wheel/wheel-choice';

/** How fast the money wheel turns while the draw is on (degrees a second): a lively spin a player can follow. */
export const FREE_SPIN_DEG_PER_S = 400;

/** Where segment `segment` sits under the pointer at the top, as an angle in [0, 360). */
export function segmentRest(segment: number): number {
  const angle = -(segment + 0.5) * (360 / WHEEL_SEGMENT_COUNT);
  return ((angle % 360) + 360) % 360;
}

/**
 * The angle the wheel comes to rest at: the first one past `from + minTravel` (the wheel only ever turns forward)
 * that puts the drawn segment under the pointer.
 */
export function landingAngle(from: number, segment: number, minTravel: number): number {
  const floor = from + minTravel;
  const rest = segmentRest(segment);
  const turns = Math.ceil((floor - rest) / 360);
  return rest + turns * 360;
}

/**
 * How far a wheel turning at `FREE_SPIN_DEG_PER_S` travels while it slows to a stop over `ms` along `easeOut`: its
 * speed at the start of the slow-down is the free spin's, so the landing follows on without a jolt.
 */
export const slowDownTravel = (ms: number) => (FREE_SPIN_DEG_PER_S * ms) / 1000 / 3;

/** Cubic ease-out: the wheel slows steadily to rest; its starting speed is three times the average. */
export const easeOut = (t: number) => 1 - (1 - t) ** 3;
