import { z } from 'zod';

export const HI_LO_SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type HiLoSuit = (typeof HI_LO_SUITS)[number];

const cardSchema = z.object({ rank: z.number().int().min(1).max(13), suit: z.enum(HI_LO_SUITS) });
export type HiLoCard = z.infer<typeof cardSchema>;

export const hiLoViewSchema = z.object({
  cards: z.array(cardSchema),
  multiplier: z.string(),
  higher_multiplier: z.string().nullish(),
  lower_multiplier: z.string().nullish(),
  lost: z.boolean().optional(),
});
export type HiLoView = z.infer<typeof hiLoViewSchema>;

export type HiLoAction = 'higher' | 'lower' | 'cashout';

/** The step the server takes for a button: guesses carry no details. */
export const buildHiLoAction = (action: HiLoAction) => ({ action, details: {} });

/** Chance in percent that a guess is right from a card: higher-or-same wins on 14 − rank ranks, lower-or-same on rank. */
export function guessChancePercent(rank: number, guess: 'higher' | 'lower'): number {
  const winning = guess === 'higher' ? 14 - rank : rank;
  return Math.round((winning / 13) * 10_000) / 100;
}

/** The card's corner index: A, 2–10, J, Q, K. */
export function rankLabel(rank: number): string {
  return ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' } as Record<number, string>)[rank] ?? String(rank);
}

export const SUIT_SYMBOL: Record<HiLoSuit, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };
export const isRedSuit = (suit: HiLoSuit) => suit === 'diamonds' || suit === 'hearts';

/** A guess can be taken while the round is open and the server offers it. */
export const canTake = (action: HiLoAction, allowed: readonly string[], busy: boolean) =>
  !busy && allowed.includes(action);
