import { exact, sum, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { choose, drawWithoutReplacement } from './combinatorics';
import { KENO_PAYTABLES_HUNDREDTHS } from './keno-paytables';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;

export type KenoParams = { readonly paytables: Record<number, readonly number[]> };
export const KENO_DEFAULTS: KenoParams = { paytables: KENO_PAYTABLES_HUNDREDTHS };

/** 1 to 10 distinct numbers from 1–40. */
export type KenoChoice = { readonly picks: readonly number[] };

export type KenoOutcome = { readonly drawn: readonly number[]; readonly hits: number; readonly multiplier: Exact };

function paytableFor(params: KenoParams, picks: number): readonly number[] {
  const table = params.paytables[picks];
  if (!table) throw new RangeError('Keno takes 1 to 10 picks');
  return table;
}

export function playKeno(randomness: Randomness, params: KenoParams, { picks }: KenoChoice): KenoOutcome {
  const table = paytableFor(params, picks.length);
  if (new Set(picks).size !== picks.length || picks.some((n) => !Number.isInteger(n) || n < 1 || n > KENO_NUMBERS)) {
    throw new RangeError('Keno picks are distinct numbers from 1 to 40');
  }
  // The ten numbers are drawn in order, before and regardless of the picks.
  const drawn = drawWithoutReplacement(randomness, KENO_NUMBERS, KENO_DRAWN).map((index) => index + 1);
  const hits = picks.filter((n) => drawn.includes(n)).length;
  return { drawn, hits, multiplier: exact(table[hits]!, 100) };
}

/** Hypergeometric: P(h hits | n picks) = C(n, h) × C(40 − n, 10 − h) / C(40, 10), times the payout for h. */
export function kenoExactRtp(params: KenoParams, picks: number): Exact {
  const draws = choose(KENO_NUMBERS, KENO_DRAWN);
  return sum(
    paytableFor(params, picks).map((hundredths, hits) =>
      exact(choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits) * BigInt(hundredths), draws * 100n),
    ),
  );
}
