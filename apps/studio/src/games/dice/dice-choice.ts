import { diceMultiplier, diceWinningRolls, DICE_OUTCOMES } from '@casino/game-engine';
import { z } from 'zod';

export type DiceDirection = 'under' | 'over';
export type DiceUiState = { readonly targetHundredths: number; readonly direction: DiceDirection };

/** The engine allows a win chance between 0.01% and 98% (packages/game-engine/src/instant/dice.ts). */
const MAX_WINNING_ROLLS = 9800;

/** The targets a direction allows, in hundredths: under 0.01–98.00, over 1.99–99.98. */
export function diceTargetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: 1, max: MAX_WINNING_ROLLS }
    : { min: DICE_OUTCOMES - 1 - MAX_WINNING_ROLLS, max: DICE_OUTCOMES - 2 };
}

export function clampDiceTarget(targetHundredths: number, direction: DiceDirection): number {
  const { min, max } = diceTargetRange(direction);
  return Math.min(max, Math.max(min, Math.round(targetHundredths)));
}

/**
 * Switching direction keeps the same win chance: under 49.50 (4,950 winning rolls) becomes over 50.49, so the
 * multiplier the player was looking at does not jump.
 */
export function flipDiceDirection({ targetHundredths, direction }: DiceUiState): DiceUiState {
  const next: DiceDirection = direction === 'under' ? 'over' : 'under';
  return { direction: next, targetHundredths: clampDiceTarget(DICE_OUTCOMES - 1 - targetHundredths, next) };
}

/** Win chance in hundredths of a percent (4950 = 49.50%) and the multiplier in ten-thousandths, truncated as the server does. */
export function diceOdds(rtpBasisPoints: number, state: DiceUiState) {
  const winningRolls = diceWinningRolls(state);
  const multiplier = diceMultiplier({ rtpBasisPoints }, state);
  return {
    winChanceHundredths: winningRolls,
    multiplierTenThousandths: Number((multiplier.n * 10_000n) / multiplier.d),
  };
}

/** The round's choice as the server takes it. */
export function buildDiceChoice(state: DiceUiState): { target: number; direction: DiceDirection } {
  return { target: clampDiceTarget(state.targetHundredths, state.direction), direction: state.direction };
}

export const diceViewSchema = z.object({
  roll: z.number().int(),
  target: z.number().int(),
  direction: z.enum(['under', 'over']),
  won: z.boolean(),
  multiplier: z.string(),
});
