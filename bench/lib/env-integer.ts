/**
 * A whole-number setting of a benchmark from the environment, or its default. A value that is not a whole number of
 * at least `min` stops the benchmark with the setting's name, rather than running it with `NaN` connections or
 * rounds, which measures nothing and can hang.
 */
export function envInteger(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}; it is "${raw}"`);
  }
  return value;
}
