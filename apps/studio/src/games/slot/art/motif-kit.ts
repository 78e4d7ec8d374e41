import { hsl } from './svg-kit';

/**
 * What a motif is painted with. `fill` is the symbol's own gradient (its theme colour, light at the top), `gold` a
 * gold gradient for trims; both are defined once per symbol by symbol-svg.ts. Motifs with colours of their own
 * (a cherry is red in every theme) make theirs with `gradient`.
 */
export type MotifPaint = {
  readonly fill: string;
  readonly gold: string;
  readonly light: string;
  readonly main: string;
  readonly dark: string;
};

/** A motif: SVG elements in a 100 × 100 box, drawn roughly within 12…88. */
export type Motif = (paint: MotifPaint) => string;

/** A vertical gradient defined inline (ids only need to be unique within one symbol's document). */
export function gradient(id: string, stops: readonly string[]): { def: string; url: string } {
  const offsets = stops.map(
    (color, index) =>
      `<stop offset="${Math.round((index / Math.max(1, stops.length - 1)) * 100)}%" stop-color="${color}"/>`,
  );
  return {
    def: `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${offsets.join('')}</linearGradient></defs>`,
    url: `url(#${id})`,
  };
}

/** A gradient of one hue, from a bright top to a deep bottom. */
export const hueGradient = (id: string, hue: number, saturation = 80) =>
  gradient(id, [hsl(hue, saturation, 74), hsl(hue, saturation, 52), hsl(hue, saturation, 30)]);
