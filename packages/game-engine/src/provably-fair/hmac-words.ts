import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

export type FairSeeds = {
  /** Secret until rotated; its commitment is published first. Used as the HMAC key, as UTF-8 text. */
  readonly serverSeed: string;
  /** Chosen by the player, so the server alone cannot pick the stream. */
  readonly clientSeed: string;
  /** Counts the bets made on this seed pair, so each bet gets a fresh stream. */
  readonly nonce: number;
};

export type WordSource = {
  /** The next big-endian uint32 of the stream. */
  nextWord(): number;
  /** Blocks (cursors) and bytes consumed so far, so a verifier can show how much of the stream a round used. */
  usage(): { cursors: number; bytes: number };
};

const BLOCK_BYTES = 32;

/**
 * The byte stream HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${cursor}`) for cursor 0, 1, 2, …,
 * read 4 bytes at a time. Pure JavaScript and synchronous, so the browser's verifier computes exactly what the server
 * did (WebCrypto would be asynchronous).
 */
export function hmacWords({ serverSeed, clientSeed, nonce }: FairSeeds): WordSource {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('the nonce is a non-negative whole number');
  // Keyed once; each block clones the keyed state, which skips re-deriving the key pads (same bytes, half the work).
  const keyed = hmac.create(sha256, utf8ToBytes(serverSeed));
  let cursor = 0;
  let block = new Uint8Array(0);
  let offset = BLOCK_BYTES;
  let bytes = 0;

  return {
    nextWord() {
      if (offset === BLOCK_BYTES) {
        block = keyed
          .clone()
          .update(utf8ToBytes(`${clientSeed}:${nonce}:${cursor}`))
          .digest();
        cursor += 1;
        offset = 0;
      }
      const view = new DataView(block.buffer, block.byteOffset + offset, 4);
      offset += 4;
      bytes += 4;
      return view.getUint32(0, false);
    },
    usage: () => ({ cursors: cursor, bytes }),
  };
}
