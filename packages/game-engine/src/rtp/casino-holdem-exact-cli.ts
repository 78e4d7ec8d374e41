/**
 * `npm run rtp:casino-holdem -w @casino/game-engine`: recomputes Casino Hold'em's exact return, hit rate and call
 * rate under the best call-or-fold decisions and under the rules page's strategy (about a minute and a half),
 * checks them against the pinned values, and plays rounds with the best decisions through the engine's own dealing
 * and settlement to see the exact RTP inside the simulation's 99% interval.
 */
import type { Exact } from '../exact';
import { equals, toNumber } from '../exact';
import { fairRandomness } from '../provably-fair/fair-randomness';
import { CASINO_HOLDEM, dealCasinoHoldem, settleCasinoHoldem } from '../tables/casino-holdem/casino-holdem';
import { BEST_DECISION, casinoHoldemCounts, FOLDED_ON_A_FLOP } from '../tables/casino-holdem/exact-return';
import {
  CASINO_HOLDEM_CALL_RATE,
  CASINO_HOLDEM_OPTIMAL_HIT_RATE,
  CASINO_HOLDEM_OPTIMAL_RTP,
  CASINO_HOLDEM_RULES_PAID_FLUSH_ANTES,
  CASINO_HOLDEM_RULES_RTP,
} from '../tables/casino-holdem/exact-rtp';
import { RULES_DECISION } from '../tables/casino-holdem/rules-strategy-exact';
import type { Card } from '../tables/shared/cards';
import { SUITS } from '../tables/shared/cards';

const ROUNDS = Number(process.env.ROUNDS ?? 400_000);
const percent = (value: number, digits: number) => `${(value * 100).toFixed(digits)}%`;
const fraction = (value: Exact) => `${value.n}/${value.d} = ${percent(toNumber(value), 6)}`;

const started = performance.now();
const counts = casinoHoldemCounts();
const best = counts.returnOf(BEST_DECISION);
const byTheRules = counts.returnOf(RULES_DECISION);
console.log(`casino hold'em, best decisions: ${fraction(best.rtp)}`);
console.log(`hit rate ${fraction(best.hitRate)}; calls on ${fraction(best.callRate)} of (hole cards, flop)`);
console.log(
  `the rules page's strategy: ${fraction(byTheRules.rtp)}, calling on ${percent(toNumber(byTheRules.callRate), 2)}`,
);
console.log(`  a called flush paid on the ante in ${byTheRules.paidFlushAntes} deals`);
console.log(
  `${counts.boardClasses.toLocaleString('en')} board classes, ${best.unevenHoles} uneven holes, ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);

const indexOf = (card: Card) => SUITS.indexOf(card.suit) * 13 + card.rank - 1;
let [total, squares] = [0, 0];
for (let round = 0; round < ROUNDS; round += 1) {
  const deal = dealCasinoHoldem(
    fairRandomness({ serverSeed: 'casino-holdem-rtp', clientSeed: 'simulation', nonce: round }),
  );
  const calls = counts.callValueOn(deal.player.map(indexOf), deal.flop.map(indexOf)) > FOLDED_ON_A_FLOP;
  const outcome = settleCasinoHoldem(CASINO_HOLDEM, { ante: 1 }, deal, calls ? 'call' : 'fold');
  const net = outcome.anteReturn + outcome.callReturn - 1 - outcome.call;
  total += net;
  squares += net * net;
}
const mean = total / ROUNDS;
const spread = 2.576 * Math.sqrt((squares / ROUNDS - mean * mean) / ROUNDS);
const inside = Math.abs(1 + mean - toNumber(best.rtp)) <= spread;
console.log(
  `simulated ${ROUNDS.toLocaleString('en')} rounds with the best decisions: ${percent(1 + mean, 3)} ± ` +
    `${percent(spread, 3)} (99%), exact ${inside ? 'inside' : 'OUTSIDE'}`,
);

const pinned =
  equals(best.rtp, CASINO_HOLDEM_OPTIMAL_RTP) &&
  equals(best.hitRate, CASINO_HOLDEM_OPTIMAL_HIT_RATE) &&
  equals(best.callRate, CASINO_HOLDEM_CALL_RATE) &&
  equals(byTheRules.rtp, CASINO_HOLDEM_RULES_RTP) &&
  byTheRules.paidFlushAntes === CASINO_HOLDEM_RULES_PAID_FLUSH_ANTES;
if (pinned && inside && best.unevenHoles === 0) {
  console.log('matches the pinned values in exact-rtp.ts');
} else {
  console.log('DIFFERS from the pinned values or the simulation: update exact-rtp.ts and docs/game-maths-tables.md');
  process.exitCode = 1;
}
