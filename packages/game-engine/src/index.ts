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
export { winInMinorUnits } from './instant/payout';
export * from './instant/dice';
export * from './instant/limbo';
export * from './instant/crash';
export * from './instant/coin-flip';
export * from './instant/mines';
export { simulate, type RtpGame, type Simulation } from './rtp/simulate';
export { RTP_GAMES } from './rtp/rtp-games';
export * from './instant/keno';
export * from './instant/pegfall';
export * from './instant/hi-lo';
export * from './instant/tower';
export * from './instant/wheel';
export * from './instant/scratch';
