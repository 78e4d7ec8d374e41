import { DICE_DEFAULTS, DICE_OUTCOMES, diceExactRtp, diceWinningRolls, exact, playDice } from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { engineRule, multiplierText, noActions, winOf } from './family-kit';

const params = z.object({ rtpBasisPoints: z.number().int().min(9000).max(9900) });
type DiceParams = z.infer<typeof params>;

const choice = z.object({
  /** Hundredths: 50.00 is 5000. The engine allows a win chance between 0.01% and 98%. */
  target: z
    .number()
    .int()
    .min(0)
    .max(DICE_OUTCOMES - 1),
  direction: z.enum(['under', 'over']),
});
type DiceChoice = z.infer<typeof choice>;

/** The choice the game object's RTP and hit rate are quoted for: under 50.00 (every target has the same RTP). */
const QUOTED = { targetHundredths: 5000, direction: 'under' } as const;

/** Dice: one roll 0.00–99.99 against the player's target, under or over it. */
export const diceFamily: StudioGameFamily<DiceParams, DiceChoice> = {
  id: 'dice',
  params,
  defaults: { rtpBasisPoints: DICE_DEFAULTS.rtpBasisPoints },
  choice,
  exactRtp: (gameParams) => diceExactRtp(gameParams, QUOTED),
  hitRate: () => exact(diceWinningRolls(QUOTED), DICE_OUTCOMES),
  play(gameParams, stake, { target, direction }, actions, randomness) {
    noActions(actions);
    const engineChoice = { targetHundredths: target, direction };
    engineRule('choice.target', () => diceWinningRolls(engineChoice));
    const outcome = playDice(randomness, gameParams, engineChoice);
    return {
      staked: stake,
      returned: winOf(stake, outcome.multiplier),
      actions: [],
      view: {
        roll: outcome.rollHundredths,
        target,
        direction,
        won: outcome.won,
        multiplier: multiplierText(outcome.multiplier),
      },
    };
  },
};
