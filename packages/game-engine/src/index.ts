/**
 * Pure game maths: outcomes from the randomness passed in, payouts, and each game's exact return to player. No I/O,
 * no clock, no randomness of its own (a lint rule bans `Math.random` here and on the server).
 */
export type { Randomness } from './randomness';
export type { Exact } from './exact';
export { add, compare, div, equals, exact, mul, ONE, sub, sum, toNumber, ZERO } from './exact';
export { commitmentOf } from './provably-fair/commitment';
export type { FairSeeds } from './provably-fair/hmac-words';
export { fairRandomness, type FairRandomness } from './provably-fair/fair-randomness';
