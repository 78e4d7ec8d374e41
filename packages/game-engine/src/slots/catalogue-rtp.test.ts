import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sum, toNumber, type Exact } from '../exact';
import { seededRandomness } from '../tables/shared/test-support';
import { SLOT_CATALOGUE } from './catalogue';
import type { SlotDefinition, SlotVolatility } from './definition';
import { CATALOGUE_SLOT_FACTS } from './catalogue-facts';
import { slotExactRtp, type SlotExactReturn } from './exact-rtp';
import { generateSlotDefinition } from './generator';
import { hitRateText } from './report';
import { simulateSlot, simulateSpins, simulateStickySessions, type Estimate } from './simulate-slot';

const SPINS = 20_000;
/** About 15 s on a quiet core; the shared machines can be several times slower. */
const SLOW_MACHINE_MS = 120_000;
/**
 * Four parts per title are checked, 1,224 intervals in all. Each alone at 99% would let about twelve honest parts
 * fail; widened (Bonferroni) so that all hold together with 99% confidence: z for a two-sided 1 − 0.01 / 1224.
 */
const FAMILY_Z = 4.37;

const inside = (exact: number, { mean, standardError }: Estimate) =>
  Math.abs(mean - exact) <= FAMILY_Z * standardError + 1e-12;

/** Which parts of a title's exact RTP its simulation agrees with. */
function partsAgreeing(definition: SlotDefinition, exact: SlotExactReturn, seed: number) {
  const paid = simulateSpins(definition, 'base', SPINS, seededRandomness(2 * seed + 1));
  const free = simulateSpins(definition, 'free-spins', SPINS, seededRandomness(2 * seed + 2));
  return {
    paidSpin: inside(toNumber(exact.baseCombinations) + toNumber(exact.baseScatterPays), paid.perSpin),
    awards: inside(toNumber(exact.awardedPerPaidSpin), paid.awards),
    freeSpin: exact.stickyFreeSpins
      ? stickySessionAgrees(definition, exact.stickyFreeSpins, seed)
      : inside(toNumber(exact.perFreeSpin), free.perSpin),
    retriggers: inside(toNumber(exact.retriggerRate), free.awards),
  };
}

/** Sticky wilds: a whole session of the shortest award (its spins differ by their place), against Σ_t of its spins. */
function stickySessionAgrees(definition: SlotDefinition, spins: readonly Exact[], seed: number) {
  const length = Math.min(...Object.values(definition.scatter.freeSpins));
  const sessions = simulateStickySessions(definition, length, SPINS, seededRandomness(2 * seed + 2));
  return inside(toNumber(sum(spins.slice(0, length))), sessions);
}

/** Every line or way pay raised by a fifth (rounded up to whole coins): its exact RTP must not pass for the title's. */
const raisedByAFifth = (definition: SlotDefinition): SlotDefinition => ({
  ...definition,
  paytable: Object.fromEntries(
    Object.entries(definition.paytable).map(([symbol, pays]) => [symbol, pays.map((pay) => Math.ceil((pay * 6) / 5))]),
  ),
});

describe('every catalogue pokie', () => {
  const titles = SLOT_CATALOGUE.map((entry) => {
    const definition = generateSlotDefinition(entry);
    return { definition, exact: slotExactRtp(definition) };
  });

  it('returns 94–97% exactly', () => {
    const outside = titles.filter(({ exact }) => toNumber(exact.rtp) < 0.94 || toNumber(exact.rtp) > 0.97);
    expect(outside.map(({ definition }) => definition.slug)).toEqual([]);
  });

  /**
   * A whole round's return is too long-tailed for a short run (a ×5 free-spin session with expanding wilds may come
   * once in 100,000 rounds yet carry percents of the RTP), so a 99% interval from the sample variance would be too
   * narrow. The exact RTP is E[paid spin] + E[F] × E[free spin] / (1 − E[R]); each of those four parts is a single
   * spin's mean, simulated and checked on its own. Whole rounds are checked by `npm run rtp -- slots`, at 200,000.
   */
  it(
    'matches a quick simulation of each part of its exact RTP (all titles at 99% together)',
    () => {
      const misses = titles.flatMap(({ definition, exact }, index) => {
        const parts = partsAgreeing(definition, exact, index);
        return Object.values(parts).every(Boolean) ? [] : [{ slug: definition.slug, parts }];
      });
      expect(misses).toEqual([]);
    },
    SLOW_MACHINE_MS,
  );

  it(
    'has a median volatility index that rises with its volatility rating',
    () => {
      const medians = (['low', 'medium', 'high', 'very-high'] as const).map((rating: SlotVolatility) => {
        const indices = titles
          .filter(({ definition }) => definition.volatility === rating)
          .slice(0, 12)
          .map(
            ({ definition }, index) => simulateSlot(definition, SPINS, seededRandomness(1000 + index)).volatilityIndex,
          )
          .sort((a, b) => a - b);
        return indices[indices.length >> 1]!;
      });
      expect([...medians].sort((a, b) => a - b)).toEqual(medians);
    },
    SLOW_MACHINE_MS,
  );

  it('tells a title from the same title paying a fifth more, at every volatility', () => {
    for (const rating of ['low', 'medium', 'high', 'very-high'] as const) {
      const index = titles.findIndex(({ definition }) => definition.volatility === rating);
      const { definition } = titles[index]!;
      // The simulation plays the real title; only the exact values it is held against are the broken one's.
      const broken = slotExactRtp(raisedByAFifth(definition));
      expect(partsAgreeing(definition, broken, index), definition.slug).toMatchObject({ paidSpin: false });
    }
  });

  it('matches the exact RTPs and hit rates published in docs/slot-maths.md', () => {
    const docs = readFileSync(new URL('../../../../docs/slot-maths.md', import.meta.url), 'utf8');
    for (const { definition, exact } of titles) {
      const row = docs.split('\n').find((line) => line.startsWith(`| ${definition.title} |`));
      expect(row, definition.slug).toContain(`| ${(toNumber(exact.rtp) * 100).toFixed(4)}% |`);
      // The stored facts' hit rates are the exact ones (recomputed for a sample in catalogue-facts.test.ts).
      expect(row, definition.slug).toContain(`| ${hitRateText(CATALOGUE_SLOT_FACTS[definition.slug]!.hitRate)} |`);
    }
  });
});
