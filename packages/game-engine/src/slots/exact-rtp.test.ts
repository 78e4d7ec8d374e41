import { describe, expect, it } from 'vitest';
import { add, div, exact, mul, ONE, sub, toNumber, type Exact } from '../exact';
import { scriptedRandomness } from '../tables/shared/test-support';
import type { SlotDefinition } from './definition';
import { slotExactRtp } from './exact-rtp';
import { spin, type SlotState } from './spin';
import {
  HAND_CHECKED,
  TINY_CASCADES,
  TINY_CASCADING_WAYS,
  TINY_LINES,
  TINY_STICKY_LINES,
  TINY_STICKY_WAYS,
  TINY_WAYS,
  everyStop,
} from './tiny-definitions.test-support';
import { parseSlotDefinition, unreachableWinCap } from './validate';

const BET = { currency: 'EUR', coinValue: 1 };

/**
 * The whole return by brute force, through `spin` itself: every paid spin and every free spin enumerated, then the
 * retrigger series summed by its closed form (Σ E[R]^k = 1 / (1 − E[R])).
 */
function bruteForceRtp(definition: SlotDefinition): Exact {
  const stake = definition.coinsPerBet * BET.coinValue;
  const freeState: SlotState = { bet: BET, freeSpinsLeft: 1, freeSpinsPlayed: 0, roundWin: 0 };
  const average = (strips: readonly (readonly string[])[], state: SlotState | null) => {
    let [wins, awarded, combinations] = [0n, 0n, 0n];
    for (const stops of everyStop(strips)) {
      const result = spin(definition, BET, scriptedRandomness(stops), state);
      wins += BigInt(result.win);
      awarded += BigInt(result.freeSpinsAwarded);
      combinations += 1n;
    }
    return { win: exact(wins, combinations * BigInt(stake)), awarded: exact(awarded, combinations) };
  };
  const paid = average(definition.reels.base, null);
  const free = average(definition.reels.freeSpins, freeState);
  return add(paid.win, mul(paid.awarded, div(free.win, sub(ONE, free.awarded))));
}

/**
 * Sticky wilds by brute force, through `spin` itself: every paid spin, then every free spin of the session it
 * triggers, stop by stop, each carrying the state (held wilds included) the spin before left; sessions that reach
 * the same state are worth the same, so they are counted once.
 */
function bruteForceStickyRtp(definition: SlotDefinition): Exact {
  const stake = BigInt(definition.coinsPerBet * BET.coinValue);
  const remembered = new Map<string, Exact>();
  /** The expected pay, in minor units, of everything a state still has to play. */
  const rest = (state: SlotState | null): Exact => {
    if (state === null) return exact(0);
    const key = JSON.stringify([state.freeSpinsLeft, state.stickyWilds]);
    const known = remembered.get(key);
    if (known) return known;
    let total = exact(0);
    let combinations = 0n;
    for (const stops of everyStop(definition.reels.freeSpins)) {
      const result = spin(definition, BET, scriptedRandomness(stops), state);
      total = add(total, add(exact(result.win), rest(result.state)));
      combinations += 1n;
    }
    const value = div(total, exact(combinations));
    remembered.set(key, value);
    return value;
  };
  let total = exact(0);
  let combinations = 0n;
  for (const stops of everyStop(definition.reels.base)) {
    const result = spin(definition, BET, scriptedRandomness(stops));
    total = add(total, add(exact(result.win), rest(result.state)));
    combinations += 1n;
  }
  return div(total, exact(combinations * stake));
}

describe('slot exact RTP', () => {
  it('is 11/4 on the hand-worked middle line with a scatter', () => {
    // Line: ½ × ½ × ¼ × 10 (A) + ½ × ½ × ¼ × 4 (B) = 7/8. Scatters: reel 2 shows one at 3 of 4 stops, reel 3 two at
    // 2 of 4 stops, so three scatters come 3/8 of the time and pay 5: 15/8. Together 22/8.
    const result = slotExactRtp(HAND_CHECKED);
    expect(result.baseCombinations).toEqual(exact(7, 8));
    expect(result.baseScatterPays).toEqual(exact(15, 8));
    expect(result.rtp).toEqual(exact(11, 4));
    expect(bruteForceRtp(HAND_CHECKED)).toEqual(exact(11, 4));
  });

  it.each([TINY_LINES, TINY_WAYS])('equals the brute force over every stop combination ($slug)', (definition) => {
    const result = slotExactRtp(definition);
    expect(result.rtp).toEqual(bruteForceRtp(definition));
    expect(toNumber(result.freeSpins)).toBeGreaterThan(0);
  });

  it.each([TINY_CASCADES, TINY_CASCADING_WAYS])(
    'equals the brute force over every stop combination with cascades ($slug)',
    (definition) => {
      const result = slotExactRtp(definition);
      expect(result.rtp).toEqual(bruteForceRtp(definition));
      // The cascades are counted, not ignored: without them the same reels return less.
      const { cascades: _cascades, ...still } = definition;
      expect(toNumber(slotExactRtp(still).rtp)).toBeLessThan(toNumber(result.rtp));
    },
  );

  it.each([TINY_STICKY_LINES, TINY_STICKY_WAYS])(
    'equals the brute force over every session with sticky wilds ($slug)',
    (definition) => {
      const result = slotExactRtp(definition);
      expect(result.rtp).toEqual(bruteForceStickyRtp(definition));
      // Held wilds pile up: each spin of a session returns more than the one before.
      const spins = result.stickyFreeSpins!.map(toNumber);
      expect(spins).toHaveLength(3);
      expect(spins[1]).toBeGreaterThan(spins[0]!);
      expect(spins[2]).toBeGreaterThan(spins[1]!);
      // Without the sticking, the same reels return less: the pile-up is counted, not ignored.
      const unstuck = slotExactRtp({ ...definition, wild: { ...definition.wild, sticky: false } });
      expect(toNumber(unstuck.freeSpins)).toBeLessThan(toNumber(result.freeSpins));
    },
  );

  it('gives the chance of the top award on the first line', () => {
    // H five times on the middle row: reel 1 shows H there at 1 stop of 5, reels 2–4 H or W at 2 of 5, reel 5 H at 2.
    const { topAward } = slotExactRtp(TINY_LINES);
    expect(topAward).toMatchObject({ symbol: 'H', run: 5, coins: 200 });
    expect(topAward.chance).toEqual(exact(1 * 2 * 2 * 2 * 2, 5 ** 5));
  });

  it('refuses definitions whose cap could bind or whose free spins never end', () => {
    expect(() => parseSlotDefinition({ ...TINY_LINES, winCapMultiple: 10 })).toThrow(/win cap/);
    // One more spin whatever lands: the series 1 + 1 + 1 + … never ends.
    const everyCount = Object.fromEntries(Array.from({ length: 16 }, (_, count) => [String(count), 1]));
    const endless = { ...TINY_LINES, scatter: { ...TINY_LINES.scatter, retriggers: everyCount } };
    expect(() => parseSlotDefinition(endless)).toThrow(/retrigger/);
    const wildFirst = {
      ...TINY_LINES,
      reels: { ...TINY_LINES.reels, base: [['W', 'H', 'L'], ...TINY_LINES.reels.base.slice(1)] },
    };
    expect(() => parseSlotDefinition(wildFirst)).toThrow(/wild on reel 1/);
    const stickyRetrigger = { ...TINY_STICKY_LINES, scatter: { ...TINY_STICKY_LINES.scatter, retriggers: { '3': 1 } } };
    expect(() => parseSlotDefinition(stickyRetrigger)).toThrow(/do not retrigger/);
    const tumblingSticky = { ...TINY_CASCADES, wild: { symbol: 'W', expanding: false, sticky: true } };
    expect(() =>
      parseSlotDefinition({ ...tumblingSticky, scatter: { ...TINY_CASCADES.scatter, retriggers: {} } }),
    ).toThrow(/cascades take plain wilds/);
    expect(() =>
      parseSlotDefinition({ ...TINY_CASCADES, winCapMultiple: unreachableWinCap(TINY_CASCADES) - 1 }),
    ).toThrow(/win cap/);
    expect(parseSlotDefinition(JSON.parse(JSON.stringify(TINY_WAYS)))).toEqual(TINY_WAYS);
  });
});
