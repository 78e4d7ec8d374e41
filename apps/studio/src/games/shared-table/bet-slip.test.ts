import { describe, expect, it } from 'vitest';
import { buildSlipChoice, chipValues, MAX_SLIP_BETS, placeChip, slipEntries, slipTotal, stakeOn } from './bet-slip';

type Bet = { type: string };
const chip = (key: string, amount: number) => ({ key, bet: { type: key }, amount });

describe('bet slip', () => {
  it('sums chips per position in the order they were first laid', () => {
    const placements = [chip('red', 100), chip('tie', 50), chip('red', 500)];
    expect(slipEntries(placements)).toEqual([
      { key: 'red', bet: { type: 'red' }, stake: 600 },
      { key: 'tie', bet: { type: 'tie' }, stake: 50 },
    ]);
    expect(slipTotal(placements)).toBe(650);
    expect(stakeOn(placements, 'red')).toBe(600);
    expect(buildSlipChoice(placements)).toEqual({
      bets: [
        { type: 'red', stake: 600 },
        { type: 'tie', stake: 50 },
      ],
    });
  });

  it('makes the stake the sum of the bets, as the server requires', () => {
    const choice = buildSlipChoice([chip('a', 10), chip('b', 20), chip('a', 30)]);
    expect(choice.bets.reduce((total, bet) => total + bet.stake, 0)).toBe(60);
  });

  it('refuses a chip that would pass the table maximum', () => {
    const result = placeChip<Bet>([chip('red', 900)], chip('black', 200), 1000);
    expect(result.refused).toBe('max-stake');
    expect(result.placements).toHaveLength(1);
    expect(placeChip<Bet>([chip('red', 900)], chip('black', 100), 1000).placements).toHaveLength(2);
  });

  it('refuses a new position beyond the server’s 200 bets, but not another chip on a known one', () => {
    const full = Array.from({ length: MAX_SLIP_BETS }, (_, index) => chip(`p${index}`, 1));
    expect(placeChip<Bet>(full, chip('new', 1), 10_000).refused).toBe('too-many-bets');
    expect(placeChip<Bet>(full, chip('p3', 1), 10_000).refused).toBeUndefined();
  });

  it('offers chips from the minimum upward, none above the maximum', () => {
    expect(chipValues(10, 50_000)).toEqual([10, 50, 100, 500, 1000, 5000]);
    expect(chipValues(30, 50_000)).toEqual([30, 50, 100, 500, 1000, 5000]);
    expect(chipValues(100, 600)).toEqual([100, 500]);
    expect(chipValues(1, 1)).toEqual([1]);
  });
});
