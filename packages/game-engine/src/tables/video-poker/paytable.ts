import type { HandRank } from './hand-rank';
import type { DeucesWildRank } from './deuces-wild';
import { DEUCES_WILD_RANKS } from './deuces-wild';
import { HAND_RANKS } from './hand-rank';

/**
 * What each final hand returns per unit staked, stake included ("for one", as video poker machines quote it), in
 * hundredths so a paytable can be changed by a fraction and still be summed in whole numbers.
 */
export type VideoPokerPaytable = Readonly<Record<HandRank, number>>;

/**
 * Full-pay Jacks or Better 9/6, at the machines' five-coin rate for every stake: the royal returns 800 for one
 * (4,000 for five coins), not the 250 of a one-coin bet, so no stake is worse than another.
 */
export const JACKS_OR_BETTER_9_6: VideoPokerPaytable = {
  nothing: 0,
  'jacks-or-better': 100,
  'two-pair': 200,
  'three-of-a-kind': 300,
  straight: 400,
  flush: 600,
  'full-house': 900,
  'four-of-a-kind': 2500,
  'straight-flush': 5000,
  'royal-flush': 80000,
};

/** The paytable as an array indexed like `HAND_RANKS`, checked to be whole hundredths. */
export function paysByRankIndex(paytable: VideoPokerPaytable): number[] {
  return HAND_RANKS.map((rank) => {
    const pays = paytable[rank];
    if (!Number.isSafeInteger(pays) || pays < 0) {
      throw new RangeError(`a payout is a non-negative whole number of hundredths, got ${rank}: ${pays}`);
    }
    return pays;
  });
}

/**
 * "Illinois Deuces", a common Deuces Wild table (25/15/9/4/4/3/2/1 from the wild royal down), as the Wizard of Odds
 * lists it (wizardofodds.com/games/video-poker/tables/deuces-wild/, return 98.91% under optimal play), at the
 * five-coin rate: a natural royal 800 for one, four deuces 200. Full pay (100.76%) is not offered.
 */
export const DEUCES_WILD_ILLINOIS: Readonly<Record<DeucesWildRank, number>> = {
  nothing: 0,
  'three-of-a-kind': 100,
  straight: 200,
  flush: 300,
  'full-house': 400,
  'four-of-a-kind': 400,
  'straight-flush': 900,
  'five-of-a-kind': 1500,
  'wild-royal-flush': 2500,
  'four-deuces': 20000,
  'natural-royal-flush': 80000,
};

/** A Deuces Wild paytable as an array indexed like `DEUCES_WILD_RANKS`, checked to be whole hundredths. */
export const deucesWildPays = (paytable: Readonly<Record<DeucesWildRank, number>>) =>
  DEUCES_WILD_RANKS.map((rank) => {
    const pays = paytable[rank];
    if (!Number.isSafeInteger(pays) || pays < 0) throw new RangeError(`a payout is whole hundredths: ${rank}`);
    return pays;
  });
