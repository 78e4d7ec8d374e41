import { LETTERING, PALETTES } from './artwork-themes';
import { renderBackdrop } from './backdrops';
import type { CoverEmblem } from './cover-plan';
import { ownEmblem } from './cover-plan';
import type { CoverGame } from './cover-subjects';
import type { EmblemContext } from './emblem-kit';
import { circle } from './emblem-kit';
import { coverMaths, paintSlotEmblem } from './slot-covers';
import { escapeXml, hashString, hsl, n, raysPath, seededRandom, sparklePath } from './svg-kit';
import { paintTableEmblem } from './table-emblems';
import { paintLiveScene } from './live-scenes';
import { layoutTitle } from './title-layout';

export type GameArtworkInput = CoverGame & { providerName: string };

/** Heavy display faces first; the title layout forces line widths, so any fallback still fits. */
const TITLE_FONTS = "Impact,Haettenschweiler,Anton,'Bebas Neue',Oswald,'Arial Narrow',sans-serif-condensed,sans-serif";
const LABEL_FONTS = "'Helvetica Neue',Arial,'Liberation Sans',sans-serif";
/** Longer titles are cut for the art only (the page shows the full title), which also bounds the file size. */
const MAX_TITLE_CHARS = 48;

/** Covers are fetched by every lobby tile; a cover that runs past this leaves its light dressing off. */
const DRESSED_BUDGET_BYTES = 7_600;

/**
 * A portrait (3:4) cover for a game tile: themed background, emblem, stylised title and the studio's name. The
 * emblem is the one its studio's plan gave it (cover-plan.ts), or on its own the title's favourite.
 */
export function renderGameArtwork(input: GameArtworkInput, emblem: CoverEmblem = ownEmblem(input)): string {
  const dressed = drawCover(input, emblem, true);
  return Buffer.byteLength(dressed) <= DRESSED_BUDGET_BYTES ? dressed : drawCover(input, emblem, false);
}

/** `dressed`: with the bokeh and sparkles around the emblem, which a busy cover can do without. */
function drawCover(input: GameArtworkInput, emblem: CoverEmblem, dressed: boolean): string {
  const hash = hashString(input.slug);
  const random = seededRandom(hash);
  const { subject } = emblem;
  const theme = subject.theme;
  const palette = PALETTES[theme];
  const shift = (random() - 0.5) * 26;
  // Five base-36 digits keep ids apart on a page of inlined covers and cost little in the many url(#…) references.
  const id = `c${(hash % 36 ** 5).toString(36)}`;
  const defs: string[] = [];
  const backdropShift = shift + [0, 0, 32, -32][Math.floor(random() * 4)]!;
  const deep = (lightness: number) => hsl(palette.deep + backdropShift, palette.saturation, lightness);
  const context: EmblemContext = {
    id,
    defs,
    random,
    glow: (lightness, saturation = 90) => hsl(palette.glow + shift, saturation, lightness),
    gold: `url(#${id}g)`,
    deep,
  };
  const lit = (lightness: number) => hsl(palette.lit + backdropShift, palette.saturation, lightness);
  const lettering = LETTERING[palette.lettering];

  defs.push(
    `<linearGradient id="${id}b" x2="0" y2="1"><stop offset="0" stop-color="${deep(10)}"/><stop offset=".5" stop-color="${lit(30)}"/><stop offset="1" stop-color="${deep(6)}"/></linearGradient>`,
    `<linearGradient id="${id}g" x2="0" y2="1"><stop offset="0" stop-color="#fff6c4"/><stop offset=".45" stop-color="#ffd34d"/><stop offset=".75" stop-color="#e59a12"/><stop offset="1" stop-color="#9c5a00"/></linearGradient>`,
    `<linearGradient id="${id}t" x2="0" y2="1"><stop offset=".1" stop-color="${lettering[0]}"/><stop offset=".55" stop-color="${lettering[1]}"/><stop offset="1" stop-color="${lettering[2]}"/></linearGradient>`,
    `<linearGradient id="${id}f" x2="0" y2="1"><stop offset=".5" stop-opacity="0"/><stop offset="1" stop-opacity=".8"/></linearGradient>`,
    `<radialGradient id="${id}v" r=".75"><stop offset=".6" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></radialGradient>`,
  );

  const body = [
    `<rect width="300" height="400" fill="url(#${id}b)"/>`,
    subject.family === 'live'
      ? paintLiveScene(context, subject, emblem.parts)
      : emblemWithScenery(context, emblem, input, lit, dressed),
    input.categories.includes('jackpots') ? fallingCoins(context) : '',
    `<rect y="200" width="300" height="200" fill="url(#${id}f)"/>`,
    titleMarkup(input, context, deep(5)),
    providerMarkup(input.providerName),
    input.categories.includes('live') ? livePill() : '',
    `<rect width="300" height="400" fill="url(#${id}v)"/>`,
    `<rect x="4" y="4" width="292" height="392" rx="14" fill="none" stroke="url(#${id}g)" stroke-opacity=".6" stroke-width="2"/>`,
  ].join('');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 400" width="300" height="400" role="img" aria-label="${escapeXml(shownTitle(input.title))}" font-family="${LABEL_FONTS}">` +
    `<defs>${defs.join('')}</defs>${body}</svg>`
  );
}

/** A slot's or table's emblem on its lit, themed scenery. */
function emblemWithScenery(
  context: EmblemContext,
  emblem: CoverEmblem,
  input: GameArtworkInput,
  lit: (lightness: number) => string,
  dressed: boolean,
): string {
  const { subject, parts } = emblem;
  const { id } = context;
  context.defs.push(
    `<radialGradient id="${id}l" cy=".38" r=".6"><stop offset="0" stop-color="${context.glow(62)}" stop-opacity=".85"/><stop offset=".45" stop-color="${lit(45)}" stop-opacity=".35"/><stop offset="1" stop-color="${lit(20)}" stop-opacity="0"/></radialGradient>`,
    `<filter id="${id}s" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dy="6" stdDeviation="6" flood-opacity=".55"/></filter>`,
  );
  const markup =
    subject.family === 'slot'
      ? paintSlotEmblem(context, subject, parts, coverMaths(input), input.categories.includes('jackpots'))
      : subject.family === 'table'
        ? paintTableEmblem(context, subject, parts)
        : '';
  return (
    `<rect width="300" height="400" fill="url(#${context.id}l)"/>` +
    lightPattern(context) +
    (dressed ? bokeh(context) : '') +
    renderBackdrop(subject.theme, context, context.deep(4)) +
    `<g filter="url(#${context.id}s)">${markup}</g>` +
    (dressed ? sparkles(context) : '')
  );
}

/** Light behind the emblem: sun rays, halo rings or stage beams, picked per game. */
function lightPattern(context: EmblemContext): string {
  const style = context.random();
  if (style < 0.5) {
    const rays = raysPath(150, 142, 10 + Math.floor(context.random() * 8), 330, context.random() * Math.PI);
    return `<path d="${rays}" fill="#fff" opacity=".07"/>`;
  }
  if (style < 0.75) {
    const rings = [96, 122, 150, 182, 218].map((r) => `<circle cx="150" cy="142" r="${r}"/>`).join('');
    return `<g fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="10">${rings}</g>`;
  }
  const beams = [-1, 1]
    .map((side) => {
      const x = 150 + side * 160;
      return `<path d="M${x} -10L${150 + side * 10} 300L${150 + side * 70} 300Z"/><path d="M${x} -10L${150 - side * 60} 300L${150 - side * 20} 300Z"/>`;
    })
    .join('');
  return `<g fill="${context.glow(85)}" opacity=".1">${beams}</g>`;
}

function bokeh(context: EmblemContext): string {
  const dots: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const x = context.random() * 300;
    const y = 20 + context.random() * 260;
    const r = 5 + context.random() * 22;
    dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" opacity="${n(0.06 + context.random() * 0.14)}"/>`);
  }
  return `<g fill="${context.glow(80)}">${dots.join('')}</g>`;
}

function sparkles(context: EmblemContext): string {
  const paths: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const side = i % 2 === 0 ? 1 : -1;
    const x = 150 + side * (70 + context.random() * 70);
    const y = 40 + context.random() * 200;
    paths.push(sparklePath(x, y, 4 + context.random() * 9));
  }
  return `<path d="${paths.join('')}" fill="#fff" opacity=".9"/>`;
}

/** Coins tumbling past the emblem: a gold disc and its rim, light enough to leave room for the emblem's bytes. */
function fallingCoins(context: EmblemContext): string {
  const coins = [
    // Clear of the lower corners, where a slot's accents stand.
    [24 + context.random() * 30, 70 + context.random() * 50, 15],
    [248 + context.random() * 24, 60 + context.random() * 40, 13],
    [262 + context.random() * 16, 140 + context.random() * 20, 10],
  ]
    .map(([x = 0, y = 0, r = 0]) => circle(x, y, r, '') + circle(x, y, r * 0.7, 'fill="none" stroke="#fff2b3"'))
    .join('');
  return `<g fill="${context.gold}" stroke="#8a5a00" stroke-width="1.5">${coins}</g>`;
}

function titleMarkup(input: GameArtworkInput, context: EmblemContext, shade: string): string {
  const layout = layoutTitle(shownTitle(input.title));
  const blockHeight = layout.lineHeight * layout.lines.length;
  const top = 304 - blockHeight / 2;
  const baseline = (index: number) => top + layout.lineHeight * index + layout.fontSize * 0.86;
  const line = (index: number) => {
    const entry = layout.lines[index];
    if (!entry) return '';
    return `<text x="150" y="${n(baseline(index))}" textLength="${n(entry.width)}" lengthAdjust="spacingAndGlyphs">${escapeXml(entry.text)}</text>`;
  };
  const lines = layout.lines.map((_, index) => line(index)).join('');
  const ribbon = input.categories.includes('jackpots') ? jackpotRibbon(context, top - 16) : '';
  // Two layers of the same lines: a solid offset copy for depth, then the gradient face with its outline.
  return (
    ribbon +
    `<g font-family="${TITLE_FONTS}" font-size="${n(layout.fontSize)}" font-weight="700" text-anchor="middle" stroke="${shade}" stroke-width="${n(layout.fontSize * 0.16)}" stroke-linejoin="round">` +
    `<g transform="translate(0 ${n(layout.fontSize * 0.09)})" fill="${shade}">${lines}</g><g fill="url(#${context.id}t)" paint-order="stroke">${lines}</g></g>`
  );
}

function shownTitle(title: string): string {
  return title.length > MAX_TITLE_CHARS ? `${title.slice(0, MAX_TITLE_CHARS - 1).trimEnd()}…` : title;
}

function jackpotRibbon(context: EmblemContext, y: number): string {
  return (
    `<path d="M96 ${n(y - 11)}H204L212 ${n(y)}L204 ${n(y + 11)}H96L88 ${n(y)}Z" fill="${context.gold}" stroke="#7a4a00" stroke-width="1.5"/>` +
    `<text x="150" y="${n(y + 4.5)}" font-size="12" font-weight="800" letter-spacing="3" text-anchor="middle" fill="#5a2e00">JACKPOT</text>`
  );
}

function providerMarkup(providerName: string): string {
  const label = escapeXml(providerName.toUpperCase());
  const halfWidth = Math.min(110, (providerName.length * 9.4) / 2);
  return (
    `<path d="M${n(150 - halfWidth - 34)} 381H${n(150 - halfWidth - 8)}M${n(150 + halfWidth + 8)} 381H${n(150 + halfWidth + 34)}" stroke="#fff" stroke-opacity=".45"/>` +
    `<text x="150" y="385" font-size="11" font-weight="600" letter-spacing="2.4" text-anchor="middle" fill="#fff" fill-opacity=".78">${label}</text>`
  );
}

function livePill(): string {
  return (
    '<rect x="14" y="14" width="58" height="22" rx="11" fill="#000" fill-opacity=".55"/>' +
    '<circle cx="28" cy="25" r="5" fill="#ff2d55"/>' +
    `<text x="38" y="29.5" font-size="12" font-weight="800" letter-spacing="1.5" fill="#fff">LIVE</text>`
  );
}
