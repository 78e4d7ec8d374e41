import { describe, expect, it } from 'vitest';
import { toNumber } from '../../exact';
import { confidenceInterval99, seededRandomness } from '../shared/test-support';
import { blackjackExactRtp, blackjackRtpWithNaturalPaying } from './exact-rtp';
import { playBlackjackByStrategy, returnPerFirstStake } from './play-strategy';
import { BLACKJACK } from './rules';

describe('blackjack played by the basic strategy with the real engine', () => {
  it('has the exact RTP inside the 99% interval of 200,000 rounds, and not a natural paying 1:1', () => {
    const randomness = seededRandomness(21);
    const stake = 100;
    const perUnit = Array.from({ length: 200_000 }, () =>
      returnPerFirstStake(playBlackjackByStrategy(BLACKJACK, stake, randomness), stake),
    );
    const interval = confidenceInterval99(perUnit);
    const inside = (value: number) => value >= interval.low && value <= interval.high;
    expect(inside(toNumber(blackjackExactRtp()))).toBe(true);
    expect(inside(toNumber(blackjackRtpWithNaturalPaying(1)))).toBe(false);
  }, 30_000);
});
