import { exact, mul, ONE, sum, type Exact } from '../exact';
import type { Randomness } from '../randomness';

/** Ranks 1 (ace, lowest) to 13 (king); each card is dealt from a fresh shuffled deck, so ranks are uniform. */
export const HI_LO_RANKS = 13;

export type HiLoParams = { readonly rtpBasisPoints: number };
export const HI_LO_DEFAULTS: HiLoParams = { rtpBasisPoints: 9800 };

export type HiLoGuess = 'higher-or-same' | 'lower-or-same';

export type HiLoState = {
  readonly card: number;
  /** Π 13 / (ranks that won) over the right guesses so far: the fair odds of the run. */
  readonly odds: Exact;
  readonly lost: boolean;
};

/** Suits in the order a drawn card index n (0–51) names them: suit = n mod 4. */
export const HI_LO_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type HiLoSuit = (typeof HI_LO_SUITS)[number];

/** The card of a draw n in 0–51: rank 1 + floor(n / 4) (ace low), suit n mod 4, as the verifier computes it. */
export const hiLoCardOf = (drawn: number): { rank: number; suit: HiLoSuit } => ({
  rank: 1 + Math.floor(drawn / 4),
  suit: HI_LO_SUITS[drawn % 4]!,
});

export const dealHiLoCard = (randomness: Randomness) => hiLoCardOf(randomness.nextInt(52)).rank;

export const startHiLo = (randomness: Randomness): HiLoState => ({
  card: dealHiLoCard(randomness),
  odds: ONE,
  lost: false,
});

/** How many of the 13 ranks make the guess right, "or same" included. */
export const hiLoWinningRanks = (card: number, guess: HiLoGuess) =>
  guess === 'higher-or-same' ? HI_LO_RANKS + 1 - card : card;

export function guessHiLo(randomness: Randomness, state: HiLoState, guess: HiLoGuess): HiLoState {
  if (state.lost) throw new RangeError('the round is over');
  const next = dealHiLoCard(randomness);
  const right = guess === 'higher-or-same' ? next >= state.card : next <= state.card;
  if (!right) return { card: next, odds: state.odds, lost: true };
  return { card: next, odds: mul(state.odds, exact(HI_LO_RANKS, hiLoWinningRanks(state.card, guess))), lost: false };
}

/** Cashing out pays RTP × the run's odds, once, so any way of playing returns the RTP. */
export const hiLoCashOut = (params: HiLoParams, state: HiLoState): Exact =>
  state.lost ? exact(0) : mul(exact(params.rtpBasisPoints, 10_000), state.odds);

/** The strategy the RTP checks use: guess the likelier side, cash out after `guesses` right guesses. */
export const likelierGuess = (card: number): HiLoGuess => (card <= 7 ? 'higher-or-same' : 'lower-or-same');

export function playHiLo(
  randomness: Randomness,
  params: HiLoParams,
  guesses: number,
): { state: HiLoState; multiplier: Exact } {
  let state = startHiLo(randomness);
  for (let guess = 0; guess < guesses && !state.lost; guess += 1) {
    state = guessHiLo(randomness, state, likelierGuess(state.card));
  }
  return { state, multiplier: hiLoCashOut(params, state) };
}

/** By enumeration of every card sequence (13^(guesses + 1) of them, each equally likely) under `likelierGuess`. */
export function hiLoExactRtp(params: HiLoParams, guesses: number): Exact {
  const expectedOdds = (card: number, left: number): Exact => {
    if (left === 0) return ONE;
    const guess = likelierGuess(card);
    const payoff = exact(HI_LO_RANKS, hiLoWinningRanks(card, guess));
    const outcomes = Array.from({ length: HI_LO_RANKS }, (_, index) => index + 1).map((next) => {
      const right = guess === 'higher-or-same' ? next >= card : next <= card;
      return right ? mul(payoff, expectedOdds(next, left - 1)) : exact(0);
    });
    return mul(sum(outcomes), exact(1, HI_LO_RANKS));
  };
  const start = Array.from({ length: HI_LO_RANKS }, (_, index) => expectedOdds(index + 1, guesses));
  return mul(exact(params.rtpBasisPoints, 10_000), mul(sum(start), exact(1, HI_LO_RANKS)));
}
