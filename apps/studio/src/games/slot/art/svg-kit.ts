/** Small helpers for the slot's symbol artwork (the studio's own copies: a game loads nothing of the server). */

/** Whole units for coordinates, one decimal for small values: plenty in a 100 × 100 box, and short. */
export function n(value: number): string {
  const rounded = Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return String(rounded);
}

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = Math.max(0, Math.min(100, saturation)) / 100;
  const l = Math.max(0, Math.min(100, lightness)) / 100;
  const channel = (offset: number) => {
    const k = (offset + h * 12) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Points of a regular star: `points` tips between radius `outer` and `inner`. */
export function starPoints(cx: number, cy: number, points: number, outer: number, inner: number, turn = 0): string {
  const coords: string[] = [];
  for (let i = 0; i < points * 2; i += 1) {
    const angle = turn + (Math.PI * i) / points - Math.PI / 2;
    const radius = i % 2 === 0 ? outer : inner;
    coords.push(`${n(cx + radius * Math.cos(angle))},${n(cy + radius * Math.sin(angle))}`);
  }
  return coords.join(' ');
}

/** Labels come from translations, so they are escaped before they enter markup. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The dark outline every symbol shares: it keeps them legible on any reel colour. */
export const INK = '#1a0e2e';
export const outline = (width = 3) => `stroke="${INK}" stroke-width="${width}" stroke-linejoin="round"`;
/** A soft white gleam, the light catching the top of a shape. */
export const gleam = (d: string, width = 4) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${width}" stroke-linecap="round"/>`;
