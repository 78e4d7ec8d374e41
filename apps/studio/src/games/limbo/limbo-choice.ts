import { z } from 'zod';
import { parseAmount } from '../../lib/money/format-amount';

/** Targets the engine takes, in hundredths: 1.01× to 1,000,000.00×. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

export const limboViewSchema = z.object({
  result: z.number().int(),
  target: z.number().int(),
  won: z.boolean(),
  multiplier: z.string(),
});

/** A typed multiplier ("2", "2.5", "2,50") in hundredths, or undefined when it is not one the engine takes. */
export function parseTarget(text: string): number | undefined {
  const hundredths = parseAmount(text, 2);
  if (hundredths === undefined || hundredths < LIMBO_MIN_TARGET || hundredths > LIMBO_MAX_TARGET) return undefined;
  return hundredths;
}

const TWO_POW_32 = 2n ** 32n;

/**
 * The exact chance of reaching a target of t hundredths, floor(bp × 2^32 / (100 t)) / 2^32 (docs/game-maths.md),
 * in millionths of a percent truncated, for display as a percentage with up to six decimals.
 */
export function reachChanceMicroPercent(rtpBasisPoints: number, targetHundredths: number): number {
  const reaching = (BigInt(rtpBasisPoints) * TWO_POW_32) / (100n * BigInt(targetHundredths));
  return Number((reaching * 100_000_000n) / TWO_POW_32);
}

export const buildLimboChoice = (targetHundredths: number) => ({ target: targetHundredths });

/** Crash takes the same bounds for its auto cash-out. */
export const buildCrashChoice = (autoCashOutHundredths: number) => ({ auto_cash_out: autoCashOutHundredths });
