import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exact, mul, sub, toNumber } from '../../exact';
import { blackjackExactReturn, paidNaturalChance } from './exact-return';
import { BLACKJACK_BASIC_STRATEGY_RTP, blackjackExactRtp, blackjackRtpWithNaturalPaying } from './exact-rtp';

const docs = readFileSync(new URL('../../../../../docs/game-maths-tables.md', import.meta.url), 'utf8');

describe('blackjack exact return of the basic strategy', () => {
  it('recomputes, for the rounds under a ten, the recorded exact net result', () => {
    // One up card of ten keeps the test to a few seconds; `npm run rtp:blackjack` recomputes all ten.
    const { net } = blackjackExactReturn(undefined, undefined, [10]);
    expect(net).toEqual(
      exact(-2_529_659_798_443_721_830_596_814_204_951_360_102n, 47_457_890_716_434_055_902_461_924_308_009_333_125n),
    );
  }, 30_000);

  it('publishes the pinned RTP, 99.5856%, in the docs and as the catalogue figure', () => {
    expect(blackjackExactRtp()).toBe(BLACKJACK_BASIC_STRATEGY_RTP);
    expect(toNumber(BLACKJACK_BASIC_STRATEGY_RTP)).toBeCloseTo(0.995856, 6);
    const { n, d } = BLACKJACK_BASIC_STRATEGY_RTP;
    expect(docs).toContain(`${n}/${d}`);
  });

  it('counts paid naturals as two cards of 24 aces and 96 tens the dealer does not match', () => {
    const natural = exact(2 * 24 * 96, 312 * 311);
    const dealerMatches = exact(2 * 23 * 95, 310 * 309);
    expect(paidNaturalChance(6)).toEqual(mul(natural, sub(exact(1), dealerMatches)));
    expect(blackjackRtpWithNaturalPaying(1.5)).toEqual(BLACKJACK_BASIC_STRATEGY_RTP);
    expect(blackjackRtpWithNaturalPaying(1)).toEqual(
      sub(BLACKJACK_BASIC_STRATEGY_RTP, mul(exact(1, 2), paidNaturalChance(6))),
    );
  });
});
