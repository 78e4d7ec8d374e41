import { n } from './svg-kit';

/**
 * What an emblem painter gets: a place to register gradients, the cover's colours and a seeded random source.
 * Emblems draw around (150, 150) inside roughly x 50..250, y 55..240; the title owns the area below.
 */
export type EmblemContext = {
  /** Prefix for element ids, unique per cover so covers inlined side by side do not share gradients. */
  id: string;
  defs: string[];
  random: () => number;
  /** Colour in the cover's glow hue at the given lightness. */
  glow: (lightness: number, saturation?: number) => string;
  /** Colour in the cover's background hue at the given lightness. */
  deep: (lightness: number) => string;
  /** `url(#…)` of the shared gold metal gradient. */
  gold: string;
};

export type Emblem = (context: EmblemContext) => string;

type Stop = string | readonly [color: string, opacity: number];

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map((stop, index) => {
      const offset = n(Math.round((index / Math.max(1, stops.length - 1)) * 100) / 100);
      if (typeof stop === 'string') return `<stop offset="${offset}" stop-color="${stop}"/>`;
      return `<stop offset="${offset}" stop-color="${stop[0]}" stop-opacity="${stop[1]}"/>`;
    })
    .join('');
}

/** A symbol drawn twice on one cover registers its gradients once. */
function registered(context: EmblemContext, id: string): boolean {
  return context.defs.some((def) => def.includes(` id="${id}"`));
}

/** Registers a top-to-bottom (or left-to-right) gradient and returns its `url(#…)`. */
export function linear(context: EmblemContext, key: string, stops: readonly Stop[], horizontal = false): string {
  const id = `${context.id}${key}`;
  if (registered(context, id)) return `url(#${id})`;
  const direction = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
  context.defs.push(`<linearGradient id="${id}" ${direction}>${stopsMarkup(stops)}</linearGradient>`);
  return `url(#${id})`;
}

/** Registers a radial gradient lit from the upper left (fx, fy in 0..1) and returns its `url(#…)`. */
export function radial(context: EmblemContext, key: string, stops: readonly Stop[], fx = 0.35, fy = 0.3): string {
  const id = `${context.id}${key}`;
  if (registered(context, id)) return `url(#${id})`;
  context.defs.push(`<radialGradient id="${id}" fx="${fx}" fy="${fy}">${stopsMarkup(stops)}</radialGradient>`);
  return `url(#${id})`;
}

export function circle(cx: number, cy: number, r: number, attributes: string): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attributes}/>`;
}

/** A gold coin with a rim and a star, the universal "money" sign on slot art. */
export function coin(context: EmblemContext, cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, `fill="${context.gold}" stroke="#8a5a00" stroke-width="${n(r * 0.08)}"`) +
    circle(cx, cy, r * 0.72, `fill="none" stroke="#fff2b3" stroke-opacity=".6" stroke-width="${n(r * 0.08)}"`) +
    `<path d="M${n(cx - r * 0.35)} ${n(cy - r * 0.3)}Q${n(cx)} ${n(cy - r * 0.75)} ${n(cx + r * 0.35)} ${n(cy - r * 0.3)}" stroke="#fff" stroke-opacity=".7" stroke-width="${n(r * 0.1)}" fill="none" stroke-linecap="round"/>`
  );
}
