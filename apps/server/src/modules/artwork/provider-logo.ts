import { escapeXml, hashString, hsl, n, starPoints } from './svg-kit';

export type ProviderLogoInput = { slug: string; name: string };

/** Words that describe what a studio is rather than who: set small under the wordmark. */
const QUALIFIERS = new Set([
  'studios',
  'studio',
  'gaming',
  'games',
  'live',
  'play',
  'interactive',
  'labs',
  'originals',
]);
const WORDMARK_FONTS = "'Avenir Next','Segoe UI','Helvetica Neue',Arial,'Liberation Sans',sans-serif";
const WORDMARK_WIDTH = 136;

/** A 240×96 logo (emblem + wordmark) drawn for dark backgrounds; shape and colour come from the slug. */
export function renderProviderLogo(input: ProviderLogoInput): string {
  const hash = hashString(input.slug);
  const hue = hash % 360;
  const id = `p${hash.toString(36)}`;
  const words = input.name.trim().split(/\s+/);
  const last = words.at(-1) ?? '';
  const hasQualifier = words.length > 1 && QUALIFIERS.has(last.toLowerCase());
  const main = (hasQualifier ? words.slice(0, -1) : words).join(' ');
  const sub = hasQualifier ? last : '';
  const initials = (main.match(/\b\p{L}/gu) ?? ['?']).slice(0, 2).join('').toUpperCase();

  const light = hsl(hue, 95, 68);
  const dark = hsl(hue + 30, 80, 38);
  const mainSize = Math.min(30, WORDMARK_WIDTH / Math.max(1, main.length * 0.6));
  const mainWidth = Math.min(WORDMARK_WIDTH, main.length * mainSize * 0.6);
  const mainY = sub ? 50 : 58;

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 96" width="240" height="96" role="img" aria-label="${escapeXml(input.name)}">` +
    `<defs><linearGradient id="${id}e" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id}w" x2="0" y2="1"><stop offset=".3" stop-color="#fff"/><stop offset="1" stop-color="${hsl(hue, 60, 84)}"/></linearGradient></defs>` +
    emblemShape(hash, `url(#${id}e)`) +
    `<text x="48" y="57" font-family="${WORDMARK_FONTS}" font-size="${initials.length > 1 ? 25 : 32}" font-weight="800" text-anchor="middle" fill="#fff" stroke="${dark}" stroke-width="1" paint-order="stroke">${escapeXml(initials)}</text>` +
    `<text x="92" y="${mainY}" font-family="${WORDMARK_FONTS}" font-size="${n(mainSize)}" font-weight="800" fill="url(#${id}w)" textLength="${n(mainWidth)}" lengthAdjust="spacingAndGlyphs">${escapeXml(main)}</text>` +
    (sub
      ? `<text x="93" y="70" font-family="${WORDMARK_FONTS}" font-size="11" font-weight="700" letter-spacing="3.5" fill="${light}">${escapeXml(sub.toUpperCase())}</text>`
      : '') +
    '</svg>'
  );
}

/** Five badge shapes around (48, 48), chosen by the slug's hash. */
function emblemShape(hash: number, fill: string): string {
  const outline = 'stroke="#fff" stroke-opacity=".35" stroke-width="2"';
  switch ((hash >>> 9) % 5) {
    case 0:
      return `<polygon points="${starPoints(48, 48, 3, 37, 37, Math.PI / 6)}" fill="${fill}" ${outline}/>`;
    case 1:
      return `<circle cx="48" cy="48" r="34" fill="${fill}" ${outline}/><circle cx="48" cy="48" r="27" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="1.5"/>`;
    case 2:
      return `<path d="M48 12L80 22V48Q80 72 48 86Q16 72 16 48V22Z" fill="${fill}" ${outline}/>`;
    case 3:
      return `<rect x="22" y="22" width="52" height="52" rx="12" transform="rotate(45 48 48)" fill="${fill}" ${outline}/>`;
    default:
      return `<polygon points="${starPoints(48, 48, 8, 38, 31)}" fill="${fill}" ${outline}/>`;
  }
}
