import type { SlotDefinition } from '@casino/game-engine';
import { gradient } from './motif-kit';
import { MOTIFS, type MotifName } from './motifs';
import { themeArt, type ThemeArt } from './slot-themes';
import { escapeXml, hsl, INK, starPoints } from './svg-kit';

/**
 * What a symbol is on the reels: a high symbol drawn as its theme's motif, a low one as a card index, the wild, or
 * the scatter. Read from the definition (ids H… and L… are the generator's; other ids go by their place in the
 * best-first list), so any title gets artwork without any of it being downloaded.
 */
export type SymbolRole =
  | { readonly kind: 'high'; readonly rank: number; readonly motif: MotifName; readonly hue: number }
  | { readonly kind: 'low'; readonly rank: number; readonly index: string }
  | { readonly kind: 'wild' }
  | { readonly kind: 'scatter' };

/** Card indices of the low symbols, best first: the same marks in every language, as on a card. */
const LOW_INDICES = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];
/** Hue of each low index (ace red, king blue, queen green, jack orange, ten violet …). */
const LOW_HUES = [352, 212, 135, 32, 275, 190, 55, 320];
const HIGH_COUNT = 4;

export function symbolRole(definition: SlotDefinition, symbol: string): SymbolRole {
  if (symbol === definition.wild.symbol) return { kind: 'wild' };
  if (symbol === definition.scatter.symbol) return { kind: 'scatter' };
  const art = themeArt(definition.theme);
  const named = definition.symbols.some((id) => /^[HL]\d/.test(id));
  const highs = named ? definition.symbols.filter((id) => id.startsWith('H')) : definition.symbols.slice(0, HIGH_COUNT);
  const high = highs.indexOf(symbol);
  if (high >= 0) {
    // Titles with more high symbols than motifs reuse them in a shifted hue.
    const slot = high % art.motifs.length;
    const round = Math.floor(high / art.motifs.length);
    return { kind: 'high', rank: high, motif: art.motifs[slot]!, hue: art.hues[slot]! + round * 150 };
  }
  const lows = definition.symbols.filter((id) => !highs.includes(id));
  const low = Math.max(0, lows.indexOf(symbol));
  return { kind: 'low', rank: low, index: LOW_INDICES[low % LOW_INDICES.length]! };
}

/** The words drawn on the wild and the scatter, in the player's language. */
export type SymbolLabels = { readonly wild: string; readonly scatter: string };

const FONT = 'font-family="system-ui, \'Segoe UI\', Roboto, \'Helvetica Neue\', Arial, sans-serif" font-weight="900"';

const halo = (color: string) =>
  `<defs><radialGradient id="halo"><stop offset="0%" stop-color="${color}" stop-opacity=".55"/>` +
  `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>` +
  '<circle cx="50" cy="50" r="49" fill="url(#halo)"/>';

function highSymbol(role: Extract<SymbolRole, { kind: 'high' }>, art: ThemeArt): string {
  const own = gradient('m', [hsl(role.hue, 85, 76), hsl(role.hue, 82, 52), hsl(role.hue, 80, 30)]);
  const gold = gradient('g', ['#fff6c9', '#ffd54a', '#c9780a']);
  const motif = MOTIFS[role.motif]({
    fill: own.url,
    gold: gold.url,
    light: hsl(role.hue, 85, 76),
    main: hsl(role.hue, 82, 52),
    dark: hsl(role.hue, 80, 30),
  });
  return halo(hsl(art.glow, 90, 60)) + own.def + gold.def + motif;
}

function lowSymbol(role: Extract<SymbolRole, { kind: 'low' }>): string {
  const hue = LOW_HUES[role.rank % LOW_HUES.length]!;
  const own = gradient('m', [hsl(hue, 90, 82), hsl(hue, 85, 58), hsl(hue, 80, 34)]);
  const size = role.index.length > 1 ? 54 : 66;
  const text = (attributes: string) =>
    `<text x="50" y="${role.index.length > 1 ? 69 : 73}" text-anchor="middle" ${FONT} font-size="${size}" ${attributes}>${role.index}</text>`;
  return (
    own.def +
    text(`fill="${own.url}" stroke="${INK}" stroke-width="7" stroke-linejoin="round" paint-order="stroke"`) +
    text('fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1.5"')
  );
}

function wildSymbol(art: ThemeArt, label: string): string {
  const plate = gradient('w', [hsl(art.glow, 85, 55), hsl(art.glow, 80, 36), hsl(art.deep, 70, 18)]);
  const gold = gradient('g', art.lettering);
  return (
    halo(hsl(art.glow, 95, 62)) +
    plate.def +
    gold.def +
    `<polygon points="${starPoints(50, 20, 5, 15, 6.5)}" fill="${gold.url}" stroke="${INK}" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<rect x="5" y="30" width="90" height="44" rx="12" fill="${plate.url}" stroke="${INK}" stroke-width="3.5"/>` +
    `<rect x="9.5" y="34.5" width="81" height="35" rx="8" fill="none" stroke="${gold.url}" stroke-width="2.5"/>` +
    `<text x="50" y="63" text-anchor="middle" ${FONT} font-size="28" textLength="70" lengthAdjust="spacingAndGlyphs" fill="${gold.url}" stroke="${INK}" stroke-width="4.5" stroke-linejoin="round" paint-order="stroke">${escapeXml(label)}</text>` +
    '<rect x="14" y="36" width="72" height="6" rx="3" fill="#fff" opacity=".25"/>'
  );
}

function scatterSymbol(art: ThemeArt, label: string): string {
  const burst = gradient('s', [hsl(art.glow + 40, 95, 70), hsl(art.glow + 20, 90, 52), hsl(art.glow, 85, 32)]);
  const gold = gradient('g', art.lettering);
  const ribbon = gradient('r', [hsl(art.deep, 80, 45), hsl(art.deep, 80, 28)]);
  return (
    halo(hsl(art.glow + 20, 95, 62)) +
    burst.def +
    gold.def +
    ribbon.def +
    `<polygon points="${starPoints(50, 42, 12, 40, 29)}" fill="${burst.url}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="42" r="24" fill="${gold.url}" stroke="${INK}" stroke-width="3"/>` +
    `<polygon points="${starPoints(50, 43, 5, 16, 7)}" fill="${burst.url}" stroke="${INK}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M2 70H98L92 80L98 90H2L8 80Z" fill="${ribbon.url}" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>` +
    `<text x="50" y="85" text-anchor="middle" ${FONT} font-size="14" textLength="80" lengthAdjust="spacingAndGlyphs" fill="${gold.url}">${escapeXml(label)}</text>`
  );
}

/** A symbol's artwork as a standalone SVG document (100 × 100 units, drawn at `size` pixels). */
export function symbolSvg(definition: SlotDefinition, symbol: string, labels: SymbolLabels, size = 256): string {
  const art = themeArt(definition.theme);
  const role = symbolRole(definition, symbol);
  const body =
    role.kind === 'high'
      ? highSymbol(role, art)
      : role.kind === 'low'
        ? lowSymbol(role)
        : role.kind === 'wild'
          ? wildSymbol(art, labels.wild)
          : scatterSymbol(art, labels.scatter);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${size}" height="${size}">${body}</svg>`;
}

/** The SVG as an image address: a data URL, which the site's image policy allows and no server serves. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
