import { WHEEL_SEGMENTS_TENTHS, type WheelRisk } from '@casino/game-engine';
import { z } from 'zod';

export const WHEEL_RISKS = Object.keys(WHEEL_SEGMENTS_TENTHS) as WheelRisk[];
export type { WheelRisk };
export const WHEEL_SEGMENT_COUNT = 20;

export const wheelViewSchema = z.object({
  risk: z.enum(['low', 'medium', 'high']),
  segment: z.number().int().min(0).max(19),
  multiplier: z.string(),
});

export const isWheelRisk = (risk: string): risk is WheelRisk => risk in WHEEL_SEGMENTS_TENTHS;
export const buildWheelChoice = (risk: WheelRisk) => ({ risk });

/** The 20 multipliers of a risk's wheel as decimal strings, from the game's parameters or the engine's wheels. */
export function wheelSegments(params: Record<string, unknown>, risk: WheelRisk): string[] {
  const fromParams = (params.segments as Record<string, unknown> | undefined)?.[risk];
  if (Array.isArray(fromParams) && fromParams.length === WHEEL_SEGMENT_COUNT) return fromParams.map(String);
  return WHEEL_SEGMENTS_TENTHS[risk].map((tenths) => (tenths / 10).toFixed(2));
}

/**
 * The wheel's final angle, clockwise, so segment `segment` (0 at the pointer, counting clockwise) stops under the
 * pointer at the top: whole turns for the show, then back by the segment's centre.
 */
export function wheelAngle(segment: number, spins: number): number {
  const slice = 360 / WHEEL_SEGMENT_COUNT;
  return (4 + spins) * 360 - (segment + 0.5) * slice;
}

/** The same multipliers share a colour, so the player reads the wheel at a glance. */
export function segmentColour(multiplier: string): string {
  const value = Number(multiplier);
  if (value === 0) return '#1e2147';
  if (value < 1.5) return '#6366f1';
  if (value < 2) return '#a855f7';
  if (value < 3) return '#ec4899';
  if (value < 6) return '#f59e0b';
  return '#fde047';
}
