import { describe, expect, it } from 'vitest';
import { compare, exact, toNumber } from '../exact';
import { SLOT_CATALOGUE } from './catalogue';
import { slotExactRtp } from './exact-rtp';
import { generateSlotDefinition } from './generator';
import { parseSlotDefinition } from './validate';

const ENTRY = {
  slug: 'gilded-scarab',
  title: 'Gilded Scarab',
  lines: 20,
  volatility: 'high',
  payoutBasisPoints: 9612,
} as const;

describe('slot maths generator', () => {
  it('is deterministic: the same entry gives the same definition, another slug another one', () => {
    expect(generateSlotDefinition(ENTRY)).toEqual(generateSlotDefinition({ ...ENTRY }));
    expect(generateSlotDefinition({ ...ENTRY, slug: 'sacred-scarab' }).reels).not.toEqual(
      generateSlotDefinition(ENTRY).reels,
    );
  });

  it('lands within 0.10% of the catalogue return, inside 94–97%', () => {
    const rtp = slotExactRtp(generateSlotDefinition(ENTRY)).rtp;
    expect(Math.abs(toNumber(rtp) - 0.9612)).toBeLessThanOrEqual(0.001);
  });

  it.each([
    [5, { reels: 3, rows: 3 }, 'lines'],
    [20, { reels: 5, rows: 3 }, 'lines'],
    [50, { reels: 5, rows: 4 }, 'lines'],
    [null, expect.anything(), 'ways'],
  ])('lays %s lines out on the grid they need', (lines, grid, kind) => {
    const definition = generateSlotDefinition({ ...ENTRY, lines });
    expect(definition.grid).toEqual(grid);
    expect(definition.pays.kind).toBe(kind);
    if (definition.pays.kind === 'lines') expect(new Set(definition.pays.lines.map(String)).size).toBe(lines);
  });

  it('writes definitions that survive JSON and validation', () => {
    const definition = generateSlotDefinition({ ...ENTRY, lines: null, volatility: 'very-high' });
    expect(parseSlotDefinition(JSON.parse(JSON.stringify(definition)))).toEqual(definition);
  });

  it('generates every catalogue pokie within 94–97% in seconds', () => {
    const started = performance.now();
    const definitions = SLOT_CATALOGUE.map(generateSlotDefinition);
    const elapsed = performance.now() - started;
    expect(definitions.length).toBeGreaterThan(250);
    for (const definition of definitions) {
      const { rtp } = slotExactRtp(definition);
      expect(compare(rtp, exact(94, 100)), definition.slug).toBeGreaterThanOrEqual(0);
      expect(compare(rtp, exact(97, 100)), definition.slug).toBeLessThanOrEqual(0);
    }
    expect(elapsed).toBeLessThan(20_000);
  });
});
