/**
 * `npm run rtp:casino-holdem -w @casino/game-engine`: recomputes Casino Hold'em's exact return, hit rate and call
 * rate under the best call-or-fold decisions (about a minute), checks them against the pinned values, and plays
 * rounds with those decisions through the engine's own dealing and settlement to see the exact RTP inside the
 * simulation's 99% interval.
 */
import { equals, toNumber } from '../exact';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { CASINO_HOLDEM, dealCasinoHoldem, settleCasinoHoldem } from '../tables/casino-holdem/casino-holdem';
import { casinoHoldemExactReturn, FOLDED_ON_A_FLOP } from '../tables/casino-holdem/exact-return';
import {
  CASINO_HOLDEM_CALL_RATE,
  CASINO_HOLDEM_OPTIMAL_HIT_RATE,
  CASINO_HOLDEM_OPTIMAL_RTP,
} from '../tables/casino-holdem/exact-rtp';
import type { Card } from '../tables/shared/cards';
import { SUITS } from '../tables/shared/cards';

const ROUNDS = Number(process.env.ROUNDS ?? 400_000);
const percent = (value: number, digits: number) => `${(value * 100).toFixed(digits)}%`;

const started = performance.now();
const computed = casinoHoldemExactReturn();
const { rtp, hitRate, callRate } = computed;
console.log(`casino hold'em, best decisions: ${rtp.n}/${rtp.d} = ${percent(toNumber(rtp), 6)}`);
console.log(`hit rate ${hitRate.n}/${hitRate.d} = ${percent(toNumber(hitRate), 4)}`);
console.log(`calls on ${callRate.n}/${callRate.d} = ${percent(toNumber(callRate), 4)} of (hole cards, flop)`);
console.log(
  `${computed.boardClasses.toLocaleString('en')} board classes, ${computed.unevenHoles} uneven holes, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const indexOf = (card: Card) => SUITS.indexOf(card.suit) * 13 + card.rank - 1;
let [total, squares] = [0, 0];
for (let round = 0; round < ROUNDS; round += 1) {
  const deal = dealCasinoHoldem(
    fairRandomness({ serverSeed: 'casino-holdem-rtp', clientSeed: 'simulation', nonce: round }),
  );
  const calls = computed.callValueOn(deal.player.map(indexOf), deal.flop.map(indexOf)) > FOLDED_ON_A_FLOP;
  const outcome = settleCasinoHoldem(CASINO_HOLDEM, { ante: 1 }, deal, calls ? 'call' : 'fold');
  const net = outcome.anteReturn + outcome.callReturn - 1 - outcome.call;
  total += net;
  squares += net * net;
}
const mean = total / ROUNDS;
const spread = 2.576 * Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
const inside = Math.abs(1 + mean - toNumber(rtp)) <= spread;
console.log(
  `simulated ${ROUNDS.toLocaleString('en')} rounds: ${percent(1 + mean, 3)} ± ${percent(spread, 3)} (99%), ` +
    `exact ${inside ? 'inside' : 'OUTSIDE'}`,
);

const pinned =
  equals(rtp, CASINO_HOLDEM_OPTIMAL_RTP) &&
  equals(hitRate, CASINO_HOLDEM_OPTIMAL_HIT_RATE) &&
  equals(callRate, CASINO_HOLDEM_CALL_RATE);
if (pinned && inside && computed.unevenHoles === 0) {
  console.log('matches CASINO_HOLDEM_OPTIMAL_RTP, CASINO_HOLDEM_OPTIMAL_HIT_RATE and CASINO_HOLDEM_CALL_RATE');
} else {
  console.log('DIFFERS from the pinned values or the simulation: update exact-rtp.ts and docs/game-maths-tables.md');
  process.exitCode = 1;
}
