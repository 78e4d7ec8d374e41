/**
 * `npm run rtp:pontoon -w @casino/game-engine`: recomputes pontoon's exact return and hit rate for the rules page's
 * strategy (a few seconds) and checks them against the pinned `PONTOON_STRATEGY_RTP` and `PONTOON_STRATEGY_HIT_RATE`.
 */
import { equals, toNumber } from '../exact';
import { pontoonExactReturn } from '../tables/pontoon/exact-return';
import { PONTOON_STRATEGY_HIT_RATE, PONTOON_STRATEGY_RTP } from '../tables/pontoon/exact-rtp';

const started = performance.now();
const { rtp, hitRate, bankerStates } = pontoonExactReturn();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`pontoon, the rules page's strategy: ${rtp.n}/${rtp.d} = ${(toNumber(rtp) * 100).toFixed(6)}%`);
console.log(`hit rate ${hitRate.n}/${hitRate.d} = ${(toNumber(hitRate) * 100).toFixed(4)}%`);
console.log(`${bankerStates.toLocaleString('en')} banker deck states, ${seconds} s`);
if (equals(rtp, PONTOON_STRATEGY_RTP) && equals(hitRate, PONTOON_STRATEGY_HIT_RATE)) {
  console.log('matches PONTOON_STRATEGY_RTP and PONTOON_STRATEGY_HIT_RATE');
} else {
  console.log('DIFFERS from the pinned values: update exact-rtp.ts and docs/game-maths-tables.md');
  process.exitCode = 1;
}
