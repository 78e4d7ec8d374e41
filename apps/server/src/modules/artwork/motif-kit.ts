import type { EmblemContext } from './emblem-kit';
import { linear } from './emblem-kit';
import { hsl } from './svg-kit';

/**
 * What a slot symbol (a motif) is painted with: its own hue as a gradient and three flat tones, the cover's gold,
 * and the context for motifs with colours of their own (a cherry is red on every cover). Motifs draw in a 100 × 100
 * box, roughly within 10…90, inside a group that already sets a dark outline (see `motifGroup`); shapes that should
 * not be outlined say `stroke="none"`.
 */
export type MotifPaint = {
  fill: string;
  gold: string;
  light: string;
  main: string;
  dark: string;
  context: EmblemContext;
};

export type Motif = (paint: MotifPaint) => string;

/** The outline every symbol shares, set on its group so each shape costs no stroke attributes. */
export const INK = '#1a0e2e';

export function motifPaint(context: EmblemContext, hue: number, key: string): MotifPaint {
  const [light, main, dark] = [hsl(hue, 85, 74), hsl(hue, 80, 50), hsl(hue, 78, 28)];
  return {
    // Registered only when the motif paints with it: a cherry or a ghost brings colours of its own.
    get fill() {
      return linear(context, key, [light, main, dark]);
    },
    gold: context.gold,
    light,
    main,
    dark,
    context,
  };
}

/** One style rule instead of four attributes on every placed symbol: a cover shows up to five. */
const OUTLINE_STYLE = `<style>.k{stroke:${INK};stroke-width:3.5px;stroke-linejoin:round;stroke-linecap:round}</style>`;

function outlined(context: EmblemContext): string {
  if (!context.defs.includes(OUTLINE_STYLE)) context.defs.push(OUTLINE_STYLE);
  return 'class="k"';
}

/** Where a motif goes on the cover: centred on (x, y), `size` pixels across, turned by `angle` degrees. */
function placement(x: number, y: number, size: number, angle: number): string {
  const turn = angle ? ` rotate(${angle})` : '';
  return `translate(${Math.round(x)} ${Math.round(y)})${turn} scale(${Math.round(size) / 100}) translate(-50 -50)`;
}

export function placeMotif(context: EmblemContext, markup: string, x: number, y: number, size: number, angle = 0) {
  return `<g ${outlined(context)} transform="${placement(x, y, size, angle)}">${markup}</g>`;
}

/** A motif shown several times is drawn once into the defs and repeated by reference (same document only). */
export function reusableMotif(context: EmblemContext, markup: string, key: string) {
  const id = `${context.id}${key}`;
  context.defs.push(`<g id="${id}" ${outlined(context)}>${markup}</g>`);
  return (x: number, y: number, size: number, angle = 0) =>
    `<use href="#${id}" transform="${placement(x, y, size, angle)}"/>`;
}

/** A soft white gleam, the light catching the top of a shape. */
export const gleam = (d: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${width}"/>`;

/** A gradient of one fixed colour family, for motifs whose colour does not follow the theme. */
export const own = (paint: MotifPaint, key: string, stops: readonly string[]) => linear(paint.context, key, stops);
