import { exact, sum, type Exact } from '../exact';
import type { Randomness } from '../randomness';
import { choose } from './combinatorics';
import { PEGFALL_PAYTABLES_TENTHS, type PegfallRisk, type PegfallRows } from './pegfall-paytables';

export {
  PEGFALL_PAYTABLES_TENTHS,
  PEGFALL_RISKS,
  PEGFALL_ROWS,
  type PegfallRisk,
  type PegfallRows,
} from './pegfall-paytables';

/** Pegfall (a plinko board): the player picks the rows and the risk before the drop. */
export type PegfallParams = { readonly rows: PegfallRows; readonly risk: PegfallRisk };
export const PEGFALL_DEFAULTS: PegfallParams = { rows: 16, risk: 'medium' };

export type PegfallOutcome = {
  /** At each row, whether the ball went right (true) or left. */
  readonly path: readonly boolean[];
  /** The number of rights: bucket 0 is the far left. */
  readonly bucket: number;
  readonly multiplier: Exact;
};

export function pegfallPaytable({ rows, risk }: PegfallParams): readonly number[] {
  const table = PEGFALL_PAYTABLES_TENTHS[risk]?.[rows];
  if (!table) throw new RangeError('Pegfall has 8 to 16 rows and a low, medium or high risk');
  return table;
}

export function playPegfall(randomness: Randomness, params: PegfallParams): PegfallOutcome {
  const table = pegfallPaytable(params);
  // One draw of rows bits, read from the most significant: bit set = right. Each row is a fair, independent
  // left-or-right, so the bucket is binomial(rows, 1/2), and the path can be animated as it fell.
  const bits = randomness.nextInt(2 ** params.rows);
  const path = Array.from({ length: params.rows }, (_, row) => ((bits >>> (params.rows - 1 - row)) & 1) === 1);
  const bucket = path.filter(Boolean).length;
  return { path, bucket, multiplier: exact(table[bucket]!, 10) };
}

/** Σ C(rows, k) / 2^rows × payout(k). */
export function pegfallExactRtp(params: PegfallParams, paytable = pegfallPaytable(params)): Exact {
  const paths = 2n ** BigInt(params.rows);
  return sum(paytable.map((tenths, bucket) => exact(choose(params.rows, bucket) * BigInt(tenths), paths * 10n)));
}
