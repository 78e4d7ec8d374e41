import { describe, expect, it } from 'vitest';
import {
  bonusShareOfWin,
  contributionPercent,
  depositMatchCents,
  splitStake,
  stageAfterSettlement,
  wagerContributionCents,
  wagerRequirementCents,
} from './wagering';

const CONTRIBUTIONS = { pokies: 100, table: 10, live: 0, other: 50 };

describe('the arithmetic of bonus money', () => {
  it.each([
    // stake, cash, from cash, from bonus
    [100, 500, 100, 0],
    [100, 100, 100, 0],
    [100, 40, 40, 60],
    [100, 0, 0, 100],
    [100, -5, 0, 100],
  ])('a stake of %i with %i cash takes real money first', (stake, cash, fromCash, fromBonus) => {
    expect(splitStake(stake, cash)).toEqual({ cash: fromCash, bonus: fromBonus });
  });

  it.each([
    // win, bonus stakes, all stakes, bonus share
    [300, 60, 100, 180],
    [301, 60, 100, 180], // 180.6 rounds down: the remainder goes to real money
    [1, 1, 3, 0],
    [500, 0, 100, 0],
    [500, 100, 100, 500],
    [500, 150, 100, 500], // never more than the whole win
    [0, 50, 100, 0],
    [Number.MAX_SAFE_INTEGER, 1, 2, Math.floor(Number.MAX_SAFE_INTEGER / 2)],
  ])('a win of %i with %i of %i staked from bonus: %i to the bonus', (win, bonusBet, totalBet, share) => {
    expect(bonusShareOfWin(win, bonusBet, totalBet)).toBe(share);
  });

  it.each([
    // deposit, percent, cap, bonus
    [5_000, 100, 20_000, 5_000],
    [50_000, 100, 20_000, 20_000],
    [3_333, 50, 30_000, 1_666],
    [1_999, 75, 20_000, 1_499],
  ])('a deposit of %i matched %i%% up to %i gives %i', (deposit, percent, cap, bonus) => {
    expect(depositMatchCents(deposit, percent, cap)).toBe(bonus);
  });

  it('requires the bonus times the multiplier', () => {
    expect(wagerRequirementCents(5_000, 35)).toBe(175_000);
    expect(wagerRequirementCents(5_000, 0)).toBe(0);
  });

  it.each([
    [['pokies', 'top'], 100],
    [['table'], 10],
    [['live', 'table'], 0],
    [['instant'], 50],
    [[], 50],
  ])('a game in %j contributes %i%%', (categories, percent) => {
    expect(contributionPercent(categories, CONTRIBUTIONS)).toBe(percent);
  });

  it.each([
    [1_000, 100, 1_000],
    [1_000, 10, 100],
    [999, 10, 99],
    [1_000, 0, 0],
  ])('a settled stake of %i at %i%% counts %i', (stake, percent, counted) => {
    expect(wagerContributionCents(stake, percent)).toBe(counted);
  });

  it.each([
    // wagered, requirement, bonus balance, open rounds, stage
    [175_000, 175_000, 800, 0, 'wager_done'],
    [180_000, 175_000, 0, 0, 'wager_done'],
    [1_000, 175_000, 0, 0, 'lost'],
    [1_000, 175_000, 0, 1, 'handle_bets'],
    [1_000, 175_000, 10, 0, 'handle_bets'],
  ] as const)('wagered %i of %i with %i left and %i open: %s', (wagered, requirement, balance, open, stage) => {
    expect(
      stageAfterSettlement({
        wageredCents: wagered,
        requirementCents: requirement,
        balanceCents: balance,
        openRounds: open,
      }),
    ).toBe(stage);
  });
});
