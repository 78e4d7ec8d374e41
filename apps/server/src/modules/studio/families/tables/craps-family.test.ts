import { exact, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import type { CrapsChoice } from './craps-family';
import { crapsFamily } from './craps-family';
import { scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** Dice as faces, each die being nextInt(6) + 1: dice([4, 5], [6, 3]) rolls a 9, then another 9. */
const dice = (...rolls: [number, number][]) => scripted(rolls.flat().map((face) => face - 1));
const slip = {
  bets: [
    { type: 'pass' as const, stake: 100 },
    { type: 'field' as const, stake: 10 },
  ],
};
const roll = { action: 'roll', details: {} };
const odds = (stake: unknown) => ({ action: 'odds', details: { stake } });

describe('craps family', () => {
  it('opens with no dice rolled and offers the come-out roll', () => {
    expect(crapsFamily.play({}, 110, slip, [], scripted([]))).toEqual({
      staked: 110,
      returned: null,
      actions: ['roll'],
      view: {
        phase: 'come-out',
        point: null,
        rolls: [],
        total: null,
        bets: [
          { type: 'pass', stake: 100, returned: null },
          { type: 'field', stake: 10, returned: null },
        ],
        odds: null,
        max_odds: 0,
      },
    });
  });

  it('settles a come-out 11: pass and the field win at once', () => {
    const round = crapsFamily.play({}, 110, slip, [roll], dice([5, 6]));
    expect(round).toMatchObject({ staked: 110, returned: 220, actions: [], view: { phase: 'settled', total: 11 } });
  });

  it('sets the point, settles the field, offers odds up to 4x on a 9, and pays 3:2 when the point is made', () => {
    const point = crapsFamily.play({}, 110, slip, [roll], dice([4, 5]));
    expect(point).toMatchObject({ returned: null, actions: ['roll', 'odds'] });
    expect(point.view).toMatchObject({ phase: 'point', point: 9, max_odds: 400 });
    expect(point.view.bets).toEqual([
      { type: 'pass', stake: 100, returned: null },
      { type: 'field', stake: 10, returned: 20 },
    ]);
    const actions = [roll, odds(200), roll, roll];
    const made = crapsFamily.play({}, 110, slip, actions, dice([4, 5], [2, 2], [3, 6]));
    expect(made).toMatchObject({ staked: 310, returned: 200 + 20 + 500, actions: [] });
    expect(made.view).toMatchObject({
      phase: 'settled',
      odds: { stake: 200, returned: 500 },
      rolls: [
        [4, 5],
        [2, 2],
        [3, 6],
      ],
    });
  });

  it('refuses a slip without one line bet, a wrong stake, and steps the round does not offer', () => {
    const noLine: CrapsChoice = { bets: [{ type: 'field', stake: 10 }] };
    expect(refusedField(() => crapsFamily.play({}, 10, noLine, [], scripted([])))).toBe('choice');
    const unknownBet = { bets: [{ type: 'hardway', stake: 10 }] } as unknown as CrapsChoice;
    expect(refusedField(() => crapsFamily.play({}, 10, unknownBet, [], scripted([])))).toBe('choice');
    expect(refusedField(() => crapsFamily.play({}, 100, slip, [], scripted([])))).toBe('stake');
    expect(refusedField(() => crapsFamily.play({}, 110, slip, [odds(10)], scripted([])))).toBe('action');
    expect(refusedField(() => crapsFamily.play({}, 110, slip, [roll, roll], dice([3, 4])))).toBe('action');
    expect(refusedField(() => crapsFamily.play({}, 110, slip, [roll, odds('ten')], dice([4, 5])))).toBe('details');
    expect(refusedField(() => crapsFamily.play({}, 110, slip, [roll, odds(401)], dice([4, 5])))).toBe('details');
    const twice = [roll, odds(10), odds(10)];
    expect(refusedField(() => crapsFamily.play({}, 110, slip, twice, dice([4, 5])))).toBe('action');
  });

  it('replays the same round from the same seeds, and taking odds draws no dice', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 9 };
    const once = crapsFamily.play({}, 110, slip, [roll, roll], fairRandomness(seeds));
    expect(crapsFamily.play({}, 110, slip, [roll, roll], fairRandomness(seeds))).toEqual(once);
    const withOdds = crapsFamily.play({}, 110, slip, [roll, odds(100), roll], dice([2, 2], [1, 1]));
    const without = crapsFamily.play({}, 110, slip, [roll, roll], dice([2, 2], [1, 1]));
    expect(withOdds.view.rolls).toEqual(without.view.rolls);
  });

  it('shows any seven as the RTP and the pass line as the hit rate', () => {
    expect(crapsFamily.exactRtp({})).toEqual(exact(5, 6));
    expect(crapsFamily.hitRate({})).toEqual(exact(244, 495));
  });
});
