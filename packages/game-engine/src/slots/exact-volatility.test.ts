import { describe, expect, it } from 'vitest';
import { add, div, exact, mul, ONE, sub, sum, toNumber, ZERO, type Exact } from '../exact';
import { fastRandomness } from '../rtp/fast-randomness';
import { scriptedRandomness } from '../tables/shared/test-support';
import type { SlotDefinition } from './definition';
import { slotExactRtp } from './exact-rtp';
import { slotExactVolatility } from './exact-volatility';
import { simulateSlot } from './simulate-slot';
import { spin, type SlotState } from './spin';
import { definitionProblems } from './validate';
import { MAX_STICKY_WORK, stickyVolatility, stickyVolatilityInTurns, stickyWork } from './sticky-volatility';
import {
  HAND_CHECKED,
  TINY_CASCADES,
  TINY_CASCADING_WAYS,
  TINY_LINES,
  TINY_STICKY_LINES,
  TINY_STICKY_TALL_LINES,
  TINY_STICKY_TALL_WAYS,
  TINY_STICKY_WAYS,
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

/**
 * A sticky-wild round's first two moments by brute force, through `spin` itself: every paid spin, then every free
 * spin of the session it triggers, each carrying the state (held wilds included) the spin before left. A state is
 * worth the same however it was reached, so its E[T] and E[T²] (what it still pays, and its square) are remembered:
 * T = Y + T' gives E[T²] = E[Y² + 2 Y E[T' | next] + E[T'² | next]].
 */
function bruteForceStickyMoments(definition: SlotDefinition): { mean: Exact; second: Exact } {
  const stake = BigInt(definition.coinsPerBet * BET.coinValue);
  const remembered = new Map<string, [Exact, Exact]>();
  const afterwards = (
    strips: readonly (readonly string[])[],
    state: SlotState | null,
  ): [mean: Exact, square: Exact, combinations: bigint] => {
    let [mean, square, combinations] = [ZERO, ZERO, 0n];
    for (const stops of everyStop(strips)) {
      const result = spin(definition, BET, scriptedRandomness(stops), state);
      const win = exact(result.win);
      const [restMean, restSquare] = rest(result.state);
      mean = add(mean, add(win, restMean));
      square = sum([square, mul(win, win), mul(exact(2), mul(win, restMean)), restSquare]);
      combinations += 1n;
    }
    return [mean, square, combinations];
  };
  const rest = (state: SlotState | null): [Exact, Exact] => {
    if (state === null) return [ZERO, ZERO];
    const key = JSON.stringify([state.freeSpinsLeft, state.stickyWilds]);
    const known = remembered.get(key);
    if (known) return known;
    const [mean, square, combinations] = afterwards(definition.reels.freeSpins, state);
    const value: [Exact, Exact] = [div(mean, exact(combinations)), div(square, exact(combinations))];
    remembered.set(key, value);
    return value;
  };
  const [mean, square, combinations] = afterwards(definition.reels.base, null);
  return { mean: div(mean, exact(combinations * stake)), second: div(square, exact(combinations * stake * stake)) };
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

  it('leaves sticky wilds, whose free spins depend on one another, to their own computation', () => {
    expect(slotExactVolatility(TINY_STICKY_LINES)).toBeNull();
  });

  it.each([
    ['lines', TINY_STICKY_LINES],
    ['27 ways with an expanding wild', TINY_STICKY_WAYS],
    ['lines on four rows, runs of one, scatters that pay without awarding', TINY_STICKY_TALL_LINES],
    ['64 ways on four rows', TINY_STICKY_TALL_WAYS],
  ])('is the brute-force second moment of a round with sticky wilds, %s', (_, definition) => {
    const computed = stickyVolatility(definition);
    const brute = bruteForceStickyMoments(definition);
    const relative = (value: number, expected: Exact) => Math.abs(value / toNumber(expected) - 1);
    expect(relative(computed.mean, brute.mean)).toBeLessThan(1e-12);
    expect(relative(computed.mean, slotExactRtp(definition).rtp)).toBeLessThan(1e-12);
    expect(relative(computed.secondMoment, brute.second)).toBeLessThan(1e-12);
    // The spins of a session are counted together, not as independent spins: without the sticking the spread differs.
    const unstuck = slotExactVolatility({ ...definition, wild: { ...definition.wild, sticky: false } });
    expect(Math.abs(computed.index / unstuck!.index - 1)).toBeGreaterThan(0.01);
  });

  it('gives the event loop turns between pairs of spins, to the same figure', async () => {
    let turns = 0;
    const inTurns = await stickyVolatilityInTurns(TINY_STICKY_TALL_LINES, async () => {
      turns += 1;
    });
    // Four scatters at most on the base reels, so sessions of 2 spins (five would award 4): 3 pairs (s ≤ t).
    expect(turns).toBe(3);
    expect(inTurns).toEqual(stickyVolatility(TINY_STICKY_TALL_LINES));
  });

  it('refuses sticky wilds that retrigger, and titles too large to count', () => {
    const retriggering = { ...TINY_STICKY_LINES, scatter: { ...TINY_STICKY_LINES.scatter, retriggers: { '3': 1 } } };
    expect(() => stickyVolatility(retriggering)).toThrow(/do not retrigger/);
    // 6 lines × 3 symbols, sessions of up to 2 spins: 18² × 3 pairs.
    expect(stickyWork(TINY_STICKY_TALL_LINES)).toBe(18 * 18 * 3);
    const lines = Array.from({ length: 100 }, (_, at) => [at % 4, (at >> 2) % 4, (at >> 4) % 4]);
    const wide = { ...TINY_STICKY_TALL_LINES, pays: { kind: 'lines' as const, lines } };
    expect(stickyWork(wide)).toBeLessThan(MAX_STICKY_WORK);
    const long = { ...wide, scatter: { ...wide.scatter, freeSpins: { '3': 100 } } };
    expect(stickyWork(long)).toBeGreaterThan(MAX_STICKY_WORK);
    expect(definitionProblems(long).join()).toMatch(/sticky wilds: .* pairs of pays/);
  });

  it('lies within a few percent of a long simulation of whole rounds with sticky wilds', () => {
    const computed = stickyVolatility(TINY_STICKY_LINES);
    const simulated = simulateSlot(TINY_STICKY_LINES, 400_000, fastRandomness([7, 11, 13, 17]));
    expect(Math.abs(simulated.volatilityIndex / computed.index - 1)).toBeLessThan(0.05);
  });
});
