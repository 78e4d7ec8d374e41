import { describe, expect, it } from 'vitest';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { scriptedRandomness } from '../tables/shared/test-support';
import { spin } from './spin';
import { TINY_CASCADES, TINY_LINES, TINY_STICKY_LINES, TINY_WAYS } from './tiny-definitions.test-support';

const BET = { currency: 'EUR', coinValue: 5 };

describe('slot spin', () => {
  it('pays a line with a wild in it, and shows the line and its cells', () => {
    // Bottom row L L W L L: five L on line 2 pay 12 coins of 5.
    const result = spin(TINY_LINES, BET, scriptedRandomness([4, 2, 0, 0, 4]));
    expect(result.grid).toEqual([
      ['L', 'H', 'L'],
      ['H', 'S', 'L'],
      ['H', 'L', 'W'],
      ['L', 'H', 'L'],
      ['H', 'H', 'L'],
    ]);
    expect(result.wins).toEqual([
      {
        symbol: 'L',
        run: 5,
        line: 2,
        ways: 1,
        positions: [
          [0, 2],
          [1, 2],
          [2, 2],
          [3, 2],
          [4, 2],
        ],
        amount: 60,
      },
    ]);
    expect(result).toMatchObject({ kind: 'paid', stake: 25, win: 60, freeSpinsAwarded: 0, state: null });
  });

  it('pays scatters anywhere on the total bet, awards free spins, and plays them on that bet with the multiplier', () => {
    const trigger = spin(TINY_LINES, BET, scriptedRandomness([1, 2, 3, 0, 3]));
    expect(trigger.scatter).toEqual({
      count: 3,
      positions: [
        [0, 1],
        [1, 1],
        [2, 1],
      ],
      amount: 75,
    });
    expect(trigger.freeSpinsAwarded).toBe(4);
    expect(trigger.state).toEqual({ bet: BET, freeSpinsLeft: 4, freeSpinsPlayed: 0, roundWin: 75 });

    expect(() =>
      spin(TINY_LINES, { ...BET, coinValue: 1 }, scriptedRandomness([0, 0, 0, 0, 0]), trigger.state),
    ).toThrow(/bet that triggered/);
    // Lines: top H W H L (3 × H, 10), middle L W L H (3 × L, 3), the V H W W H H (5 × H, 200): 213 coins × 3 × 5.
    // Two scatters pay the bet once, times 3.
    const free = spin(TINY_LINES, BET, scriptedRandomness([0, 0, 0, 0, 0]), trigger.state);
    expect(free).toMatchObject({ kind: 'free', stake: 0, multiplier: 3, win: 213 * 3 * 5 + 75, capped: false });
    expect(free.wins.map((win) => [win.line, win.symbol, win.run])).toEqual([
      [0, 'L', 3],
      [1, 'H', 3],
      [3, 'H', 5],
    ]);
    expect(free.state).toEqual({ bet: BET, freeSpinsLeft: 3, freeSpinsPlayed: 1, roundWin: 75 + free.win });
  });

  it('counts ways as the product of matching cells per reel, with expanding wilds', () => {
    // Reels 2 and 3 show a wild, which fills each; H: 1 × 3 × 3 × 1 = 9 ways of four (40 each); L: 2 × 3 × 3 × 2 × 2
    // = 72 ways of five (12 each).
    const result = spin(TINY_WAYS, { currency: 'EUR', coinValue: 1 }, scriptedRandomness([4, 4, 2, 0, 1]));
    expect(result.grid.slice(1, 3)).toEqual([
      ['W', 'W', 'W'],
      ['W', 'W', 'W'],
    ]);
    expect(result.wins.map(({ symbol, run, ways, line, amount }) => ({ symbol, run, ways, line, amount }))).toEqual([
      { symbol: 'H', run: 4, ways: 9, line: null, amount: 360 },
      { symbol: 'L', run: 5, ways: 72, line: null, amount: 864 },
    ]);
    expect(result.wins[0]!.positions).toEqual([
      [0, 1],
      [1, 0],
      [1, 1],
      [1, 2],
      [2, 0],
      [2, 1],
      [2, 2],
      [3, 1],
    ]);
    expect(result.win).toBe(360 + 864);
  });

  it("holds free spins' wilds in their cells until the session ends, over whatever the reels show, scatters too", () => {
    // The paid spin's wild (reel 2, middle) triggers nothing and is not held.
    const trigger = spin(TINY_STICKY_LINES, BET, scriptedRandomness([2, 0, 0]));
    expect(trigger.grid[1]).toEqual(['A', 'W', 'B']);
    expect(trigger.state).toMatchObject({ freeSpinsLeft: 2, stickyWilds: [] });
    // Free spin 1 lands wilds on reel 2's top and reel 3's middle: nothing was held yet.
    const first = spin(TINY_STICKY_LINES, BET, scriptedRandomness([0, 0, 0]), trigger.state);
    expect(first.stickyWilds).toEqual([]);
    expect(first.state?.stickyWilds).toEqual([
      [1, 0],
      [2, 1],
    ]);
    // Free spin 2's reels show A B S and A S B on reels 2 and 3; the held wilds cover reel 2's A and reel 3's S.
    const second = spin(TINY_STICKY_LINES, BET, scriptedRandomness([1, 1, 2]), first.state);
    expect(second.grid).toEqual([
      ['B', 'S', 'B'],
      ['W', 'B', 'S'],
      ['A', 'W', 'B'],
    ]);
    expect(second.stickyWilds).toEqual(first.state?.stickyWilds);
    // B B B on the diagonal (4 coins) and two scatters, not three (1 × the bet), all ×2.
    expect(second.wins).toMatchObject([{ symbol: 'B', line: 1, run: 3, amount: 4 * 5 * 2 }]);
    expect(second.scatter).toMatchObject({ count: 2, amount: 1 * 2 * 5 * 2 });
    expect(second).toMatchObject({ kind: 'free', win: 60, state: null });
  });

  it('cascades: winning cells vanish, the rest fall, the strip above drops in, and each cascade pays at its multiplier', () => {
    // Reels B A A | B W A | B A B: A A A on the middle line (5 coins) and B B B on the top (2).
    const result = spin(TINY_CASCADES, { currency: 'EUR', coinValue: 1 }, scriptedRandomness([0, 1, 0]));
    expect(result.grid).toEqual([
      ['B', 'A', 'A'],
      ['B', 'W', 'A'],
      ['B', 'A', 'B'],
    ]);
    expect(result.wins.map((win) => [win.symbol, win.line, win.amount])).toEqual([
      ['A', 0, 5],
      ['B', 1, 2],
    ]);
    // Rows 0 and 1 vanish on every reel: the bottom cell falls, and the two strip cells above each stop drop in
    // (reel 1 stopped at 0 takes strip[4], strip[5] = S A). Then A A A on the middle line again, at ×2.
    expect(result.cascades[0]).toMatchObject({
      step: 1,
      multiplier: 2,
      grid: [
        ['S', 'A', 'A'],
        ['B', 'A', 'A'],
        ['A', 'A', 'B'],
      ],
      wins: [
        {
          symbol: 'A',
          line: 0,
          amount: 10,
          positions: [
            [0, 1],
            [1, 1],
            [2, 1],
          ],
        },
      ],
    });
    // The middle row vanishes; one cell drops in per reel (strip[3], strip[4], strip[3]); nothing pays at ×3: the chain ends.
    expect(result.cascades[1]).toMatchObject({
      step: 2,
      multiplier: 3,
      grid: [
        ['B', 'S', 'A'],
        ['S', 'B', 'A'],
        ['S', 'A', 'B'],
      ],
      wins: [],
    });
    expect(result.cascades).toHaveLength(2);
    // Scatters count on the last grid: three, 2 × the bet of 3 coins, and two free spins.
    expect(result.scatter).toEqual({
      count: 3,
      positions: [
        [0, 1],
        [1, 0],
        [2, 0],
      ],
      amount: 6,
    });
    expect(result).toMatchObject({ win: 5 + 2 + 10 + 6, freeSpinsAwarded: 2 });
  });

  it('refuses a coin value the title does not offer', () => {
    expect(() => spin(TINY_LINES, { currency: 'EUR', coinValue: 3 }, scriptedRandomness([0, 0, 0, 0, 0]))).toThrow();
    expect(() => spin(TINY_LINES, { currency: 'USD', coinValue: 1 }, scriptedRandomness([0, 0, 0, 0, 0]))).toThrow();
  });

  it('replays from the provably fair seeds: the same seeds and nonce give the same spin', () => {
    const seeds = { serverSeed: 'slot-server-seed', clientSeed: 'player', nonce: 3 };
    const first = spin(TINY_WAYS, BET, fairRandomness(seeds));
    expect(spin(TINY_WAYS, BET, fairRandomness(seeds))).toEqual(first);
    const others = [4, 5, 6, 7].map((nonce) => spin(TINY_WAYS, BET, fairRandomness({ ...seeds, nonce })).stops);
    expect(new Set(others.map(String)).size).toBeGreaterThan(1);
  });
});
