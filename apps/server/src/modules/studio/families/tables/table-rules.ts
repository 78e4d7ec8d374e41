import type { Exact } from '@casino/game-engine';
import { compare } from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction } from '../family';
import { IllegalPlay } from '../family';

/**
 * A table's bet slip can hold many chips, each its own bet; the cap keeps a round's replay and its stored choice
 * small, yet above a chip on every position of a roulette layout (157, or 161 on the American wheel).
 */
export const MAX_BETS_PER_ROUND = 200;

/** One chip's stake: a positive whole number of minor units, as the engines require. */
export const chipStakeSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * The round's stake is what the wallet debits, so it must be exactly the slip's total: a mismatch would let the
 * wallet move one amount while the engine settles another.
 */
export function assertStakeIsTheSlipTotal(stake: number, bets: readonly { stake: number }[]): void {
  const total = bets.reduce((sum, bet) => sum + BigInt(bet.stake), 0n);
  if (!Number.isSafeInteger(stake) || BigInt(stake) !== total) {
    throw new IllegalPlay('stake', `the stake must be the sum of the bets (${total}), got ${stake}`);
  }
}

/** Validates the opening choice with the family's schema; a malformed choice is the player's mistake, not a 500. */
export function parseChoice<Choice>(schema: z.ZodType<Choice>, choice: unknown): Choice {
  const parsed = schema.safeParse(choice);
  if (!parsed.success) throw new IllegalPlay('choice', z.prettifyError(parsed.error));
  return parsed.data;
}

/** Single-step tables settle on the opening request: any later action is refused. */
export function refuseActions(actions: readonly FamilyAction[]): void {
  if (actions.length > 0) throw new IllegalPlay('action', 'the round is already finished');
}

/**
 * The engines refuse an illegal bet (a split that is not on the layout, a face off the die) with a RangeError
 * before drawing anything; the studio must answer that as a refused play (422), not a server fault.
 */
export function refusedAs<T>(field: string, play: () => T): T {
  try {
    return play();
  } catch (error) {
    if (error instanceof RangeError) throw new IllegalPlay(field, error.message);
    throw error;
  }
}

/** Sums returns in BigInt so many large chips cannot lose precision, then checks the total is still exact. */
export function totalOf(amounts: readonly number[]): number {
  const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
  if (total > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('a round total exceeds the safe integer range');
  return Number(total);
}

/** The game object shows one RTP; where the player picks among bets, it is the worst of them. */
export const lowestOf = (values: readonly Exact[]): Exact =>
  values.reduce((low, value) => (compare(value, low) < 0 ? value : low));

/** Params of a table whose rules the engine fixes, or the choice of a one-bet table: `{}` and nothing else. */
export type Empty = Record<string, never>;
export const emptySchema: z.ZodType<Empty> = z.record(z.string(), z.never());

/**
 * Exact prices enumerate every outcome (a second or so for some tables on a busy core); they depend on the params
 * alone, so each catalogue game is priced once per process rather than on every session the lobby opens.
 */
export function pricedOnce<Params>(price: (params: Params) => Exact): (params: Params) => Exact {
  const prices = new Map<string, Exact>();
  return (params) => {
    const key = JSON.stringify(params);
    const known = prices.get(key);
    if (known) return known;
    const priced = price(params);
    prices.set(key, priced);
    return priced;
  };
}
