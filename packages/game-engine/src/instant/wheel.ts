import { exact, sum, type Exact } from '../exact';
import type { Randomness } from '../randomness';

/** The 20 segments of each risk's wheel, in tenths of the stake, clockwise from the pointer's start. */
export const WHEEL_SEGMENTS_TENTHS = {
  low: [12, 0, 12, 15, 12, 0, 12, 12, 20, 12, 0, 12, 12, 15, 12, 0, 12, 12, 0, 12],
  medium: [0, 16, 0, 20, 0, 16, 0, 30, 0, 16, 0, 20, 0, 16, 0, 60, 0, 0, 0, 0],
  high: [194, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
} as const;
export type WheelRisk = keyof typeof WHEEL_SEGMENTS_TENTHS;

export type WheelParams = { readonly risk: WheelRisk };
export const WHEEL_DEFAULTS: WheelParams = { risk: 'medium' };

export type WheelOutcome = { readonly segment: number; readonly multiplier: Exact };

export function playWheel(randomness: Randomness, params: WheelParams): WheelOutcome {
  const segments = WHEEL_SEGMENTS_TENTHS[params.risk];
  const segment = randomness.nextInt(segments.length);
  return { segment, multiplier: exact(segments[segment]!, 10) };
}

/** Each segment equally likely: the mean of the segments, 19.4 / 20 = 97% on every wheel. */
export const wheelExactRtp = (
  params: WheelParams,
  segments: readonly number[] = WHEEL_SEGMENTS_TENTHS[params.risk],
): Exact => sum(segments.map((tenths) => exact(tenths, 10 * segments.length)));
