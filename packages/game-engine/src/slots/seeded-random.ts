/**
 * The generator's own deterministic randomness: a 32-bit FNV-1a hash of the title's slug seeds a mulberry32
 * stream, so each title's maths is the same on every machine and every run. Never used for game outcomes.
 */
export type SeededStream = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
};

export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at += 1) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function seededStream(seed: number): SeededStream {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    shuffle(items) {
      const out = [...items];
      for (let at = out.length - 1; at > 0; at -= 1) {
        const other = int(0, at);
        [out[at], out[other]] = [out[other]!, out[at]!];
      }
      return out;
    },
  };
}
