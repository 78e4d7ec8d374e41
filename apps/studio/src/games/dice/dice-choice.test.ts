import { describe, expect, it } from 'vitest';
import { buildDiceChoice, clampDiceTarget, diceOdds, diceTargetRange, flipDiceDirection } from './dice-choice';

describe('dice choice', () => {
  it('computes win chance and multiplier exactly as the engine does', () => {
    expect(diceOdds(9900, { targetHundredths: 5000, direction: 'under' })).toEqual({
      winChanceHundredths: 5000,
      multiplierTenThousandths: 19_800,
    });
    // 9900 / 3 = 3300 exactly; 9900 / 7 = 1414.2857… truncated to 1414.2857.
    expect(diceOdds(9900, { targetHundredths: 3, direction: 'under' }).multiplierTenThousandths).toBe(33_000_000);
    expect(diceOdds(9900, { targetHundredths: 7, direction: 'under' }).multiplierTenThousandths).toBe(14_142_857);
    // Over 50.00 wins on 50.01–99.99: 4,999 rolls.
    expect(diceOdds(9900, { targetHundredths: 5000, direction: 'over' }).winChanceHundredths).toBe(4999);
  });

  it('keeps targets inside the engine’s 0.01%–98% win chance', () => {
    expect(diceTargetRange('under')).toEqual({ min: 1, max: 9800 });
    expect(diceTargetRange('over')).toEqual({ min: 199, max: 9998 });
    expect(clampDiceTarget(9999, 'under')).toBe(9800);
    expect(clampDiceTarget(0, 'over')).toBe(199);
    expect(() => diceOdds(9900, { targetHundredths: 9800, direction: 'under' })).not.toThrow();
    expect(() => diceOdds(9900, { targetHundredths: 198, direction: 'over' })).toThrow(RangeError);
  });

  it('keeps the win chance when the direction flips', () => {
    const flipped = flipDiceDirection({ targetHundredths: 4950, direction: 'under' });
    expect(flipped).toEqual({ targetHundredths: 5049, direction: 'over' });
    expect(diceOdds(9900, flipped).winChanceHundredths).toBe(4950);
  });

  it('builds the server’s choice from the slider', () => {
    expect(buildDiceChoice({ targetHundredths: 5050.4, direction: 'over' })).toEqual({
      target: 5050,
      direction: 'over',
    });
    expect(buildDiceChoice({ targetHundredths: 12_000, direction: 'under' })).toEqual({
      target: 9800,
      direction: 'under',
    });
  });
});
