import {
  CRASH_DEFAULTS,
  crashExactRtp,
  crashPointReaches,
  MAX_MULTIPLIER_HUNDREDTHS,
  MIN_TARGET_HUNDREDTHS,
  playCrash,
} from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { engineRule, multiplierText, noActions, winOf } from './family-kit';

const params = z.object({ rtpBasisPoints: z.number().int().min(9000).max(9900) });
type CrashParams = z.infer<typeof params>;

const choice = z.object({
  auto_cash_out: z.number().int().min(MIN_TARGET_HUNDREDTHS).max(MAX_MULTIPLIER_HUNDREDTHS),
});
type CrashChoice = z.infer<typeof choice>;

const QUOTED = { autoCashOutHundredths: 200 };

/**
 * Crash, for now as a round of one player: the crash point is drawn from the player's seeds and the bet leaves at its
 * auto cash-out if the rocket gets that far. Shared rounds over realtime come later, with the same maths.
 */
export const crashFamily: StudioGameFamily<CrashParams, CrashChoice> = {
  id: 'crash',
  params,
  defaults: { ...CRASH_DEFAULTS },
  choice,
  exactRtp: (gameParams) => crashExactRtp(gameParams, QUOTED),
  hitRate: (gameParams) => crashPointReaches(gameParams, QUOTED.autoCashOutHundredths),
  play(gameParams, stake, { auto_cash_out }, actions, randomness) {
    noActions(actions);
    const outcome = engineRule('choice.auto_cash_out', () =>
      playCrash(randomness, gameParams, { autoCashOutHundredths: auto_cash_out }),
    );
    return {
      staked: stake,
      returned: winOf(stake, outcome.multiplier),
      actions: [],
      view: {
        crash_point: outcome.crashPointHundredths,
        auto_cash_out,
        won: outcome.cashedOut,
        multiplier: multiplierText(outcome.multiplier),
      },
    };
  },
};
