import {
  exact,
  guessHiLo,
  HI_LO_DEFAULTS,
  HI_LO_RANKS,
  hiLoCardOf,
  hiLoCashOut,
  hiLoExactRtp,
  hiLoWinningRanks,
  likelierGuess,
  mul,
  startHiLo,
  sum,
  compare,
  type Exact,
  type HiLoGuess,
  type HiLoState,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyRound, StudioGameFamily } from './family';
import { IllegalPlay } from './family';
import { multiplierText, recordingRandomness, winOf } from './family-kit';

const params = z.object({ rtpBasisPoints: z.number().int().min(9000).max(9900) });
type HiLoParams = z.infer<typeof params>;

const choice = z.object({});
type HiLoChoice = z.infer<typeof choice>;

const GUESSES: Readonly<Record<string, HiLoGuess>> = { higher: 'higher-or-same', lower: 'lower-or-same' };

/**
 * A run is cashed out by itself once it is worth this many stakes (or after MAX_GUESSES guesses): it keeps every win a whole number far inside the
 * safe-integer range. Cashing out at any point returns the same RTP, so the cap changes no return.
 */
const AUTO_CASH_OUT = exact(10_000);

/** A run ends by itself after this many guesses, so a round (replayed at every step) stays short. */
const MAX_GUESSES = 100;

const guessValue = (gameParams: HiLoParams, state: HiLoState, guess: HiLoGuess): Exact =>
  mul(hiLoCashOut(gameParams, state), exact(HI_LO_RANKS, hiLoWinningRanks(state.card, guess)));

/** Hi-Lo: a card is dealt; guess whether the next is higher-or-same or lower-or-same; cash out after a right guess. */
export const hiLoFamily: StudioGameFamily<HiLoParams, HiLoChoice> = {
  id: 'hi-lo',
  params,
  defaults: { ...HI_LO_DEFAULTS },
  choice,
  // Quoted for one guess on the likelier side, then cashing out (every strategy returns the same).
  exactRtp: (gameParams) => hiLoExactRtp(gameParams, 1),
  hitRate: () =>
    sum(
      Array.from({ length: HI_LO_RANKS }, (_, index) =>
        exact(hiLoWinningRanks(index + 1, likelierGuess(index + 1)), HI_LO_RANKS * HI_LO_RANKS),
      ),
    ),
  play(gameParams, stake, _choice, actions, randomness): FamilyRound {
    const draws = recordingRandomness(randomness);
    let state = startHiLo(draws);
    let rightGuesses = 0;
    let cashedOut = false;
    for (const { action } of actions) {
      if (state.lost || cashedOut) throw new IllegalPlay('action', 'The round is finished');
      if (action === 'cashout') {
        if (rightGuesses === 0) throw new IllegalPlay('action', 'Guess right once before cashing out');
        cashedOut = true;
        continue;
      }
      const guess = GUESSES[action];
      if (!guess) throw new IllegalPlay('action', `Hi-Lo takes higher, lower or cashout, not ${action}`);
      state = guessHiLo(draws, state, guess);
      if (!state.lost) rightGuesses += 1;
      const guesses = draws.draws.length - 1;
      if (compare(hiLoCashOut(gameParams, state), AUTO_CASH_OUT) >= 0 || guesses >= MAX_GUESSES) cashedOut = true;
    }
    const finished = state.lost || cashedOut;
    const multiplier = hiLoCashOut(gameParams, state);
    const view = {
      cards: draws.draws.map(hiLoCardOf),
      multiplier: multiplierText(multiplier),
      higher_multiplier: finished ? null : multiplierText(guessValue(gameParams, state, 'higher-or-same')),
      lower_multiplier: finished ? null : multiplierText(guessValue(gameParams, state, 'lower-or-same')),
      lost: state.lost,
    };
    if (finished) return { staked: stake, returned: winOf(stake, multiplier), actions: [], view };
    return {
      staked: stake,
      returned: null,
      actions: rightGuesses > 0 ? ['higher', 'lower', 'cashout'] : ['higher', 'lower'],
      view,
    };
  },
};
