import { describe, expect, it } from 'vitest';
import { SLOT_CATALOGUE } from './catalogue';
import { CATALOGUE_SLOT_FACTS } from './catalogue-facts';
import { slotExactRtp, topAwardNeedsDisclosure } from './exact-rtp';
import { generateSlotDefinition } from './generator';
import { parseFraction, slotFacts } from './slot-facts';

describe('the catalogue titles’ stored facts', () => {
  it('hold the exact RTP and top award of every title’s generated maths', () => {
    expect(Object.keys(CATALOGUE_SLOT_FACTS).sort()).toEqual(SLOT_CATALOGUE.map((entry) => entry.slug).sort());
    for (const entry of SLOT_CATALOGUE) {
      const exactReturn = slotExactRtp(generateSlotDefinition(entry));
      const stored = CATALOGUE_SLOT_FACTS[entry.slug]!;
      expect(parseFraction(stored.rtp), entry.slug).toEqual(exactReturn.rtp);
      expect(parseFraction(stored.topAward.chance), entry.slug).toEqual(exactReturn.topAward.chance);
      expect(stored.topAward.rare, entry.slug).toBe(topAwardNeedsDisclosure(exactReturn));
    }
  }, 60_000);

  it('hold the exact hit rate and volatility index, recomputed the same for a sample of titles', () => {
    // Every 60th title, and a 10-line title with sticky wilds (whose index has a computation of its own).
    const sample = SLOT_CATALOGUE.filter((entry, at) => at % 60 === 0 || entry.slug === 'gemcutters-treasure');
    expect(generateSlotDefinition(sample.find((entry) => entry.slug === 'gemcutters-treasure')!).wild.sticky).toBe(
      true,
    );
    for (const entry of sample) {
      expect(slotFacts(generateSlotDefinition(entry)), entry.slug).toEqual(CATALOGUE_SLOT_FACTS[entry.slug]);
    }
  }, 60_000);

  it('reads fractions back exactly and refuses anything else', () => {
    expect(parseFraction('6/8')).toEqual({ n: 3n, d: 4n });
    expect(() => parseFraction('0.75')).toThrow(RangeError);
  });
});
