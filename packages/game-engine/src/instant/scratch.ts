import { exact, sum, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { drawWithoutReplacement } from './combinatorics';

/** Prizes (× stake) and how many of every 1,000 tickets carry each; the rest lose. */
export const SCRATCH_PRIZES = [
  { multiplier: 1, tickets: 180 },
  { multiplier: 2, tickets: 100 },
  { multiplier: 3, tickets: 20 },
  { multiplier: 5, tickets: 40 },
  { multiplier: 10, tickets: 12 },
  { multiplier: 20, tickets: 5 },
  { multiplier: 100, tickets: 1 },
] as const;
export const SCRATCH_TICKETS = 1000;

export type ScratchParams = { readonly prizes: readonly { multiplier: number; tickets: number }[] };
export const SCRATCH_DEFAULTS: ScratchParams = { prizes: SCRATCH_PRIZES };

/**
 * A 3 × 3 card of prize symbols (indices into the prize list); three alike win that prize. The ticket's prize is
 * drawn first, then the card is drawn to show it, so the picture never changes the odds.
 */
export type ScratchOutcome = {
  readonly prize: number | null;
  readonly card: readonly number[];
  readonly multiplier: Exact;
};

export function playScratch(randomness: Randomness, params: ScratchParams): ScratchOutcome {
  let ticket = randomness.nextInt(SCRATCH_TICKETS);
  let prize: number | null = null;
  for (const [index, { tickets }] of params.prizes.entries()) {
    if (ticket < tickets) {
      prize = index;
      break;
    }
    ticket -= tickets;
  }
  const symbols = params.prizes.length;
  // A win shows its symbol three times and four others twice or once; a loss shows five symbols at most twice. Five
  // are drawn either way (so every card takes the same draws) and the prize's own symbol is skipped if among them.
  const others = drawWithoutReplacement(randomness, symbols, 5).filter((symbol) => symbol !== prize);
  const [a, b, c, d, e] = others;
  const tiles = prize === null ? [a, a, b, b, c, c, d, d, e] : [prize, prize, prize, a, a, b, b, c, d];
  const order = drawWithoutReplacement(randomness, 9, 9);
  const card = order.map((position) => tiles[position]!);
  return { prize, card, multiplier: prize === null ? exact(0) : exact(params.prizes[prize]!.multiplier) };
}

/** Σ tickets × prize / 1,000. */
export const scratchExactRtp = (params: ScratchParams): Exact =>
  sum(params.prizes.map(({ multiplier, tickets }) => exact(multiplier * tickets, SCRATCH_TICKETS)));
