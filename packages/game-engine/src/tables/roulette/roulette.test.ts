import { describe, expect, it } from 'vitest';
import type { Exact } from '../../exact';
import { exact, toNumber } from '../../exact';
import { confidenceInterval99, scriptedRandomness, seededRandomness } from '../shared/test-support';
import type { RouletteBet } from './bets';
import { DOUBLE_ZERO, legalPositions } from './layout';
import type { RouletteRules } from './roulette';
import { AMERICAN_ROULETTE, EUROPEAN_ROULETTE, FRENCH_ROULETTE, playRoulette, rouletteExactRtp } from './roulette';

const stake = 100;
const betsOnEveryType = (rules: RouletteRules): RouletteBet[] => {
  const basket = legalPositions(rules.wheel).basket[0]!;
  return [
    { type: 'straight', numbers: [17], stake },
    { type: 'split', numbers: [17, 20], stake },
    { type: 'street', numbers: [16, 17, 18], stake },
    { type: 'trio', numbers: [0, 1, 2], stake },
    { type: 'corner', numbers: [17, 18, 20, 21], stake },
    { type: 'basket', numbers: basket, stake },
    { type: 'six-line', numbers: [13, 14, 15, 16, 17, 18], stake },
    { type: 'dozen', which: 2, stake },
    { type: 'column', which: 2, stake },
    { type: 'red', stake },
    { type: 'black', stake },
    { type: 'even', stake },
    { type: 'odd', stake },
    { type: 'low', stake },
    { type: 'high', stake },
  ];
};

describe('roulette outcomes', () => {
  it('pays every bet covering the pocket and nothing else', () => {
    // 17: black, odd, low, second dozen, second column.
    const { label, returns } = playRoulette(
      EUROPEAN_ROULETTE,
      betsOnEveryType(EUROPEAN_ROULETTE),
      scriptedRandomness([17]),
    );
    expect(label).toBe('17');
    expect(returns).toEqual([3600, 1800, 1200, 0, 900, 0, 600, 300, 300, 0, 200, 0, 200, 200, 0]);
  });

  it('returns half of an even-money stake on zero under la partage, rounded down', () => {
    const bets: RouletteBet[] = [
      { type: 'red', stake: 101 },
      { type: 'dozen', which: 1, stake: 100 },
      { type: 'straight', numbers: [0], stake: 10 },
    ];
    expect(playRoulette(FRENCH_ROULETTE, bets, scriptedRandomness([0])).returns).toEqual([50, 0, 360]);
    expect(playRoulette(EUROPEAN_ROULETTE, bets, scriptedRandomness([0])).returns).toEqual([0, 0, 360]);
  });

  it('lands on the double zero as pocket 37 on the American wheel and pays the top line 6:1', () => {
    const outcome = playRoulette(
      AMERICAN_ROULETTE,
      [
        { type: 'basket', numbers: [0, DOUBLE_ZERO, 1, 2, 3], stake },
        { type: 'split', numbers: [0, DOUBLE_ZERO], stake },
      ],
      scriptedRandomness([37]),
    );
    expect(outcome).toEqual({ pocket: DOUBLE_ZERO, label: '00', returns: [700, 1800] });
  });
});

describe('roulette bet validation', () => {
  const refused = (rules: RouletteRules, bet: RouletteBet, message: RegExp) =>
    expect(() => playRoulette(rules, [bet], scriptedRandomness([1]))).toThrow(message);

  it('refuses chips that are not a legal position', () => {
    refused(EUROPEAN_ROULETTE, { type: 'split', numbers: [3, 4], stake }, /3-4 is not a legal split/);
    refused(EUROPEAN_ROULETTE, { type: 'corner', numbers: [3, 4, 6, 7], stake }, /not a legal corner/);
    refused(EUROPEAN_ROULETTE, { type: 'street', numbers: [2, 3, 4], stake }, /not a legal street/);
    refused(EUROPEAN_ROULETTE, { type: 'straight', numbers: [DOUBLE_ZERO], stake }, /not a legal straight/);
    refused(EUROPEAN_ROULETTE, { type: 'basket', numbers: [0, 1, 2, 3, DOUBLE_ZERO], stake }, /not a legal basket/);
    refused(AMERICAN_ROULETTE, { type: 'basket', numbers: [0, 1, 2, 3], stake }, /not a legal basket/);
    refused(EUROPEAN_ROULETTE, { type: 'six-line', numbers: [34, 35, 36, 37, 38, 39], stake }, /not a legal six-line/);
    refused(EUROPEAN_ROULETTE, { type: 'dozen', which: 4 as 1, stake }, /a dozen is 1, 2 or 3/);
  });

  it('refuses stakes that are not a positive whole number of minor units', () => {
    refused(EUROPEAN_ROULETTE, { type: 'red', stake: 0 }, /positive whole number/);
    refused(EUROPEAN_ROULETTE, { type: 'red', stake: 1.5 }, /positive whole number/);
  });

  it('accepts every legal position of the layout, with the expected count of each', () => {
    const counts = (rules: RouletteRules) =>
      Object.fromEntries(Object.entries(legalPositions(rules.wheel)).map(([type, list]) => [type, list.length]));
    expect(counts(EUROPEAN_ROULETTE)).toEqual({
      straight: 37,
      split: 60,
      street: 12,
      trio: 2,
      corner: 22,
      basket: 1,
      'six-line': 11,
    });
    expect(counts(AMERICAN_ROULETTE)).toMatchObject({ straight: 38, split: 62, trio: 3, basket: 1 });
  });
});

describe('roulette exact return to player', () => {
  it('is 36/37 for every European bet, 73/74 for French even-money bets, 36/38 (top line 35/38) for American', () => {
    for (const bet of betsOnEveryType(EUROPEAN_ROULETTE)) {
      expect(rouletteExactRtp(EUROPEAN_ROULETTE, bet), bet.type).toEqual(exact(36, 37));
      const french = ['red', 'black', 'even', 'odd', 'low', 'high'].includes(bet.type) ? exact(73, 74) : exact(36, 37);
      expect(rouletteExactRtp(FRENCH_ROULETTE, bet), bet.type).toEqual(french);
    }
    for (const bet of betsOnEveryType(AMERICAN_ROULETTE)) {
      expect(rouletteExactRtp(AMERICAN_ROULETTE, bet), bet.type).toEqual(
        bet.type === 'basket' ? exact(35, 38) : exact(36, 38),
      );
    }
    // Every legal position, not only the samples above.
    for (const [type, positions] of Object.entries(legalPositions('double-zero'))) {
      for (const numbers of positions) {
        const rtp = rouletteExactRtp(AMERICAN_ROULETTE, { type, numbers, stake } as RouletteBet);
        expect(rtp).toEqual(type === 'basket' ? exact(35, 38) : exact(36, 38));
      }
    }
  });

  it('shows the rounding down of an odd stake under la partage', () => {
    expect(rouletteExactRtp(FRENCH_ROULETTE, { type: 'red', stake: 1 })).toEqual(exact(36, 37));
  });
});

describe('roulette simulation against the exact return', () => {
  const simulate = (rules: RouletteRules, bet: RouletteBet, rounds: number) => {
    const randomness = seededRandomness(20261125);
    const perUnit: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      perUnit.push(playRoulette(rules, [bet], randomness).returns[0]! / bet.stake);
    }
    return confidenceInterval99(perUnit);
  };
  const inside = (interval: { low: number; high: number }, value: Exact) =>
    toNumber(value) >= interval.low && toNumber(value) <= interval.high;

  const cases: [string, RouletteRules, RouletteBet][] = [
    ['European straight', EUROPEAN_ROULETTE, { type: 'straight', numbers: [7], stake }],
    ['French red', FRENCH_ROULETTE, { type: 'red', stake }],
    ['American top line', AMERICAN_ROULETTE, { type: 'basket', numbers: [0, 1, 2, 3, DOUBLE_ZERO], stake }],
  ];
  it.each(cases)('%s: contains the exact RTP and excludes a paytable paying a fifth more', (_, rules, bet) => {
    const interval = simulate(rules, bet, 200_000);
    expect(inside(interval, rouletteExactRtp(rules, bet))).toBe(true);
    const broken = { ...rules, payouts: { ...rules.payouts, [bet.type]: rules.payouts[bet.type] * 1.2 } };
    expect(inside(interval, rouletteExactRtp(broken, bet))).toBe(false);
  });
});
