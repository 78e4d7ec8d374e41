import { describe, expect, it } from 'vitest';
import { exact, toNumber, type Exact } from '../exact';
import { scriptedRandomness, seededRandomness } from '../tables/shared/test-support';
import { SLOT_CATALOGUE } from './catalogue';
import type { SlotDefinition } from './definition';
import { hitRateCombinations, slotExactHitRate } from './exact-hit-rate';
import { generateSlotDefinition } from './generator';
import { simulateSpins } from './simulate-slot';
import { spin } from './spin';
import { definitionProblems } from './validate';
import { everyStop, HAND_CHECKED, TINY_LINES, TINY_WAYS, tinyDefinition } from './tiny-definitions.test-support';

const BET = { currency: 'EUR', coinValue: 1 };

/** The share of paid spins that win or award free spins, through `spin` itself over every stop combination. */
function bruteForceHitRate(definition: SlotDefinition): Exact {
  let [hits, combinations] = [0n, 0n];
  for (const stops of everyStop(definition.reels.base)) {
    const result = spin(definition, BET, scriptedRandomness(stops), null);
    if (result.win > 0 || result.freeSpinsAwarded > 0) hits += 1n;
    combinations += 1n;
  }
  return exact(hits, combinations);
}

describe('slot exact hit rate', () => {
  it('is 1/2 on the hand-worked middle line with a scatter', () => {
    // Of 64 stop combinations: reel 3 shows a scatter mid-row at 2 of 4 stops, and with a scatter on reel 2 (3 of 4)
    // that is three scatters: 24 hits. Reel 3's B or A mid-row makes a line with reel 1's same symbol (2 of 4) and
    // reel 2's symbol or wild (2 of 4): 4 + 4 more.
    expect(slotExactHitRate(HAND_CHECKED)).toEqual(exact(1, 2));
    expect(bruteForceHitRate(HAND_CHECKED)).toEqual(exact(1, 2));
  });

  it.each([TINY_LINES, TINY_WAYS])('equals the brute force over every stop combination ($slug)', (definition) => {
    expect(slotExactHitRate(definition)).toEqual(bruteForceHitRate(definition));
  });

  it('enumerates every reel when a longer run of a symbol pays nothing after a shorter one paid', () => {
    const gapped = tinyDefinition({
      ...TINY_LINES,
      slug: 'gapped',
      paytable: { H: [0, 2, 0, 40, 200], L: [0, 0, 3, 6, 0] },
    });
    expect(slotExactHitRate(gapped)).toEqual(bruteForceHitRate(gapped));
  });

  it('refuses a gap that would make it count every stop of five long reels, and validation says why', () => {
    const title = generateSlotDefinition(SLOT_CATALOGUE.find((entry) => entry.slug === 'jarls-promise')!);
    // A low symbol paying one and two of a kind only: a minute of counting (40^5 combinations), which used to hold
    // an operator's publish, and the whole server with it.
    const gapped = { ...title, paytable: { ...title.paytable, L1: [1, 2] } };
    expect(hitRateCombinations(title)).toBeLessThanOrEqual(5_000_000);
    expect(hitRateCombinations(gapped)).toBeGreaterThan(5_000_000);
    expect(() => slotExactHitRate(gapped)).toThrow(/at most 5000000 stop combinations/);
    expect(definitionProblems(gapped).join()).toMatch(/the hit rate would read .* stop combinations/);
  });

  it('counts free spins awarded without a pay as hits', () => {
    const silent = tinyDefinition({
      ...TINY_LINES,
      slug: 'silent-scatter',
      scatter: { ...TINY_LINES.scatter, pays: {} },
    });
    expect(slotExactHitRate(silent)).toEqual(bruteForceHitRate(silent));
    expect(toNumber(slotExactHitRate(silent))).toBeLessThan(toNumber(slotExactHitRate(TINY_LINES)));
  });

  it('lies inside the 99% interval of 20,000 simulated paid spins, for the first titles of the catalogue', () => {
    for (const [index, entry] of SLOT_CATALOGUE.slice(0, 12).entries()) {
      const definition = generateSlotDefinition(entry);
      const { hits } = simulateSpins(definition, 'base', 20_000, seededRandomness(7_000 + index));
      const hitRate = toNumber(slotExactHitRate(definition));
      // Twelve intervals together at 99% (Bonferroni): z for a two-sided 1 − 0.01 / 12.
      expect(Math.abs(hits.mean - hitRate), definition.slug).toBeLessThanOrEqual(3.34 * hits.standardError);
    }
  });
});
