import {
  exact,
  LIMBO_DEFAULTS,
  limboExactRtp,
  MAX_MULTIPLIER_HUNDREDTHS,
  MIN_TARGET_HUNDREDTHS,
  playLimbo,
  reachProbability,
} from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { engineRule, multiplierText, noActions, winOf } from './family-kit';

const params = z.object({ rtpBasisPoints: z.number().int().min(9000).max(9900) });
type LimboParams = z.infer<typeof params>;

const choice = z.object({ target: z.number().int().min(MIN_TARGET_HUNDREDTHS).max(MAX_MULTIPLIER_HUNDREDTHS) });
type LimboChoice = z.infer<typeof choice>;

/** Quoted for a 2.00× target; every target returns the RTP to within 2^-32 (docs/game-maths.md). */
const QUOTED = { targetHundredths: 200 };

/** Limbo: a multiplier is drawn; the bet wins its target when the result reaches it. */
export const limboFamily: StudioGameFamily<LimboParams, LimboChoice> = {
  id: 'limbo',
  params,
  defaults: { ...LIMBO_DEFAULTS },
  choice,
  exactRtp: (gameParams) => limboExactRtp(gameParams, QUOTED),
  hitRate: (gameParams) => reachProbability(gameParams.rtpBasisPoints, QUOTED.targetHundredths),
  play(gameParams, stake, { target }, actions, randomness) {
    noActions(actions);
    const outcome = engineRule('choice.target', () => playLimbo(randomness, gameParams, { targetHundredths: target }));
    return {
      staked: stake,
      returned: winOf(stake, outcome.multiplier),
      actions: [],
      view: {
        result: outcome.resultHundredths,
        target,
        won: outcome.won,
        multiplier: multiplierText(outcome.won ? exact(target, 100) : exact(0)),
      },
    };
  },
};
