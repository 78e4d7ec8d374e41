import type { Randomness } from '../randomness';
import { hmacWords, type FairSeeds } from './hmac-words';
import { unbiasedInts } from './unbiased-int';

export type FairRandomness = Randomness & {
  /** HMAC blocks (cursors) and bytes the round has consumed, rejected words included. */
  usage(): { cursors: number; bytes: number };
};

/** The randomness of one bet: the seed pair and nonce's HMAC stream, turned into unbiased whole numbers. */
export function fairRandomness(seeds: FairSeeds): FairRandomness {
  const words = hmacWords(seeds);
  const ints = unbiasedInts(() => words.nextWord());
  return { nextInt: (max) => ints.nextInt(max), usage: () => words.usage() };
}
