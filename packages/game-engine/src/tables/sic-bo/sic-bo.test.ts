import { describe, expect, it } from 'vitest';
import { exact, toNumber } from '../../exact';
import { confidenceInterval99, scriptedRandomness, seededRandomness } from '../shared/test-support';
import type { SicBoBet } from './bets';
import type { SicBoRules } from './sic-bo';
import { playSicBo, SIC_BO, sicBoExactRtp } from './sic-bo';

const stake = 100;
/** Scripted die rolls: `nextInt(6)` returns face − 1. */
const rolling = (...faces: number[]) => scriptedRandomness(faces.map((face) => face - 1));

describe('sic bo rounds', () => {
  it('settles every bet type on 2-2-5', () => {
    const bets: SicBoBet[] = [
      { type: 'small', stake },
      { type: 'big', stake },
      { type: 'double', face: 2, stake },
      { type: 'single', face: 2, stake },
      { type: 'single', face: 5, stake },
      { type: 'total', total: 9, stake },
      { type: 'combination', faces: [2, 5], stake },
      { type: 'combination', faces: [1, 2], stake },
      { type: 'any-triple', stake },
      { type: 'triple', face: 2, stake },
    ];
    const outcome = playSicBo(SIC_BO, bets, rolling(2, 2, 5));
    expect(outcome.dice).toEqual([2, 2, 5]);
    expect(outcome.total).toBe(9);
    expect(outcome.returns).toEqual([200, 0, 1100, 300, 200, 700, 600, 0, 0, 0]);
  });

  it('loses small and big on a triple, pays the triple 180:1 and a single three times over', () => {
    const bets: SicBoBet[] = [
      { type: 'small', stake },
      { type: 'triple', face: 3, stake },
      { type: 'any-triple', stake },
      { type: 'single', face: 3, stake },
      { type: 'total', total: 9, stake },
    ];
    expect(playSicBo(SIC_BO, bets, rolling(3, 3, 3)).returns).toEqual([0, 18_100, 3100, 400, 700]);
  });

  it('refuses positions that are not on the table', () => {
    const refused = (bet: SicBoBet) => expect(() => playSicBo(SIC_BO, [bet], rolling(1, 2, 3)));
    refused({ type: 'total', total: 3, stake }).toThrow(/a total bet names a total from 4 to 17, got 3/);
    refused({ type: 'total', total: 18, stake }).toThrow(/from 4 to 17/);
    refused({ type: 'triple', face: 7 as 1, stake }).toThrow(/a triple bet names a face from 1 to 6, got 7/);
    refused({ type: 'combination', faces: [4, 4], stake }).toThrow(/two different faces/);
    refused({ type: 'odd' as 'big', stake }).toThrow(/odd is not a sic bo bet/);
    refused({ type: 'big', stake: 0 }).toThrow(/positive whole number/);
    const withoutTotal4 = { paytable: { ...SIC_BO.paytable, total: { 5: 30 } } };
    expect(() => playSicBo(withoutTotal4, [{ type: 'total', total: 4, stake }], rolling(1, 1, 2))).toThrow(
      /no payout for a total of 4/,
    );
  });
});

describe('sic bo exact return to player', () => {
  const rtp = (bet: SicBoBet) => sicBoExactRtp(SIC_BO, bet);

  it('matches the hand count over 216 rolls for every bet', () => {
    expect(rtp({ type: 'small', stake })).toEqual(exact(210, 216));
    expect(rtp({ type: 'big', stake })).toEqual(exact(210, 216));
    expect(rtp({ type: 'triple', face: 6, stake })).toEqual(exact(181, 216));
    expect(rtp({ type: 'any-triple', stake })).toEqual(exact(31 * 6, 216));
    expect(rtp({ type: 'double', face: 1, stake })).toEqual(exact(11 * 16, 216));
    expect(rtp({ type: 'single', face: 4, stake })).toEqual(exact(2 * 75 + 3 * 15 + 4 * 1, 216));
    expect(rtp({ type: 'combination', faces: [1, 6], stake })).toEqual(exact(6 * 30, 216));
    // Ordered ways to roll each total 4–10 (11–17 mirror them), each times (payout + 1).
    const ways: Record<number, number> = { 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27 };
    for (const [total, count] of Object.entries(ways).map(([t, c]) => [Number(t), c] as const)) {
      const expected = exact(count * (SIC_BO.paytable.total[total]! + 1), 216);
      expect(rtp({ type: 'total', total, stake }), `total ${total}`).toEqual(expected);
      expect(rtp({ type: 'total', total: 21 - total, stake }), `total ${21 - total}`).toEqual(expected);
    }
  });
});

describe('sic bo simulation against the exact return', () => {
  const cases: [string, SicBoBet, (rules: SicBoRules) => SicBoRules][] = [
    ['small', { type: 'small', stake }, (r) => ({ paytable: { ...r.paytable, small: 1.2 } })],
    [
      'total 4',
      { type: 'total', total: 4, stake },
      (r) => ({ paytable: { ...r.paytable, total: { ...r.paytable.total, 4: 72 } } }),
    ],
    ['single', { type: 'single', face: 3, stake }, (r) => ({ paytable: { ...r.paytable, single: [1.2, 2, 3] } })],
  ];
  it.each(cases)(
    '%s: the 99 per cent interval holds the exact RTP and not a payout a fifth higher',
    (_, bet, broken) => {
      const randomness = seededRandomness(216);
      const perUnit = Array.from({ length: 200_000 }, () => playSicBo(SIC_BO, [bet], randomness).returns[0]! / stake);
      const interval = confidenceInterval99(perUnit);
      const inside = (rules: SicBoRules) => {
        const value = toNumber(sicBoExactRtp(rules, bet));
        return value >= interval.low && value <= interval.high;
      };
      expect(inside(SIC_BO)).toBe(true);
      expect(inside(broken(SIC_BO))).toBe(false);
    },
  );
});
