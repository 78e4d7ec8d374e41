import { catalogueSlotDefinition } from '@casino/game-engine';
import { PALETTES } from './artwork-themes';
import type { CoverGame, CoverSubject, SlotAccent, SlotComposition } from './cover-subjects';
import { catalogueEntry } from './cover-subjects';
import type { EmblemContext } from './emblem-kit';
import { circle, linear, radial } from './emblem-kit';
import { INK, motifPaint, placeMotif, reusableMotif } from './motif-kit';
import type { MotifName } from './motifs';
import { MOTIFS, THEME_SYMBOLS } from './motifs';
import { SLOT_EMBLEMS } from './slot-emblems';
import { n, starPoints } from './svg-kit';

type SlotSubject = Extract<CoverSubject, { family: 'slot' }>;

/** What a cover says about a title's maths: its grid, what it pays on and what its scatter awards. */
export type CoverMaths = {
  reels: number;
  rows: number;
  /** "25 LINES" or "243 WAYS". */
  pays: string;
  freeSpins: number;
  multiplier: number;
  expandingWild: boolean;
};

/** Read from the title's own slot maths; generating it costs a few milliseconds once, and covers are cached. */
export function coverMaths(game: CoverGame): CoverMaths | undefined {
  const entry = catalogueEntry(game);
  const definition = entry && catalogueSlotDefinition(entry.slug);
  if (!definition) return undefined;
  const { reels, rows } = definition.grid;
  return {
    reels,
    rows,
    pays: definition.pays.kind === 'lines' ? `${definition.pays.lines.length} LINES` : `${rows ** reels} WAYS`,
    freeSpins: Math.min(...Object.values(definition.scatter.freeSpins)),
    multiplier: definition.freeSpins.multiplier,
    expandingWild: definition.wild.expanding,
  };
}

/** A symbol ready to be placed: drawn once into the defs when the cover shows it more than once. */
type Placeable = (x: number, y: number, size: number, angle?: number) => string;

function symbolOf(
  context: EmblemContext,
  subject: SlotSubject,
  motif: MotifName,
  slot: number,
  repeated = false,
): Placeable {
  const titleHue = slot === 0 && subject.named[0] === motif ? subject.namedHue : undefined;
  const ownHue = titleHue ?? THEME_SYMBOLS[subject.theme].find(([name]) => name === motif)?.[1];
  const hue = (ownHue ?? PALETTES[subject.theme].glow) + (context.random() - 0.5) * (titleHue === undefined ? 30 : 10);
  const markup = MOTIFS[motif](motifPaint(context, hue, `h${slot}`));
  if (repeated) return reusableMotif(context, markup, `u${slot}`);
  return (x, y, size, angle) => placeMotif(context, markup, x, y, size, angle);
}

/** The theme's scene (a pyramid at sunset, crossed axes on a shield…) standing in for a symbol. */
function sceneOf(context: EmblemContext, subject: SlotSubject): Placeable {
  const markup = SLOT_EMBLEMS[subject.theme](context);
  return (x, y, size) =>
    `<g transform="translate(${x} ${y}) scale(${n(size / 190)}) translate(-150 -150)">${markup}</g>`;
}

export function paintSlotEmblem(
  context: EmblemContext,
  subject: SlotSubject,
  parts: readonly string[],
  maths: CoverMaths | undefined,
  jackpot: boolean,
): string {
  const [hero = '', composition = 'solo', accent = 'wild'] = parts;
  const isScene = hero.startsWith('scene-');
  const draw = isScene
    ? sceneOf(context, subject)
    : symbolOf(context, subject, hero as MotifName, 0, composition === 'line');
  const others = subject.symbols.filter((motif) => motif !== hero);
  const supporting = (index: number) => symbolOf(context, subject, others[index % others.length] ?? 'coin', index + 1);
  return (
    composeSymbols(context, composition as SlotComposition, draw, supporting, isScene) +
    accentMarkup(context, accent as SlotAccent, maths, jackpot)
  );
}

function composeSymbols(
  context: EmblemContext,
  composition: SlotComposition,
  hero: Placeable,
  supporting: (index: number) => Placeable,
  isScene: boolean,
): string {
  switch (composition) {
    case 'solo': {
      const halo = radial(
        context,
        'ha',
        [
          [context.glow(75), 0.7],
          [context.glow(60), 0],
        ],
        0.5,
        0.5,
      );
      return circle(150, 140, 96, `fill="${halo}"`) + hero(150, 140, isScene ? 190 : 158);
    }
    case 'trio':
      return supporting(0)(84, 170, 92, -16) + supporting(1)(216, 170, 92, 16) + hero(150, 130, 136);
    case 'line':
      return reelWindow(context, hero);
    case 'medallion':
      return medallion(context) + hero(150, 140, isScene ? 122 : 112);
    case 'burst':
      return burst(context) + hero(150, 140, isScene ? 170 : 146);
  }
}

/** Three reels showing the hero three times on a lit payline: the title's top win. */
function reelWindow(context: EmblemContext, hero: Placeable): string {
  const panel = linear(context, 'rp', [context.deep(8), context.deep(22), context.deep(8)]);
  const drum = linear(context, 'rd', [
    ['#fff', 0],
    ['#fff', 0.22],
    ['#fff', 0],
  ]);
  const line = context.glow(68);
  return (
    `<rect x="28" y="80" width="244" height="126" rx="18" fill="${context.gold}" stroke="#7a4a00" stroke-width="2"/>` +
    `<rect x="36" y="88" width="228" height="110" rx="12" fill="${panel}"/>` +
    [0, 1, 2].map((i) => `<rect x="${42 + i * 74}" y="92" width="68" height="102" rx="8" fill="${drum}"/>`).join('') +
    `<path d="M22 143H278" stroke="${line}" stroke-width="4" opacity=".85"/>` +
    circle(22, 143, 7, `fill="${line}" stroke="#fff" stroke-width="2"`) +
    circle(278, 143, 7, `fill="${line}" stroke="#fff" stroke-width="2"`) +
    hero(76, 143, 62) +
    hero(224, 143, 62) +
    hero(150, 143, 80)
  );
}

/** A gold medallion with a beaded rim and a deep enamel face. */
function medallion(context: EmblemContext): string {
  const enamel = radial(context, 'me', [context.glow(45, 70), context.deep(20), context.deep(8)], 0.5, 0.4);
  return (
    circle(150, 140, 88, `fill="${context.gold}" stroke="#7a4a00" stroke-width="2"`) +
    circle(
      150,
      140,
      79,
      'fill="none" stroke="#7a4a00" stroke-width="5" stroke-dasharray="1.5 7.5" stroke-linecap="round"',
    ) +
    circle(150, 140, 70, `fill="${enamel}" stroke="#fff2b3" stroke-width="3"`)
  );
}

/** A big-win starburst, turned a little differently on every cover. */
function burst(context: EmblemContext): string {
  const turn = context.random() * 0.4;
  return (
    `<polygon points="${starPoints(150, 140, 16, 108, 76, turn)}" fill="${context.glow(58)}" stroke="#fff" stroke-opacity=".6" stroke-width="2"/>` +
    `<polygon points="${starPoints(150, 140, 16, 88, 62, turn + 0.1)}" fill="${context.glow(78)}" opacity=".75"/>`
  );
}

function accentMarkup(context: EmblemContext, accent: SlotAccent, maths: CoverMaths | undefined, jackpot: boolean) {
  switch (accent) {
    case 'wild':
      // A jackpot title's ribbon sits above its name, so its WILD plate moves up out of the way.
      return wildPlate(context, maths?.expandingWild ?? false, jackpot ? 200 : 226);
    case 'scatter':
      return scatterBadge(context, maths);
    case 'ways':
      return maths ? waysBadge(context, maths) : '';
  }
}

function wildPlate(context: EmblemContext, expanding: boolean, y: number): string {
  const plate = linear(context, 'wp', [context.glow(55, 95), context.deep(22)]);
  const arrows = expanding
    ? `<path d="M-62-6l8-9 8 9zM-62 6l8 9 8-9zM46-6l8-9 8 9zM46 6l8 9 8-9z" fill="${context.gold}"/>`
    : '';
  return (
    `<g transform="translate(150 ${y}) rotate(-4)">` +
    `<rect x="-66" y="-21" width="132" height="42" rx="11" fill="${plate}" stroke="${context.gold}" stroke-width="4"/>` +
    arrows +
    `<text y="11" font-family="Impact,'Arial Black',sans-serif" font-size="31" font-weight="900" letter-spacing="3" text-anchor="middle" fill="url(#${context.id}t)" stroke="${INK}" stroke-width="3" paint-order="stroke">WILD</text></g>`
  );
}

function scatterBadge(context: EmblemContext, maths: CoverMaths | undefined): string {
  const face = radial(context, 'sb', [context.glow(70, 95), context.glow(40, 90), context.deep(14)], 0.4, 0.35);
  const multiplier =
    maths && maths.multiplier > 1
      ? circle(-30, 28, 14, `fill="#ff2d55" stroke="#fff" stroke-width="2"`) +
        `<text x="-30" y="33" font-size="13" font-weight="900" text-anchor="middle" fill="#fff">×${maths.multiplier}</text>`
      : '';
  return (
    '<g transform="translate(234 200)">' +
    `<polygon points="${starPoints(0, 0, 14, 44, 35)}" fill="${context.gold}" stroke="#7a4a00" stroke-width="2"/>` +
    circle(0, 0, 33, `fill="${face}" stroke="#fff2b3" stroke-width="2"`) +
    '<g font-weight="900" text-anchor="middle" fill="#fff">' +
    '<text y="-11" font-size="9" letter-spacing=".5">FREE</text>' +
    `<text y="9" font-size="22">${maths?.freeSpins ?? 10}</text>` +
    '<text y="20" font-size="9" letter-spacing=".5">SPINS</text></g>' +
    multiplier +
    '</g>'
  );
}

/** The title's reels as a small grid, with what it pays on: "243 WAYS", "20 LINES". */
function waysBadge(context: EmblemContext, maths: CoverMaths): string {
  const [count = '', word = ''] = maths.pays.split(' ');
  const cell = 44 / maths.reels;
  const grid: string[] = [];
  for (let reel = 0; reel < maths.reels; reel += 1) {
    for (let row = 0; row < maths.rows; row += 1) {
      grid.push(`M${n(-22 + reel * cell + 1)} ${n(-30 + row * 6)}h${n(cell - 2)}v4.5h${n(2 - cell)}z`);
    }
  }
  return (
    '<g transform="translate(64 200)">' +
    `<rect x="-33" y="-37" width="66" height="74" rx="12" fill="${context.deep(10)}" fill-opacity=".9" stroke="${context.gold}" stroke-width="3"/>` +
    `<path d="${grid.join('')}" fill="${context.glow(70)}"/>` +
    '<g font-weight="900" text-anchor="middle" fill="#fff">' +
    `<text y="15" font-size="${count.length > 3 ? 17 : 20}">${count}</text>` +
    `<text y="29" font-size="10" letter-spacing="1">${word}</text></g></g>`
  );
}
