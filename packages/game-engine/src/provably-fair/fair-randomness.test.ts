import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from './commitment';
import { fairRandomness } from './fair-randomness';
import { unbiasedInts } from './unbiased-int';

const seeds = { serverSeed: 'c0ffee-server-seed', clientSeed: 'player-chosen', nonce: 7 };

/** The stream recomputed with Node's own HMAC, independently of the library under test. */
const referenceWords = (cursor: number) => {
  const block = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest();
  return Array.from({ length: 8 }, (_, index) => block.readUInt32BE(index * 4));
};

const chiSquare = (counts: number[], draws: number) => {
  const expected = draws / counts.length;
  return counts.reduce((total, count) => total + (count - expected) ** 2 / expected, 0);
};

describe('provably fair randomness', () => {
  it('commits to the server seed with its SHA-256 in hex', () => {
    expect(commitmentOf(seeds.serverSeed)).toBe(createHash('sha256').update(seeds.serverSeed).digest('hex'));
    expect(commitmentOf('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('reads the HMAC blocks cursor by cursor as big-endian words', () => {
    const randomness = fairRandomness(seeds);
    const words = [...referenceWords(0), ...referenceWords(1), ...referenceWords(2)];
    // A max of 2^32 never rejects, so each draw is exactly one word of the stream.
    expect(Array.from({ length: 20 }, () => randomness.nextInt(2 ** 32))).toEqual(words.slice(0, 20));
    expect(randomness.usage()).toEqual({ cursors: 3, bytes: 80 });
  });

  it('gives the first dice rolls a verifier can recompute with any HMAC', () => {
    const randomness = fairRandomness(seeds);
    const expected = referenceWords(0)
      .filter((word) => word < 2 ** 32 - (2 ** 32 % 10_000))
      .map((word) => word % 10_000);
    expect(Array.from({ length: 4 }, () => randomness.nextInt(10_000))).toEqual(expected.slice(0, 4));
  });

  it('is the same stream for the same seeds and nonce, and another for the next nonce', () => {
    const draw = (nonce: number) => {
      const randomness = fairRandomness({ ...seeds, nonce });
      return Array.from({ length: 50 }, () => randomness.nextInt(37));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(8)).not.toEqual(draw(7));
  });

  it.each([6, 37])('is uniform over 60,000 draws of nextInt(%i) (chi-square)', (max) => {
    const randomness = fairRandomness({ ...seeds, clientSeed: `uniformity-${max}` });
    const counts = new Array<number>(max).fill(0);
    for (let draw = 0; draw < 60_000; draw += 1) counts[randomness.nextInt(max)]! += 1;
    // The 99.9% quantiles of chi-square with 5 and 36 degrees of freedom.
    expect(chiSquare(counts, 60_000)).toBeLessThan(max === 6 ? 20.52 : 67.99);
  });

  it('rejects words at the biased tail instead of folding them onto low results', () => {
    // 2^32 = 6 × 715827882 + 4: the words 4294967292…4294967295 would make 0…3 more likely than 4 and 5.
    const limit = 2 ** 32 - 4;
    const stub = [limit, 2 ** 32 - 1, limit - 1, 11];
    const randomness = unbiasedInts(() => stub.shift()!);
    expect(randomness.nextInt(6)).toBe((limit - 1) % 6);
    expect(stub).toEqual([11]);
    expect(randomness.nextInt(6)).toBe(5);
  });

  it('refuses ranges it cannot draw without bias', () => {
    const randomness = fairRandomness(seeds);
    expect(() => randomness.nextInt(0)).toThrow(RangeError);
    expect(() => randomness.nextInt(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => randomness.nextInt(1.5)).toThrow(RangeError);
  });
});
