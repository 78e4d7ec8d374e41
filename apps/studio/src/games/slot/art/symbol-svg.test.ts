import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../../lib/i18n/i18n';
import en from '../../../lib/i18n/locales/en.json' with { type: 'json' };
import { FROSTHEIM } from '../slot-rounds.test-support';
import { symbolName } from '../symbol-names';
import { MOTIFS } from './motifs';
import { THEMES } from './slot-themes';
import { symbolRole, symbolSvg } from './symbol-svg';

const labels = { wild: 'WILD', scatter: 'FREE SPINS' };
const everySymbol = [...FROSTHEIM.symbols, FROSTHEIM.wild.symbol, FROSTHEIM.scatter.symbol];
/** The same maths drawn in the classic theme, whose symbol names the assertions spell out. */
const CLASSIC = { ...FROSTHEIM, theme: 'classic' };

describe('slot symbol artwork', () => {
  it('is drawn here for every theme and symbol, fetching nothing from anywhere', () => {
    for (const theme of Object.keys(THEMES)) {
      const svgs = everySymbol.map((symbol) => symbolSvg({ ...FROSTHEIM, theme }, symbol, labels));
      for (const svg of svgs) {
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        // The namespace aside, no address at all: no linked images, fonts or styles.
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href|<image|@import/);
      }
      expect(new Set(svgs).size).toBe(svgs.length);
    }
  });

  it('draws high symbols as the theme’s motifs, low ones as card indices', () => {
    for (const art of Object.values(THEMES)) {
      for (const motif of art.motifs) expect(MOTIFS[motif]).toBeTypeOf('function');
    }
    expect(symbolRole(CLASSIC, 'H1')).toMatchObject({ kind: 'high', motif: THEMES.classic!.motifs[0] });
    // A catalogue title is drawn in its own theme: Frostheim is Norse.
    expect(FROSTHEIM.theme).toBe('norse');
    expect(symbolRole(FROSTHEIM, 'H1')).toMatchObject({ kind: 'high', motif: THEMES.norse!.motifs[0] });
    expect(symbolRole(FROSTHEIM, 'L1')).toMatchObject({ kind: 'low', index: 'A' });
    expect(symbolRole(FROSTHEIM, 'L5')).toMatchObject({ kind: 'low', index: '10' });
    expect(symbolRole(FROSTHEIM, 'W')).toEqual({ kind: 'wild' });
    expect(symbolRole(FROSTHEIM, 'S')).toEqual({ kind: 'scatter' });
    expect(symbolRole({ ...FROSTHEIM, theme: 'no-such-theme' }, 'H1')).toMatchObject({ motif: 'seven' });
  });

  it('writes translated words on the wild and scatter safely, and names every symbol', () => {
    const svg = symbolSvg(FROSTHEIM, 'W', { wild: '<JOKER & co>', scatter: 'x' });
    expect(svg).toContain('&lt;JOKER &amp; co&gt;');
    const t = createTranslator(en);
    expect(everySymbol.map((symbol) => symbolName(CLASSIC, symbol, t))).toEqual([
      'Seven',
      'Bar',
      'Bell',
      'Cherries',
      'Ace',
      'King',
      'Queen',
      'Jack',
      '10',
      'Wild',
      'Scatter',
    ]);
  });
});
