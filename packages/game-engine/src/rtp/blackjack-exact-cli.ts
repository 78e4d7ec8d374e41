/**
 * `npm run rtp:blackjack -w @casino/game-engine`: recomputes blackjack's exact return for the rules page's basic
 * strategy (tens of seconds) and checks it against the pinned `BLACKJACK_BASIC_STRATEGY_RTP`.
 */
import { equals, toNumber } from '../exact';
import { blackjackExactReturn } from '../tables/blackjack/exact-return';
import { BLACKJACK_BASIC_STRATEGY_RTP } from '../tables/blackjack/exact-rtp';

const started = performance.now();
const { rtp, dealerShoes } = blackjackExactReturn();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`blackjack, basic strategy: ${rtp.n}/${rtp.d} = ${(toNumber(rtp) * 100).toFixed(6)}%`);
console.log(`${dealerShoes.toLocaleString('en')} dealer shoe states, ${seconds} s`);
if (equals(rtp, BLACKJACK_BASIC_STRATEGY_RTP)) {
  console.log('matches BLACKJACK_BASIC_STRATEGY_RTP');
} else {
  console.log('DIFFERS from BLACKJACK_BASIC_STRATEGY_RTP: update the pinned value and docs/game-maths-tables.md');
  process.exitCode = 1;
}
