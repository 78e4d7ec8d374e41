import { exact, playScratch, SCRATCH_DEFAULTS, SCRATCH_TICKETS, scratchExactRtp } from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { multiplierText, noActions, winOf } from './family-kit';

const params = z.object({
  /** Prizes (× stake) and how many of every 1,000 tickets carry each; the rest lose. Seven symbols. */
  prizes: z
    .array(z.object({ multiplier: z.number().int().min(1).max(10_000), tickets: z.number().int().min(0) }))
    .length(7)
    .refine((prizes) => prizes.reduce((total, prize) => total + prize.tickets, 0) <= SCRATCH_TICKETS),
});
type ScratchParams = z.infer<typeof params>;

const choice = z.object({});
type ScratchChoice = z.infer<typeof choice>;

/** Scratch card: 9 tiles of 7 symbols; three alike win that symbol's prize. */
export const scratchFamily: StudioGameFamily<ScratchParams, ScratchChoice> = {
  id: 'scratch',
  params,
  defaults: { prizes: SCRATCH_DEFAULTS.prizes.map((prize) => ({ ...prize })) },
  choice,
  exactRtp: (gameParams) => scratchExactRtp(gameParams),
  hitRate: (gameParams) =>
    exact(
      gameParams.prizes.reduce((total, prize) => total + prize.tickets, 0),
      SCRATCH_TICKETS,
    ),
  play(gameParams, stake, _choice, actions, randomness) {
    noActions(actions);
    const outcome = playScratch(randomness, gameParams);
    return {
      staked: stake,
      returned: winOf(stake, outcome.multiplier),
      actions: [],
      view: { tiles: outcome.card, winning_symbol: outcome.prize, multiplier: multiplierText(outcome.multiplier) },
    };
  },
};
