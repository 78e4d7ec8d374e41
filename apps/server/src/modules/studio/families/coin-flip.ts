import { COIN_FLIP_DEFAULTS, COIN_SIDES, coinFlipExactRtp, exact, playCoinFlip } from '@casino/game-engine';
import { z } from 'zod';
import type { StudioGameFamily } from './family';
import { multiplierText, noActions, winOf } from './family-kit';

const params = z.object({ rtpBasisPoints: z.number().int().min(9000).max(9900) });
type CoinFlipParams = z.infer<typeof params>;

const choice = z.object({ side: z.enum(COIN_SIDES) });
type CoinFlipChoice = z.infer<typeof choice>;

/** Coin flip: call heads or tails; a right call pays 2 × the RTP. */
export const coinFlipFamily: StudioGameFamily<CoinFlipParams, CoinFlipChoice> = {
  id: 'coin-flip',
  params,
  defaults: { ...COIN_FLIP_DEFAULTS },
  choice,
  exactRtp: (gameParams) => coinFlipExactRtp(gameParams),
  hitRate: () => exact(1, 2),
  play(gameParams, stake, { side: call }, actions, randomness) {
    noActions(actions);
    const outcome = playCoinFlip(randomness, gameParams, call);
    return {
      staked: stake,
      returned: winOf(stake, outcome.multiplier),
      actions: [],
      view: { call, side: outcome.side, won: outcome.won, multiplier: multiplierText(outcome.multiplier) },
    };
  },
};
