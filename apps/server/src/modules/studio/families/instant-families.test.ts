import type { Randomness } from '@casino/game-engine';
import { CATALOGUE_SLOT_FACTS } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { coinFlipFamily } from './coin-flip';
import { crashFamily } from './crash';
import { diceFamily } from './dice';
import type { FamilyAction, StudioGameFamily } from './family';
import { IllegalPlay } from './family';
import { hiLoFamily } from './hi-lo';
import { kenoFamily } from './keno';
import { limboFamily } from './limbo';
import { minesFamily } from './mines';
import { pegfallFamily } from './pegfall';
import { STUDIO_GAME_FAMILIES } from './registry';
import { scratchFamily } from './scratch';
import { towerFamily } from './tower';
import { wheelFamily } from './wheel';

/** Returns the given draws in order (then zeros), as the engine's own tests stub randomness. */
const scripted = (values: number[]): Randomness => {
  const queue = [...values];
  return {
    nextInt(max) {
      const value = queue.shift() ?? 0;
      if (value >= max) throw new Error(`scripted ${value} is not below ${max}`);
      return value;
    },
  };
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function play<P, C>(family: StudioGameFamily<P, C>, choice: any, draws: number[], actions: FamilyAction[] = []) {
  return family.play(family.defaults, 10_000, family.choice.parse(choice), actions, scripted(draws));
}

const HALF_OF_2_32 = 2 ** 31;

describe('instant families', () => {
  it('dice: rolls under the target and pays 99% ÷ the chance', () => {
    expect(play(diceFamily, { target: 5000, direction: 'under' }, [4999])).toEqual({
      staked: 10_000,
      returned: 19_800,
      actions: [],
      view: { roll: 4999, target: 5000, direction: 'under', won: true, multiplier: '1.9800' },
    });
    expect(play(diceFamily, { target: 5000, direction: 'under' }, [5000]).returned).toBe(0);
    expect(() => play(diceFamily, { target: 9900, direction: 'under' }, [0])).toThrow(IllegalPlay);
    expect(() => play(diceFamily, { target: 5000, direction: 'under' }, [0], [{ action: 'x', details: {} }])).toThrow(
      IllegalPlay,
    );
  });

  it('limbo and crash: a draw of 2^31 gives 1.98×, which reaches 1.50 but not 2.00', () => {
    expect(play(limboFamily, { target: 150 }, [HALF_OF_2_32])).toMatchObject({
      returned: 15_000,
      view: { result: 198, target: 150, won: true, multiplier: '1.5000' },
    });
    expect(play(limboFamily, { target: 200 }, [HALF_OF_2_32]).returned).toBe(0);
    expect(play(crashFamily, { auto_cash_out: 150 }, [HALF_OF_2_32])).toMatchObject({
      returned: 15_000,
      view: { crash_point: 194, auto_cash_out: 150, won: true, multiplier: '1.5000' },
    });
    expect(() => limboFamily.choice.parse({ target: 100 })).toThrow();
  });

  it('coin flip: a right call pays 1.96', () => {
    expect(play(coinFlipFamily, { side: 'heads' }, [0]).view).toEqual({
      call: 'heads',
      side: 'heads',
      won: true,
      multiplier: '1.9600',
    });
    expect(play(coinFlipFamily, { side: 'tails' }, [0]).returned).toBe(0);
  });

  it('keno: draws ten numbers in order and pays the paytable of the pick count by hits', () => {
    const round = play(kenoFamily, { picks: [1, 2, 3] }, []);
    expect(round.view).toEqual({
      picks: [1, 2, 3],
      drawn: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      hits: [1, 2, 3],
      multiplier: '28.0000',
    });
    expect(round.returned).toBe(280_000);
    expect(() => kenoFamily.choice.parse({ picks: [1, 1] })).toThrow();
    expect(() => kenoFamily.choice.parse({ picks: [41] })).toThrow();
  });

  it('pegfall: the path read from one draw, bucket = rights, paid by the board', () => {
    expect(play(pegfallFamily, { rows: 8, risk: 'medium' }, [0b11110000]).view).toEqual({
      rows: 8,
      risk: 'medium',
      path: ['right', 'right', 'right', 'right', 'left', 'left', 'left', 'left'],
      bucket: 4,
      multiplier: '0.4000',
    });
  });

  it('wheel: one of 20 segments of the chosen wheel', () => {
    expect(play(wheelFamily, { risk: 'medium' }, [7])).toMatchObject({
      returned: 30_000,
      view: { risk: 'medium', segment: 7, multiplier: '3.0000' },
    });
    expect(wheelFamily.defaults.segments.low).toHaveLength(20);
  });

  it('scratch: the prize first, then a card that shows it', () => {
    expect(play(scratchFamily, {}, [0]).view).toEqual({
      tiles: [0, 0, 0, 1, 1, 2, 2, 3, 4],
      winning_symbol: 0,
      multiplier: '1.0000',
    });
  });

  it('mines: reveals hide the mines until the round ends; a mine loses, a cash-out pays', () => {
    const reveal = (tile: number): FamilyAction => ({ action: 'reveal', details: { tile } });
    const open = play(minesFamily, { mines: 3 }, [0, 0, 0], [reveal(5)]);
    expect(open).toMatchObject({ returned: null, actions: ['reveal', 'cashout'] });
    expect(open.view).toEqual({ mines: 3, revealed: [5], multiplier: '1.1136', next_multiplier: '1.2727' });
    const lost = play(minesFamily, { mines: 3 }, [0, 0, 0], [reveal(5), reveal(1)]);
    expect(lost).toMatchObject({ returned: 0, view: { mine_tiles: [0, 1, 2], hit_mine: true } });
    const paid = play(minesFamily, { mines: 3 }, [0, 0, 0], [reveal(5), { action: 'cashout', details: {} }]);
    expect(paid).toMatchObject({ returned: 11_136, view: { hit_mine: false } });
    expect(() => play(minesFamily, {}, [], [reveal(5), reveal(5)])).toThrow(IllegalPlay);
    expect(() => play(minesFamily, {}, [], [{ action: 'cashout', details: {} }])).toThrow(IllegalPlay);
    expect(() => play(minesFamily, {}, [], [{ action: 'reveal', details: { tile: 25 } }])).toThrow(IllegalPlay);
  });

  it('hi-lo: deals the first card on opening, names its suit, and pays RTP × the odds on cash-out', () => {
    const opened = play(hiLoFamily, {}, [20]);
    expect(opened).toMatchObject({
      returned: null,
      actions: ['higher', 'lower'],
      view: { cards: [{ rank: 6, suit: 'clubs' }], lost: false, higher_multiplier: '1.5925' },
    });
    const cashed = play(
      hiLoFamily,
      {},
      [20, 41],
      [
        { action: 'higher', details: {} },
        { action: 'cashout', details: {} },
      ],
    );
    expect(cashed).toMatchObject({ returned: 15_925, view: { cards: [{ rank: 6 }, { rank: 11, suit: 'diamonds' }] } });
    const lost = play(hiLoFamily, {}, [20, 0], [{ action: 'higher', details: {} }]);
    expect(lost).toMatchObject({ returned: 0, view: { lost: true } });
    expect(() => play(hiLoFamily, {}, [20], [{ action: 'cashout', details: {} }])).toThrow(IllegalPlay);
    // Aces forever: every "higher or same" is right at odds 1, and the run ends by itself after 100 guesses.
    const higher = (count: number) => Array.from({ length: count }, () => ({ action: 'higher', details: {} }));
    expect(play(hiLoFamily, {}, [], higher(99)).returned).toBeNull();
    expect(play(hiLoFamily, {}, [], higher(100)).returned).toBe(9_800);
    expect(() => play(hiLoFamily, {}, [], higher(101))).toThrow(IllegalPlay);
  });

  it('tower: traps are drawn floor by floor and shown only when the round ends', () => {
    const climb = (tile: number): FamilyAction => ({ action: 'climb', details: { tile } });
    const open = play(towerFamily, { difficulty: 'medium' }, [2], [climb(0)]);
    expect(open.view).toEqual({
      difficulty: 'medium',
      floors: 8,
      tiles: 3,
      picks: [0],
      multiplier: '1.4625',
      next_multiplier: '2.1937',
    });
    const lost = play(towerFamily, { difficulty: 'medium' }, [2, 0], [climb(0), climb(0)]);
    expect(lost).toMatchObject({ returned: 0, view: { traps: [[2], [0]], lost: true } });
    expect(() => play(towerFamily, {}, [], [climb(3)])).toThrow(IllegalPlay);
  });

  it('every registered family quotes an RTP below 100% and a hit rate between 0 and 1', () => {
    // A slot's defaults name no title: its figures are its maths version's, attached by the studio.
    const slotParams = { maths: 'plucky-bunny-fair', version: 1, facts: CATALOGUE_SLOT_FACTS['plucky-bunny-fair'] };
    for (const family of STUDIO_GAME_FAMILIES.values()) {
      const params = family.id === 'slot' ? slotParams : family.defaults;
      const rtp = family.exactRtp(params);
      const hit = family.hitRate(params);
      expect(rtp.n < rtp.d, family.id).toBe(true);
      expect(hit.n > 0n && hit.n <= hit.d, family.id).toBe(true);
    }
  });
});
