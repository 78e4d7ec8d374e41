import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exact, mul, sub, toNumber } from '../../exact';
import type { BasicStrategy } from './basic-strategy';
import { BASIC_STRATEGY } from './basic-strategy';
import { blackjackExactReturn, paidNaturalChance } from './exact-return';
import { BLACKJACK_BASIC_STRATEGY_RTP, blackjackExactRtp, blackjackRtpWithNaturalPaying } from './exact-rtp';
import { BLACKJACK } from './rules';

const docs = readFileSync(new URL('../../../../../docs/game-maths-tables.md', import.meta.url), 'utf8');

describe('blackjack exact return of the basic strategy', () => {
  it('recomputes, for the rounds under a ten, the recorded exact net result', () => {
    // One up card of ten keeps the test to a few seconds; `npm run rtp:blackjack` recomputes all ten.
    const { net } = blackjackExactReturn(undefined, undefined, [10]);
    expect(net).toEqual(
      exact(-10_253_065_235_212_422_510_369_419_787_704_006n, 192_354_538_675_338_335_734_363_535_228_994_375n),
    );
  }, 30_000);

  it('values split aces from hands played alone exactly as enumerating both hands and the dealer after them', () => {
    // Splitting only aces keeps the joint enumeration to seconds; 8-8 and 10-10 against a ten, resplits included,
    // were checked the same way while writing this (minutes each).
    const acesOnly: BasicStrategy = {
      ...BASIC_STRATEGY,
      pairs: Object.fromEntries(
        Object.entries(BASIC_STRATEGY.pairs).map(([pair, row]) => [pair, pair === '1' ? row : row.map(() => '-')]),
      ) as BasicStrategy['pairs'],
    };
    const alone = blackjackExactReturn(BLACKJACK, acesOnly, [10]).net;
    const joint = blackjackExactReturn(BLACKJACK, acesOnly, [10], true).net;
    expect(joint).toEqual(alone);
    expect(alone).not.toEqual(blackjackExactReturn({ ...BLACKJACK, maxHands: 1 }, acesOnly, [10]).net);
  }, 30_000);

  it('publishes the pinned RTP, 99.5865%, in the docs and as the catalogue figure', () => {
    expect(blackjackExactRtp()).toBe(BLACKJACK_BASIC_STRATEGY_RTP);
    expect(toNumber(BLACKJACK_BASIC_STRATEGY_RTP)).toBeCloseTo(0.995865, 6);
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
