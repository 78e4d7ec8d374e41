import type { Randomness } from '../../randomness';
import type { Card } from './cards';
import { orderedCards } from './cards';

/**
 * Helpers for the table games' tests only (no library file imports this). A seeded sfc32 generator with rejection
 * sampling, so simulations are reproducible, unbiased and fast (32-bit integer arithmetic only).
 */
export function seededRandomness(seed: number): Randomness {
  let [a, b, c, d] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  const next32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let warmUp = 0; warmUp < 16; warmUp += 1) next32();
  return {
    nextInt(max) {
      const limit = 2 ** 32 - (2 ** 32 % max);
      for (;;) {
        const value = next32();
        if (value < limit) return value % max;
      }
    },
  };
}

/** Returns the listed values in order and fails loudly when a value is out of range or the list runs out. */
export function scriptedRandomness(values: readonly number[]): Randomness {
  let index = 0;
  return {
    nextInt(max) {
      const value = values[index++];
      if (value === undefined) throw new Error('scripted randomness ran out of values');
      if (value < 0 || value >= max) throw new Error(`scripted value ${value} is not in [0, ${max})`);
      return value;
    },
  };
}

/**
 * Randomness that makes a fresh `decks`-deck shoe deal exactly `cards` (rank and suit), by replaying the shoe's
 * one-step Fisher–Yates and choosing each step's index.
 */
export function randomnessDealing(decks: number, cards: readonly Card[]): Randomness {
  const shoe = orderedCards(decks);
  let dealt = 0;
  return {
    nextInt(max) {
      const wanted = cards[dealt];
      if (!wanted) throw new Error('the rigged shoe ran out of cards');
      const at = shoe.findIndex((card, i) => i >= dealt && card.rank === wanted.rank && card.suit === wanted.suit);
      if (at < 0 || max !== shoe.length - dealt) throw new Error('the rigged shoe cannot deal that card');
      [shoe[dealt], shoe[at]] = [shoe[at]!, shoe[dealt]!];
      dealt += 1;
      return at - (dealt - 1);
    },
  };
}

/** Mean return per unit staked and its 99% confidence interval (normal approximation, sample variance). */
export function confidenceInterval99(returnsPerUnit: readonly number[]): { mean: number; low: number; high: number } {
  const n = returnsPerUnit.length;
  let total = 0;
  for (const value of returnsPerUnit) total += value;
  const mean = total / n;
  let squares = 0;
  for (const value of returnsPerUnit) squares += (value - mean) ** 2;
  const halfWidth = 2.5758 * Math.sqrt(squares / (n - 1) / n);
  return { mean, low: mean - halfWidth, high: mean + halfWidth };
}

/** "As", "10h", "Kd" → a card; `cards('As Kd')` → several. */
export const card = (label: string): Card => {
  const suits = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' } as const;
  const rank = { A: 1, J: 11, Q: 12, K: 13 }[label.slice(0, -1)] ?? Number(label.slice(0, -1));
  return { rank: rank as Card['rank'], suit: suits[label.slice(-1) as keyof typeof suits] };
};
export const cards = (labels: string) => labels.split(' ').map(card);
