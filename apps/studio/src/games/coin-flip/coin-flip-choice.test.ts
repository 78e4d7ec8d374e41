import { describe, expect, it } from 'vitest';
import { buildCoinFlipChoice, coinFlipTenThousandths, coinRotation } from './coin-flip-choice';

describe('coin flip', () => {
  it('sends the call', () => {
    expect(buildCoinFlipChoice('tails')).toEqual({ side: 'tails' });
  });

  it('pays twice the RTP', () => {
    expect(coinFlipTenThousandths(9800)).toBe(19_600);
  });

  it('lands on the side drawn', () => {
    expect(coinRotation('heads', 0) % 360).toBe(0);
    expect(coinRotation('tails', 0) % 360).toBe(180);
    expect(coinRotation('heads', 1)).not.toBe(coinRotation('heads', 0));
  });
});
