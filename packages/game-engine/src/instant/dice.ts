import { exact, type Exact } from '../exact';
import type { Randomness } from '../randomness';

/** Rolls are 0.00–99.99, drawn as a whole number of hundredths. */
export const DICE_OUTCOMES = 10_000;

export type DiceParams = { readonly rtpBasisPoints: number };
export const DICE_DEFAULTS: DiceParams = { rtpBasisPoints: 9900 };

/** Win when the roll (in hundredths) is strictly under, or strictly over, the target (in hundredths). */
export type DiceChoice = { readonly targetHundredths: number; readonly direction: 'under' | 'over' };

export type DiceOutcome = { readonly rollHundredths: number; readonly won: boolean; readonly multiplier: Exact };

export function diceWinningRolls({ targetHundredths, direction }: DiceChoice): number {
  const winning = direction === 'under' ? targetHundredths : DICE_OUTCOMES - 1 - targetHundredths;
  // Between 0.01% and 98% to win, so every win pays more than the stake.
  if (!Number.isInteger(targetHundredths) || winning < 1 || winning > 9800) {
    throw new RangeError('the dice target must leave a win chance between 0.01% and 98%');
  }
  return winning;
}

/** Pays RTP ÷ win chance, so every target returns the same RTP: 9900 / winning rolls at 99%. */
export function diceMultiplier(params: DiceParams, choice: DiceChoice): Exact {
  return exact(params.rtpBasisPoints, diceWinningRolls(choice));
}

export function playDice(randomness: Randomness, params: DiceParams, choice: DiceChoice): DiceOutcome {
  const multiplier = diceMultiplier(params, choice);
  const rollHundredths = randomness.nextInt(DICE_OUTCOMES);
  const won =
    choice.direction === 'under' ? rollHundredths < choice.targetHundredths : rollHundredths > choice.targetHundredths;
  return { rollHundredths, won, multiplier: won ? multiplier : exact(0) };
}

/** Winning rolls ÷ 10,000 × the multiplier: the RTP in basis points, whatever the target. */
export function diceExactRtp(params: DiceParams, choice: DiceChoice): Exact {
  const winning = diceWinningRolls(choice);
  return exact(winning * params.rtpBasisPoints, DICE_OUTCOMES * winning);
}
