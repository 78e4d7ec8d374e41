/**
 * Exact rational numbers for return-to-player sums: probabilities of card draws and reel stops are ratios of whole
 * counts, and summing them in floating point would round at every step. A value is kept reduced, with a positive
 * denominator.
 */
export type Exact = { readonly n: bigint; readonly d: bigint };

const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

export function exact(numerator: bigint | number, denominator: bigint | number = 1n): Exact {
  let n = BigInt(numerator);
  let d = BigInt(denominator);
  if (d === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const divisor = gcd(n, d) || 1n;
  return { n: n / divisor, d: d / divisor };
}

export const ZERO = exact(0);
export const ONE = exact(1);
export const add = (a: Exact, b: Exact) => exact(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Exact, b: Exact) => exact(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Exact, b: Exact) => exact(a.n * b.n, a.d * b.d);
export const div = (a: Exact, b: Exact) => exact(a.n * b.d, a.d * b.n);
export const sum = (values: Iterable<Exact>) => {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
};
export const equals = (a: Exact, b: Exact) => a.n === b.n && a.d === b.d;
export const compare = (a: Exact, b: Exact) => {
  const difference = a.n * b.d - b.n * a.d;
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
};

/** A close decimal for display and comparisons with simulations; the exact value stays the `Exact`. */
export function toNumber({ n, d }: Exact): number {
  const magnitude = n < 0n ? -n : n;
  if (magnitude < LARGE && d < LARGE) return Number(n) / Number(d);
  // Parts past a double's range (long sticky-wild sessions reach 10^150 and more) are scaled down together first.
  const shift = BigInt(Math.max(magnitude.toString(2).length, d.toString(2).length) - 1000);
  return Number(n >> shift) / Number(d >> shift);
}
const LARGE = 1n << 1000n;
