import { describe, expect, it } from 'vitest';
import { drawQrCode, QUIET_ZONE } from './qr-modules';

/** The dark cells the path paints, read back from its rectangles. */
function darkCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let offset = 0; offset < Number(width); offset += 1) cells.add(`${Number(x) + offset},${y}`);
  }
  return cells;
}

describe('a QR code drawn as an SVG path', () => {
  it('is a square of modules with a four-module quiet zone on every side', () => {
    const { size, path } = drawQrCode('bitcoin:tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx');
    const cells = darkCells(path);
    const modules = size - 2 * QUIET_ZONE;
    // Versions grow by 4 modules from 21: a valid QR code is 21, 25, 29, ... modules wide.
    expect((modules - 21) % 4).toBe(0);
    for (const cell of cells) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(x).toBeLessThan(size - QUIET_ZONE);
      expect(y).toBeLessThan(size - QUIET_ZONE);
    }
  });

  it('has the three finder patterns in their corners', () => {
    const { size, path } = drawQrCode('ethereum:0x52908400098527886e0f7030069857d2e4169ee7');
    const cells = darkCells(path);
    const far = size - QUIET_ZONE - 7;
    for (const [left, top] of [
      [QUIET_ZONE, QUIET_ZONE],
      [far, QUIET_ZONE],
      [QUIET_ZONE, far],
    ] as const) {
      // A finder pattern's outer ring is dark all round, with a light ring inside it.
      expect(cells.has(`${left},${top}`)).toBe(true);
      expect(cells.has(`${left + 6},${top + 6}`)).toBe(true);
      expect(cells.has(`${left + 1},${top + 1}`)).toBe(false);
      expect(cells.has(`${left + 3},${top + 3}`)).toBe(true);
    }
  });

  it('grows with the text it carries', () => {
    expect(drawQrCode('x'.repeat(120)).size).toBeGreaterThan(drawQrCode('bitcoin:tb1q').size);
  });
});
