import { exact, type Exact } from '../exact';
import type { Randomness } from '../randomness';

export const COIN_SIDES = ['heads', 'tails'] as const;
export type CoinSide = (typeof COIN_SIDES)[number];

export type CoinFlipParams = { readonly rtpBasisPoints: number };
export const COIN_FLIP_DEFAULTS: CoinFlipParams = { rtpBasisPoints: 9800 };

export type CoinFlipOutcome = { readonly side: CoinSide; readonly won: boolean; readonly multiplier: Exact };

/** A right call pays 2 × RTP (1.96 at 98%). */
export const coinFlipMultiplier = (params: CoinFlipParams) => exact(2 * params.rtpBasisPoints, 10_000);

export function playCoinFlip(randomness: Randomness, params: CoinFlipParams, call: CoinSide): CoinFlipOutcome {
  const side = COIN_SIDES[randomness.nextInt(2)]!;
  const won = side === call;
  return { side, won, multiplier: won ? coinFlipMultiplier(params) : exact(0) };
}

export const coinFlipExactRtp = (params: CoinFlipParams): Exact => exact(params.rtpBasisPoints, 10_000);
