import { fairRandomness } from '@casino/game-engine';

export type RoundSeeds = { serverSeed: string; clientSeed: string };

/**
 * A live round's shared draw: its seeds with nonce 0 (a round is its own seed pair, so it takes one nonce). A
 * blackjack seat's own cards take another nonce, the slip's id (blackjack-table.ts).
 */
export const randomnessOf = (seeds: RoundSeeds) => fairRandomness({ ...seeds, nonce: 0 });
