import { describe, expect, it } from 'vitest';
import { exact } from '../exact';
import { DICE_DEFAULTS, diceExactRtp, playDice } from './dice';
import { scriptedRandomness } from './stub-randomness.test-support';

describe('dice', () => {
  it('wins strictly under the target and pays 99% ÷ the win chance', () => {
    const choice = { targetHundredths: 5000, direction: 'under' } as const;
    expect(playDice(scriptedRandomness([4999]), DICE_DEFAULTS, choice)).toEqual({
      rollHundredths: 4999,
      won: true,
      multiplier: exact(198, 100),
    });
    expect(playDice(scriptedRandomness([5000]), DICE_DEFAULTS, choice).won).toBe(false);
  });

  it('wins strictly over the target', () => {
    const choice = { targetHundredths: 9000, direction: 'over' } as const;
    expect(playDice(scriptedRandomness([9001]), DICE_DEFAULTS, choice).multiplier).toEqual(exact(9900, 999));
    expect(playDice(scriptedRandomness([9000]), DICE_DEFAULTS, choice).won).toBe(false);
  });

  it('returns exactly 99% at every target', () => {
    for (const targetHundredths of [1, 200, 4950, 9800]) {
      expect(diceExactRtp(DICE_DEFAULTS, { targetHundredths, direction: 'under' })).toEqual(exact(99, 100));
    }
  });

  it('refuses targets that cannot win or cannot pay more than the stake', () => {
    expect(() => playDice(scriptedRandomness([0]), DICE_DEFAULTS, { targetHundredths: 0, direction: 'under' })).toThrow(
      RangeError,
    );
    expect(() => diceExactRtp(DICE_DEFAULTS, { targetHundredths: 9900, direction: 'under' })).toThrow(RangeError);
  });
});
