import type { StudioRound } from '@casino/contracts';
import type { z } from 'zod';

/** A whole-number parameter of the catalogue game, or the engine's default when the catalogue leaves it out. */
export function intParam(params: Record<string, unknown>, key: string, fallback: number): number {
  const value = params[key];
  return typeof value === 'number' && Number.isInteger(value) ? value : fallback;
}

export function stringParam(params: Record<string, unknown>, key: string, fallback: string): string {
  const value = params[key];
  return typeof value === 'string' ? value : fallback;
}

/** The round's view read through the family's schema; undefined for another family's round or a malformed view. */
export function readView<T>(round: StudioRound | null, family: string, schema: z.ZodType<T>): T | undefined {
  if (!round || round.family !== family) return undefined;
  const parsed = schema.safeParse(round.view);
  return parsed.success ? parsed.data : undefined;
}
