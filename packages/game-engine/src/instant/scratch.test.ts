import { describe, expect, it } from 'vitest';
import { exact } from '../exact';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { playScratch, SCRATCH_DEFAULTS, scratchExactRtp } from './scratch';

const counts = (card: readonly number[]) => {
  const seen = new Map<number, number>();
  for (const symbol of card) seen.set(symbol, (seen.get(symbol) ?? 0) + 1);
  return [...seen.values()].sort((a, b) => b - a);
};

describe('scratch', () => {
  it('returns exactly 96%', () => {
    expect(scratchExactRtp(SCRATCH_DEFAULTS)).toEqual(exact(96, 100));
  });

  it('shows three alike exactly when the ticket wins, and that prize’s symbol', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const outcome = playScratch(fairRandomness({ serverSeed: 's', clientSeed: 'c', nonce }), SCRATCH_DEFAULTS);
      expect(outcome.card).toHaveLength(9);
      if (outcome.prize === null) {
        expect(counts(outcome.card)[0]).toBe(2);
      } else {
        expect(counts(outcome.card)[0]).toBe(3);
        expect(outcome.card.filter((symbol) => symbol === outcome.prize)).toHaveLength(3);
        expect(outcome.multiplier).toEqual(exact(SCRATCH_DEFAULTS.prizes[outcome.prize]!.multiplier));
      }
    }
  });
});
