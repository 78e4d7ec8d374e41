import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * What the server publishes before any bet on a seed: the SHA-256 of the server seed's UTF-8 bytes, as lowercase hex.
 * Revealing the seed later lets the player check it was fixed in advance, so no outcome could have been steered.
 */
export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}
