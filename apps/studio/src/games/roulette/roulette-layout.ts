import { DOUBLE_ZERO, isRed, isZero, legalPositions, pocketLabel, type Wheel } from '@casino/game-engine';

export type RouletteVariant = 'european' | 'french' | 'american';
export const wheelOf = (variant: RouletteVariant): Wheel => (variant === 'american' ? 'double-zero' : 'single-zero');

/** Pockets in the order they sit around each wheel, clockwise from zero. */
const SINGLE_ZERO_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
const DOUBLE_ZERO_ORDER = [
  0,
  28,
  9,
  26,
  30,
  11,
  7,
  20,
  32,
  17,
  5,
  22,
  34,
  15,
  3,
  24,
  36,
  13,
  1,
  DOUBLE_ZERO,
  27,
  10,
  25,
  29,
  12,
  8,
  19,
  31,
  18,
  6,
  21,
  33,
  16,
  4,
  23,
  35,
  14,
  2,
];
export const wheelOrder = (wheel: Wheel) => (wheel === 'single-zero' ? SINGLE_ZERO_ORDER : DOUBLE_ZERO_ORDER);

export type PocketColour = 'red' | 'black' | 'green';
export const pocketColour = (pocket: number): PocketColour =>
  isZero(pocket) ? 'green' : isRed(pocket) ? 'red' : 'black';
export { pocketLabel };

/**
 * Board geometry in cell units of the upright (phone) layout: three columns wide, the zero row on top (y 0–1), the
 * twelve rows of numbers (y 1–13) and the column bets (y 13–14). The wide layout turns the same board on its side,
 * so one set of coordinates serves both and a chip sits on the same line whichever way the board is drawn.
 */
export const BOARD_ROWS = 14;
export const BOARD_COLUMNS = 3;

export type Rect = { readonly x: number; readonly y: number; readonly w: number; readonly h: number };

export function numberCell(pocket: number, wheel: Wheel): Rect {
  if (pocket === 0) return wheel === 'single-zero' ? { x: 0, y: 0, w: 3, h: 1 } : { x: 0, y: 0, w: 1.5, h: 1 };
  if (pocket === DOUBLE_ZERO) return { x: 1.5, y: 0, w: 1.5, h: 1 };
  return { x: (pocket - 1) % 3, y: Math.ceil(pocket / 3), w: 1, h: 1 };
}

export const columnCell = (which: 1 | 2 | 3): Rect => ({ x: which - 1, y: 13, w: 1, h: 1 });

export type InsideMode = 'straight' | 'split' | 'street' | 'corner' | 'six-line';
export const INSIDE_MODES: readonly InsideMode[] = ['straight', 'split', 'street', 'corner', 'six-line'];
export type InsideType = 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'basket' | 'six-line';

/** Which bets each mode offers on the board: the zero's three-number and first-four bets sit with the corners. */
const MODE_TYPES: Record<InsideMode, readonly InsideType[]> = {
  straight: ['straight'],
  split: ['split'],
  street: ['street'],
  corner: ['corner', 'trio', 'basket'],
  'six-line': ['six-line'],
};

/** A place to lay a chip: the numbers it covers, the area that takes the tap, and where the chip is drawn. */
export type InsideSpot = {
  readonly type: InsideType;
  readonly numbers: readonly number[];
  readonly area: Rect;
  readonly chipAt: { readonly x: number; readonly y: number };
};

const TAP = 0.01; // a point: drawn as a round target of fixed size around it

const centre = (rect: Rect) => ({ x: rect.x + rect.w / 2, y: rect.y + rect.h / 2 });
const point = (x: number, y: number) => ({ area: { x, y, w: TAP, h: TAP }, chipAt: { x, y } });

/** Bets touching a zero sit on the line between the zeros and the first row, where a dealer would place them. */
function zeroSpot(numbers: readonly number[], wheel: Wheel): Omit<InsideSpot, 'type' | 'numbers'> {
  const key = numbers.join('-');
  const single: Record<string, [number, number]> = {
    '0-1': [0.5, 1],
    '0-2': [1.5, 1],
    '0-3': [2.5, 1],
    '0-1-2': [1, 1],
    '0-2-3': [2, 1],
    '0-1-2-3': [0, 1],
  };
  const double: Record<string, [number, number]> = {
    '0-1': [0.5, 1],
    '0-2': [1.2, 1],
    '2-37': [1.8, 1],
    '3-37': [2.5, 1],
    '0-37': [1.5, 0.5],
    '0-1-2': [1, 1],
    '0-2-37': [1.5, 1],
    '2-3-37': [2, 1],
    '0-1-2-3-37': [0, 1],
  };
  const [x, y] = (wheel === 'single-zero' ? single : double)[key] ?? [1.5, 1];
  return point(x, y);
}

function spotOf(type: InsideType, numbers: readonly number[], wheel: Wheel): InsideSpot {
  if (type === 'straight') {
    const area = numberCell(numbers[0]!, wheel);
    return { type, numbers, area, chipAt: centre(area) };
  }
  if (numbers.some(isZero)) return { type, numbers, ...zeroSpot(numbers, wheel) };
  const row = Math.ceil(numbers[0]! / 3);
  // A street takes its whole row and a six-line the two half rows around the line it sits on; their chips go on the
  // outer edge, clear of the straight-up chips in the middle of the numbers.
  if (type === 'street') return { type, numbers, area: { x: 0, y: row, w: 3, h: 1 }, chipAt: { x: 0, y: row + 0.5 } };
  if (type === 'six-line') {
    return { type, numbers, area: { x: 0, y: row + 0.5, w: 3, h: 1 }, chipAt: { x: 0, y: row + 1 } };
  }
  const centres = numbers.map((pocket) => centre(numberCell(pocket, wheel)));
  const x = centres.reduce((sum, at) => sum + at.x, 0) / centres.length;
  const y = centres.reduce((sum, at) => sum + at.y, 0) / centres.length;
  return { type, numbers, ...point(x, y) };
}

/** Every legal position of the engine's layout for a mode, placed on the board. */
export function insideSpots(wheel: Wheel, mode: InsideMode): InsideSpot[] {
  const positions = legalPositions(wheel);
  return MODE_TYPES[mode].flatMap((type) => positions[type].map((numbers) => spotOf(type, numbers, wheel)));
}

/** Where the chip of any inside bet is drawn, whichever mode is showing. */
export function insideChipAt(type: InsideType, numbers: readonly number[], wheel: Wheel) {
  return spotOf(
    type,
    [...numbers].sort((a, b) => a - b),
    wheel,
  ).chipAt;
}
