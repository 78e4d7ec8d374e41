import { describe, expect, it } from 'vitest';
import { add, div, exact, mul, ONE, sub, sum, toNumber, type Exact } from '../exact';
import { fastRandomness } from '../rtp/fast-randomness';
import { scriptedRandomness } from '../tables/shared/test-support';
import type { SlotDefinition } from './definition';
import { slotExactRtp } from './exact-rtp';
import { slotExactVolatility } from './exact-volatility';
import { simulateSlot } from './simulate-slot';
import { spin, type SlotState } from './spin';
import {
  HAND_CHECKED,
  TINY_CASCADES,
  TINY_CASCADING_WAYS,
  TINY_LINES,
  TINY_STICKY_LINES,
  TINY_WAYS,
  everyStop,
} from './tiny-definitions.test-support';

const BET = { currency: 'EUR', coinValue: 1 };

/**
 * A round's second moment by brute force, through `spin` itself: each spin of a reel set played at every stop
 * combination gives its return (multiplier included) and the spins it awards, and those joint moments go into the
 * closed forms of a session and a round (the same algebra as the code under test, whose sums it checks).
 */
function bruteForceSecondMoment(definition: SlotDefinition): { mean: Exact; second: Exact } {
  const stake = BigInt(definition.coinsPerBet * BET.coinValue);
  const moments = (strips: readonly (readonly string[])[], state: SlotState | null) => {
    let [v, v2, g, g2, vg, combinations] = [0n, 0n, 0n, 0n, 0n, 0n];
    for (const stops of everyStop(strips)) {
      const result = spin(definition, BET, scriptedRandomness(stops), state);
      const [win, awarded] = [BigInt(result.win), BigInt(result.freeSpinsAwarded)];
      [v, v2, g, g2, vg] = [v + win, v2 + win * win, g + awarded, g2 + awarded * awarded, vg + win * awarded];
      combinations += 1n;
    }
    return {
      v: exact(v, combinations * stake),
      v2: exact(v2, combinations * stake * stake),
      g: exact(g, combinations),
      g2: exact(g2, combinations),
      vg: exact(vg, combinations * stake),
    };
  };
  const paid = moments(definition.reels.base, null);
  const free = moments(definition.reels.freeSpins, { bet: BET, freeSpinsLeft: 1, freeSpinsPlayed: 0, roundWin: 0 });
  const stays = sub(ONE, free.g);
  const session = div(free.v, stays);
  const sessionSquared = div(
    sum([free.v2, mul(exact(2), mul(free.vg, session)), mul(sub(free.g2, free.g), mul(session, session))]),
    stays,
  );
  return {
    mean: add(paid.v, mul(paid.g, session)),
    second: sum([
      paid.v2,
      mul(exact(2), mul(paid.vg, session)),
      add(mul(paid.g, sessionSquared), mul(sub(paid.g2, paid.g), mul(session, session))),
    ]),
  };
}

describe('slot exact volatility', () => {
  it.each([
    ['a hand-worked line', HAND_CHECKED],
    ['five lines with retriggers and a multiplier', TINY_LINES],
    ['243 ways with an expanding wild', TINY_WAYS],
    ['cascades on lines', TINY_CASCADES],
    ['cascades on ways', TINY_CASCADING_WAYS],
  ])('is the brute-force second moment of a round, %s', (_, definition) => {
    const volatility = slotExactVolatility(definition);
    const brute = bruteForceSecondMoment(definition);
    expect(volatility?.mean).toEqual(brute.mean);
    expect(volatility?.mean).toEqual(slotExactRtp(definition).rtp);
    expect(volatility?.secondMoment).toEqual(brute.second);
    expect(volatility?.index).toBeCloseTo(Math.sqrt(toNumber(sub(brute.second, mul(brute.mean, brute.mean)))), 12);
  });

  it('lies within a few percent of a long simulation of whole rounds', () => {
    const volatility = slotExactVolatility(TINY_LINES);
    const simulated = simulateSlot(TINY_LINES, 400_000, fastRandomness([7, 11, 13, 17]));
    expect(volatility?.index).toBeGreaterThan(0);
    expect(Math.abs(simulated.volatilityIndex / (volatility?.index ?? 1) - 1)).toBeLessThan(0.05);
  });

  it('is left to simulation for sticky wilds, whose free spins depend on one another', () => {
    expect(slotExactVolatility(TINY_STICKY_LINES)).toBeNull();
  });
});
