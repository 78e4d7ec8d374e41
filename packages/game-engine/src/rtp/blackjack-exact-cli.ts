/**
 * `npm run rtp:blackjack -w @casino/game-engine`: recomputes blackjack's exact return and hit rate for the rules
 * page's basic strategy (minutes, the hit rate's joint splits most of it) and checks them against the pinned
 * `BLACKJACK_BASIC_STRATEGY_RTP` and `BLACKJACK_BASIC_STRATEGY_HIT_RATE`.
 */
import { equals, toNumber } from '../exact';
import { blackjackExactHitRate } from '../tables/blackjack/exact-hit-rate';
import { blackjackExactReturn } from '../tables/blackjack/exact-return';
import { BLACKJACK_BASIC_STRATEGY_HIT_RATE, BLACKJACK_BASIC_STRATEGY_RTP } from '../tables/blackjack/exact-rtp';

const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

let started = performance.now();
const { rtp, dealerShoes } = blackjackExactReturn();
console.log(`blackjack, basic strategy: ${rtp.n}/${rtp.d} = ${(toNumber(rtp) * 100).toFixed(6)}%`);
console.log(`${dealerShoes.toLocaleString('en')} dealer shoe states, ${secondsSince(started)} s`);

started = performance.now();
const { hitRate } = blackjackExactHitRate();
console.log(
  `hit rate ${hitRate.n}/${hitRate.d} = ${(toNumber(hitRate) * 100).toFixed(4)}%, ${secondsSince(started)} s`,
);

const rtpMatches = equals(rtp, BLACKJACK_BASIC_STRATEGY_RTP);
const hitRateMatches = equals(hitRate, BLACKJACK_BASIC_STRATEGY_HIT_RATE);
if (rtpMatches && hitRateMatches) {
  console.log('matches BLACKJACK_BASIC_STRATEGY_RTP and BLACKJACK_BASIC_STRATEGY_HIT_RATE');
} else {
  const differing = [
    ...(rtpMatches ? [] : ['BLACKJACK_BASIC_STRATEGY_RTP']),
    ...(hitRateMatches ? [] : ['BLACKJACK_BASIC_STRATEGY_HIT_RATE']),
  ];
  console.log(`DIFFERS from ${differing.join(' and ')}: update exact-rtp.ts and docs/game-maths-tables.md`);
  process.exitCode = 1;
}
