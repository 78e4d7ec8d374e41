/**
 * Exact sums of products too large for a Number, kept as residues modulo primes below 2^21 and given back by the
 * Chinese remainder theorem: every step is plain Number arithmetic. BigInt arithmetic on millions of terms was most
 * of the joint split search's time.
 *
 * An amount is added as three 18-bit parts, each times the factor's residue (below 2^39), and an accumulator
 * takes 2^13 such products before it must be reduced (below 2^52): most additions need no division at all.
 *
 * The sums must be known to stay below `bound` (non-negative, as counts of weighted card sequences are): the primes'
 * product exceeds it, so the residues fix each sum.
 */
export class ModularSums {
  readonly primes: readonly number[];
  private readonly reciprocals: readonly number[];
  /** Per prime, per index, three accumulators: the amount's parts of weight 2^36, 2^18 and 1. */
  private readonly accumulators: Float64Array[];
  private readonly additions: Int32Array;

  constructor(
    bound: bigint,
    readonly length: number,
  ) {
    const primes: number[] = [];
    let product = 1n;
    for (const prime of primesBelow2To21()) {
      if (product > bound) break;
      primes.push(prime);
      product *= BigInt(prime);
    }
    if (product <= bound) throw new RangeError('the sums need more primes than are listed');
    this.primes = primes;
    this.reciprocals = primes.map((prime) => 1 / prime);
    this.accumulators = primes.map(() => new Float64Array(length * 3));
    this.additions = new Int32Array(length);
  }

  /** value mod the i-th prime, for a whole value below 2^52. */
  reduce(value: number, i: number): number {
    return reduceBelow(value, this.primes[i]!, this.reciprocals[i]!);
  }

  /** Adds factor × amount at `index`: `factor` by its residues (each below its prime), `amount` a safe integer. */
  addProduct(index: number, factor: Float64Array, amount: number): void {
    if (!(index >= 0 && index < this.length)) throw new RangeError(`no sum at ${index}`);
    if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('amounts are safe non-negative integers');
    const high = Math.floor(amount / 2 ** 36);
    const middle = Math.floor(amount / 2 ** 18) - high * 2 ** 18;
    const low = amount - Math.floor(amount / 2 ** 18) * 2 ** 18;
    const { primes, accumulators } = this;
    for (let i = 0; i < primes.length; i += 1) {
      const sums = accumulators[i]!;
      const residue = factor[i]!;
      sums[index * 3]! += residue * high;
      sums[index * 3 + 1]! += residue * middle;
      sums[index * 3 + 2]! += residue * low;
    }
    this.additions[index]! += 1;
    if (this.additions[index]! === 2 ** 13 - 1) this.reduceAt(index);
  }

  private reduceAt(index: number): void {
    this.primes.forEach((_, i) => {
      const sums = this.accumulators[i]!;
      for (let part = index * 3; part < index * 3 + 3; part += 1) sums[part] = this.reduce(sums[part]!, i);
    });
    this.additions[index] = 0;
  }

  /** The sums themselves. */
  values(): bigint[] {
    const modulus = this.primes.reduce((product, prime) => product * BigInt(prime), 1n);
    // x = Σ r_i · (M/p_i) · ((M/p_i)^−1 mod p_i), mod M.
    const bases = this.primes.map((prime) => {
      const rest = modulus / BigInt(prime);
      return rest * inverseModulo(rest % BigInt(prime), BigInt(prime));
    });
    return Array.from({ length: this.length }, (_, index) => {
      let value = 0n;
      this.primes.forEach((prime, i) => {
        const [high, middle, low] = this.accumulators[i]!.subarray(index * 3, index * 3 + 3);
        const residue = (BigInt(high!) * 2n ** 36n + BigInt(middle!) * 2n ** 18n + BigInt(low!)) % BigInt(prime);
        value += residue * bases[i]!;
      });
      return value % modulus;
    });
  }
}

/**
 * value mod prime for a whole `value` below 2^52 and a prime below 2^21, by the prime's reciprocal instead of `%`
 * (fmod, slow past 32 bits): the rounded quotient is off by at most one, which the last step corrects, and quotient
 * × prime stays below 2^53, so every step is exact.
 */
function reduceBelow(value: number, prime: number, reciprocal: number): number {
  const rest = value - Math.floor(value * reciprocal) * prime;
  return rest < 0 ? rest + prime : rest >= prime ? rest - prime : rest;
}

function inverseModulo(value: bigint, modulus: bigint): bigint {
  // Extended Euclid: value · x ≡ 1 (mod modulus), the modulus being prime and value not a multiple of it.
  let [oldR, r] = [value, modulus];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  return ((oldS % modulus) + modulus) % modulus;
}

let primeList: number[] | undefined;

/** The 60 largest primes below 2^21, largest first (enough for sums below 2^1250). */
function primesBelow2To21(): number[] {
  if (primeList) return primeList;
  const isPrime = (candidate: number) => {
    for (let divisor = 3; divisor * divisor <= candidate; divisor += 2) if (candidate % divisor === 0) return false;
    return true;
  };
  primeList = [];
  for (let candidate = 2 ** 21 - 1; primeList.length < 60; candidate -= 2) {
    if (isPrime(candidate)) primeList.push(candidate);
  }
  return primeList;
}
