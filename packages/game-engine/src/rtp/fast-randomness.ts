import type { Randomness } from '../randomness';
import { unbiasedInts } from '../provably-fair/unbiased-int';

/**
 * sfc32 seeded with four 32-bit words, through the same rejection sampling as the fair stream. For simulations of
 * hundreds of millions of draws only (the HMAC stream gives about 160,000 draws a second, a slot spin takes five):
 * never for real outcomes, which always come from the provably fair stream.
 */
export function fastRandomness(seed: readonly [number, number, number, number]): Randomness {
  let [a, b, c, d] = seed.map((word) => word >>> 0) as [number, number, number, number];
  const next32 = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let warmUp = 0; warmUp < 16; warmUp += 1) next32();
  return unbiasedInts(next32);
}
