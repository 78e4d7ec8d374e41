/**
 * The roulette wheel and table layout. Pockets are numbers 0–36; the American wheel's double zero is `DOUBLE_ZERO`
 * (37), so a pocket stays a plain number that sorts after the others.
 */
export type Wheel = 'single-zero' | 'double-zero';
export type Pocket = number;
export const DOUBLE_ZERO: Pocket = 37;

export const pocketsOf = (wheel: Wheel): Pocket[] =>
  Array.from({ length: wheel === 'single-zero' ? 37 : 38 }, (_, pocket) => pocket);

export const pocketLabel = (pocket: Pocket) => (pocket === DOUBLE_ZERO ? '00' : String(pocket));

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const isRed = (pocket: Pocket) => RED.has(pocket);
export const isZero = (pocket: Pocket) => pocket === 0 || pocket === DOUBLE_ZERO;

/** Bets placed on numbers of the layout: the chip's position decides which numbers it covers. */
export const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'trio', 'corner', 'basket', 'six-line'] as const;
export type InsideBetType = (typeof INSIDE_BET_TYPES)[number];

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/**
 * Every legal chip position per inside bet type, as sorted number lists. Splits are two numbers sharing an edge;
 * a trio is a street touching the zero(s); the basket is 0-1-2-3 ("first four") on a single-zero wheel and
 * 0-00-1-2-3 ("top line") on a double-zero wheel.
 */
export function legalPositions(wheel: Wheel): Record<InsideBetType, Pocket[][]> {
  const singleZero = wheel === 'single-zero';
  const numbers = range(1, 36);
  return {
    straight: pocketsOf(wheel).map((pocket) => [pocket]),
    split: [
      ...numbers.filter((n) => n % 3 !== 0).map((n) => [n, n + 1]),
      ...numbers.filter((n) => n <= 33).map((n) => [n, n + 3]),
      ...(singleZero
        ? [
            [0, 1],
            [0, 2],
            [0, 3],
          ]
        : [
            [0, 1],
            [0, 2],
            [2, DOUBLE_ZERO],
            [3, DOUBLE_ZERO],
            [0, DOUBLE_ZERO],
          ]),
    ],
    street: range(0, 12).map((row) => range(3 * row + 1, 3)),
    trio: singleZero
      ? [
          [0, 1, 2],
          [0, 2, 3],
        ]
      : [
          [0, 1, 2],
          [2, 3, DOUBLE_ZERO],
          [0, 2, DOUBLE_ZERO],
        ],
    corner: numbers.filter((n) => n <= 32 && n % 3 !== 0).map((n) => [n, n + 1, n + 3, n + 4]),
    basket: singleZero ? [[0, 1, 2, 3]] : [[0, 1, 2, 3, DOUBLE_ZERO]],
    'six-line': range(0, 11).map((row) => range(3 * row + 1, 6)),
  };
}
