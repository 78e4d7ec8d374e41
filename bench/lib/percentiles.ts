/** The value below which `share` of the sorted samples lie (nearest rank, the last sample for 1). */
export const percentile = (sorted: readonly number[], share: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export type Percentiles = { p50: number; p90: number; p99: number; max: number };

/** A latency run's usual figures, from its samples in any order. */
export function percentiles(samples: readonly number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
  };
}
