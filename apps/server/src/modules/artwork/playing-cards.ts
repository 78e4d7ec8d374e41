import type { EmblemContext } from './emblem-kit';
import { circle, linear } from './emblem-kit';
import { n } from './svg-kit';

/** Cards, hands and chips for table covers. A card is written as rank then suit letter: "AS", "10H", "QD". */

const SUIT_GLYPHS: Readonly<Record<string, string>> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RED_SUITS = new Set(['H', 'D']);
const SUIT_FONT = "'DejaVu Sans','Segoe UI Symbol',sans-serif";

/** The cards a hand detail names: "AS-KH" is two cards, "royal-H" a royal flush in hearts. */
export function handCards(detail: string): string[] {
  const [name = '', suit = 'S'] = detail.split('-');
  const others = ['S', 'H', 'D', 'C'].filter((s) => s !== suit);
  switch (name) {
    case 'royal':
      return ['A', 'K', 'Q', 'J', '10'].map((rank) => rank + suit);
    case 'straight':
      return ['9', '8', '7', '6', '5'].map((rank) => rank + suit);
    case 'flush':
      return ['A', 'J', '8', '6', '3'].map((rank) => rank + suit);
    case 'quads':
      return ['A' + suit, ...others.map((s) => 'A' + s), 'K' + suit];
    case 'full':
      return ['K' + suit, 'K' + others[0], 'K' + others[1], 'Q' + suit, 'Q' + others[2]];
    default:
      return detail.split('-');
  }
}

/** A card centred on (x, y), `width` wide, turned by `angle` degrees about `pivot` (its own centre by default). */
export function card(
  context: EmblemContext,
  code: string,
  x: number,
  y: number,
  width: number,
  angle = 0,
  pivot: readonly [number, number] = [x, y],
): string {
  const face = linear(context, 'cf', ['#ffffff', '#f1ece0']);
  const rank = code.slice(0, -1);
  const suit = code.slice(-1);
  const colour = RED_SUITS.has(suit) ? '#c8102e' : '#15151f';
  const height = width * 1.42;
  const left = x - width / 2;
  const top = y - height / 2;
  const turn = angle ? ` transform="rotate(${n(angle)} ${n(pivot[0])} ${n(pivot[1])})"` : '';
  const index = width * (rank.length > 1 ? 0.26 : 0.3);
  const glyph = SUIT_GLYPHS[suit] ?? '';
  // The small suit under the index is left off little cards, where it would only be a smudge.
  const smallSuit =
    width >= 44
      ? `<text x="${n(left + width * 0.1)}" y="${n(top + index * 1.9)}" font-size="${n(index * 0.8)}">${glyph}</text>`
      : '';
  return (
    `<g${turn}><rect x="${n(left)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width * 0.1)}" fill="${face}" stroke="#c9b27a" stroke-width="2"/>` +
    `<g fill="${colour}" font-weight="700" font-family="${SUIT_FONT}">` +
    `<text x="${n(left + width * 0.1)}" y="${n(top + index * 1.05)}" font-size="${n(index)}" font-family="Georgia,serif">${rank}</text>` +
    smallSuit +
    `<text x="${n(x)}" y="${n(y + width * 0.24)}" font-size="${n(width * 0.62)}" text-anchor="middle">${glyph}</text></g></g>`
  );
}

/** A chip seen from above, in its colour with the white edge spots of a real one. */
export function chip(context: EmblemContext, x: number, y: number, colour: string, r = 22): string {
  return (
    circle(
      x,
      y,
      r,
      `fill="${colour}" stroke="#fff" stroke-width="${n(r * 0.27)}" stroke-dasharray="${n(r * 0.32)} ${n(r * 0.34)}"`,
    ) + circle(x, y, r * 0.6, `fill="none" stroke="${context.gold}" stroke-width="2"`)
  );
}

/** A stack of chips seen from the side: `count` rims in one colour under a top face. */
export function chipStack(x: number, y: number, colour: string, count: number): string {
  let rims = '';
  for (let i = 0; i < count; i += 1) rims += `<ellipse cx="${n(x)}" cy="${n(y - i * 6)}" rx="20" ry="7"/>`;
  return (
    `<g fill="${colour}" stroke="#fff" stroke-width="2" stroke-dasharray="5 5">${rims}</g>` +
    `<ellipse cx="${n(x)}" cy="${n(y - count * 6)}" rx="20" ry="7" fill="${colour}" stroke="#fff" stroke-width="1.5"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - count * 6)}" rx="11" ry="3.6" fill="none" stroke="#fff" stroke-opacity=".7"/>`
  );
}

export const CHIP_COLOURS = ['#c8102e', '#1c5fd6', '#0f8a4a', '#15151f', '#7b2cbf', '#e07a00'] as const;

const RED_POCKETS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** A roulette pocket's colour: green zeros, then red or black as on every wheel. */
export function pocketColour(pocket: string): string {
  if (pocket === '0' || pocket === '00') return '#0f8a4a';
  return RED_POCKETS.has(Number(pocket)) ? '#c8102e' : '#15151f';
}

/** The single-zero wheel's pockets clockwise from zero, so the ball rests where its number really is. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

/** The winning number in a ball-shaped badge. */
export function numberBadge(pocket: string, x: number, y: number, r = 24): string {
  return (
    circle(x, y, r, `fill="${pocketColour(pocket)}" stroke="#fff" stroke-width="4"`) +
    `<text x="${n(x)}" y="${n(y + r * 0.36)}" font-size="${n(r * (pocket.length > 1 ? 0.95 : 1.1))}" font-weight="900" text-anchor="middle" fill="#fff">${pocket}</text>`
  );
}
