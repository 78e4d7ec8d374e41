/** Small helpers shared by the generated covers and logos. */

/** FNV-1a: a stable 32-bit hash, so the same slug always gets the same art. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: cheap, seedable, good enough to vary layouts (never used for anything involving money). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Titles come from the catalogue (and operators), so they are escaped before they enter markup. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Whole units for coordinates, one decimal below 10 (stroke widths, opacities): plenty at 300×400, and small. */
export function n(value: number): string {
  const rounded = Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return String(rounded).replace(/^(-?)0\./, '$1.');
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

/** A four-pointed sparkle as a path. */
export function sparklePath(cx: number, cy: number, size: number): string {
  const s = Math.round(size);
  const w = Math.round(size * 0.78);
  const c = s - w;
  // Relative quadratic curves, so each sparkle costs a few dozen bytes.
  return `M${n(cx)} ${n(cy - s)}q${c} ${w} ${s} ${s}q${-w} ${c} ${-s} ${s}q${-c} ${-w} ${-s} ${-s}q${w} ${-c} ${s} ${-s}z`;
}

/** Light rays fanning out from a point: one path of thin wedges. */
export function raysPath(cx: number, cy: number, count: number, length: number, turn: number): string {
  const parts: string[] = [];
  const half = Math.PI / count / 2;
  for (let i = 0; i < count; i += 1) {
    const angle = turn + (2 * Math.PI * i) / count;
    const x1 = cx + length * Math.cos(angle - half);
    const y1 = cy + length * Math.sin(angle - half);
    const x2 = cx + length * Math.cos(angle + half);
    const y2 = cy + length * Math.sin(angle + half);
    parts.push(`M${n(cx)} ${n(cy)}L${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}Z`);
  }
  return parts.join('');
}
