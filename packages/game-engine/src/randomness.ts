/**
 * Where a game's outcome comes from. Engines take it as an argument and never reach for randomness themselves, so
 * the same source (a provably fair seed pair and nonce, or a fixed list in a test) always gives the same outcome.
 */
export type Randomness = {
  /** A whole number in [0, max), uniform, without modulo bias. `max` is a positive safe integer. */
  nextInt(max: number): number;
};
