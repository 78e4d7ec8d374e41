import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import { confidenceInterval99, scriptedRandomness, seededRandomness } from '../shared/test-support';
import type { CrapsState } from './craps';
import { legalCrapsActions, maxOdds, playCraps, rollCraps, startCraps, takeOdds, totalReturn } from './craps';
import { lineExactRtp, lineHitRate, oddsExactRtp, oneRollExactRtp } from './exact-rtp';
import type { CrapsBet, CrapsRules } from './rules';
import { CRAPS, ONE_ROLL_BETS, POINTS } from './rules';

/** Dice as faces: [3, 4] rolls a 3 and a 4 (each die is nextInt(6) + 1). */
const dice = (...rolls: [number, number][]) => scriptedRandomness(rolls.flat().map((face) => face - 1));
const rollAll = (state: CrapsState, ...rolls: [number, number][]) => {
  const randomness = dice(...rolls);
  return rolls.reduce((current) => rollCraps(CRAPS, current, randomness), state);
};
const slip: CrapsBet[] = [
  { type: 'pass', stake: 100 },
  { type: 'field', stake: 10 },
  { type: 'any-seven', stake: 10 },
];

describe('craps rounds', () => {
  it('a come-out 7 wins pass and any seven; the field loses', () => {
    const state = rollAll(startCraps(slip), [3, 4]);
    expect(state).toMatchObject({ phase: 'settled', point: null, returns: [200, 0, 50], oddsReturn: 0 });
    expect(totalReturn(state)).toBe(250);
  });

  it('a come-out 12 loses pass, pays the field triple, and pushes a barred don’t pass', () => {
    expect(rollAll(startCraps(slip), [6, 6])).toMatchObject({ phase: 'settled', returns: [0, 40, 0] });
    const dont = rollAll(startCraps([{ type: 'dont-pass', stake: 100 }]), [6, 6]);
    expect(dont.returns).toEqual([100]);
    expect(rollAll(startCraps([{ type: 'dont-pass', stake: 100 }]), [1, 2]).returns).toEqual([200]);
  });

  it('sets a point, settles the one-roll bets at once, and takes odds up to 3-4-5x', () => {
    const point = rollAll(startCraps(slip), [4, 5]);
    expect(point).toMatchObject({ phase: 'point', point: 9, returns: [null, 20, 0] });
    expect(legalCrapsActions(point)).toEqual(['roll', 'odds']);
    expect(maxOdds(CRAPS, point)).toBe(400);
    expect(() => takeOdds(CRAPS, point, 401)).toThrow(/at most 400/);
    const withOdds = takeOdds(CRAPS, point, 100);
    expect(legalCrapsActions(withOdds)).toEqual(['roll']);
    const made = rollAll(withOdds, [2, 2], [6, 3]);
    expect(made).toMatchObject({
      phase: 'settled',
      rolls: [
        [4, 5],
        [2, 2],
        [6, 3],
      ],
      returns: [200, 20, 0],
    });
    expect(made.oddsReturn).toBe(250); // 3:2 on the 9
    expect(rollAll(withOdds, [3, 4])).toMatchObject({ returns: [0, 20, 0], oddsReturn: 0 });
  });

  it('lays odds behind don’t pass up to 6x and pays the inverse of true odds, rounded down', () => {
    const point = rollAll(startCraps([{ type: 'dont-pass', stake: 100 }]), [4, 5]);
    expect(maxOdds(CRAPS, point)).toBe(600);
    const sevenOut = rollAll(takeOdds(CRAPS, point, 100), [1, 6]);
    expect(sevenOut).toMatchObject({ returns: [200], oddsReturn: 166 });
    const six = rollAll(startCraps([{ type: 'pass', stake: 10 }]), [3, 3]);
    expect(rollAll(takeOdds(CRAPS, six, 50), [5, 1]).oddsReturn).toBe(110);
  });

  it('refuses a slip without one line bet, a repeated bet, odds before a point or twice', () => {
    expect(() => startCraps([{ type: 'field', stake: 10 }])).toThrow(/exactly one line bet/);
    expect(() => startCraps([...slip, { type: 'dont-pass', stake: 10 }])).toThrow(/exactly one line bet/);
    expect(() => startCraps([...slip, { type: 'field', stake: 10 }])).toThrow(/one bet of each kind/);
    expect(() => startCraps([{ type: 'pass', stake: 0 }])).toThrow(RangeError);
    expect(() => takeOdds(CRAPS, startCraps(slip), 10)).toThrow(/free odds/);
    const point = takeOdds(CRAPS, rollAll(startCraps(slip), [2, 2]), 10);
    expect(() => takeOdds(CRAPS, point, 10)).toThrow(/free odds/);
  });
});

describe('craps exact return to player', () => {
  it('prices the line bets: pass wins 244/495; don’t pass barring 12', () => {
    expect(lineExactRtp('pass')).toEqual(exact(488, 495));
    expect(lineHitRate('pass')).toEqual(exact(244, 495));
    expect(lineExactRtp('dont-pass')).toEqual(exact(1953, 1980));
    expect(lineHitRate('dont-pass')).toEqual(exact(251, 495));
  });

  it('prices the one-roll bets by the 36 rolls, and free odds at exactly 100%', () => {
    expect(ONE_ROLL_BETS.map((bet) => oneRollExactRtp(CRAPS, bet))).toEqual([
      exact(35, 36),
      exact(5, 6),
      exact(8, 9),
      exact(8, 9),
      exact(31, 36),
      exact(8, 9),
      exact(31, 36),
    ]);
    for (const point of POINTS) {
      expect(oddsExactRtp(CRAPS, 'pass', point)).toEqual(exact(1));
      expect(oddsExactRtp(CRAPS, 'dont-pass', point)).toEqual(exact(1));
    }
    expect(oddsExactRtp(CRAPS, 'dont-pass', 9, 100)).toEqual(exact(249, 250));
  });

  it('the simulation interval holds the exact RTPs, not a table paying a fifth more', () => {
    const randomness = seededRandomness(12);
    const bets: CrapsBet[] = [
      { type: 'pass', stake: 100 },
      { type: 'field', stake: 100 },
    ];
    const rounds = Array.from({ length: 200_000 }, () => playCraps(CRAPS, bets, randomness));
    const pass = confidenceInterval99(rounds.map((round) => round.returns[0]! / 100));
    const field = confidenceInterval99(rounds.map((round) => round.returns[1]! / 100));
    const inside = (value: number, interval: { low: number; high: number }) =>
      value >= interval.low && value <= interval.high;
    const brokenField: CrapsRules = {
      ...CRAPS,
      oneRoll: { ...CRAPS.oneRoll, field: { ...CRAPS.oneRoll.field, 3: 1.2, 4: 1.2, 9: 1.2, 10: 1.2, 11: 1.2 } },
    };
    expect(inside(toNumber(lineExactRtp('pass')), pass)).toBe(true);
    expect(inside(toNumber(lineExactRtp('pass')) * 1.2, pass)).toBe(false);
    expect(inside(toNumber(oneRollExactRtp(CRAPS, 'field')), field)).toBe(true);
    expect(inside(toNumber(oneRollExactRtp(brokenField, 'field')), field)).toBe(false);
  });
});
