import type { CompiledSlot } from './compiled';
import type { ReelPair } from './sticky-pairs';
import { ANY, BREAK, KEEP, type PayGroups } from './sticky-runs';

// The scatters' part of a sticky session's moments: a spin's scatter pay S(K), with a run's pay on the other spin of
// a pair, and with the other spin's scatter pay. K is a sum over reels, so its law, jointly with whatever a run asks
// of each reel, is a convolution of per-reel vectors over the reel's scatter count.

const scatterPay = (slot: CompiledSlot, count: number) => slot.scatterPays[count] ?? 0;

/** A reel's law of its scatter count, each count's chance read through `pick` from that count's feature. */
const scatterLaw = ({ slot, layout }: PayGroups, pick: (feature: number) => number) =>
  Float64Array.from({ length: slot.rows + 1 }, (_, count) => pick(layout.scatters(count)));

/** E[S(K)] of spin s (the pair's first spin). */
export function spinScatters(pays: PayGroups, pair: readonly ReelPair[]): number {
  const law = pair.reduce<Float64Array>(
    (total, { atFirst }) =>
      convolve(
        total,
        scatterLaw(pays, (f) => atFirst[f]!),
      ),
    Float64Array.of(1),
  );
  return law.reduce((total, chance, count) => total + chance * scatterPay(pays.slot, count), 0);
}

/** E[S(K_s) S(K_t)]: the reels' joint laws of their two scatter counts, convolved in two dimensions. */
export function scattersTogether(pays: PayGroups, pair: readonly ReelPair[]): number {
  let law = [[1]];
  for (const { cross, atFirst } of pair) {
    const width = atFirst.length;
    const joint = [...scatterLaw(pays, (f) => f)].map((f) => [...scatterLaw(pays, (g) => cross[f * width + g]!)]);
    law = convolve2(law, joint);
  }
  let total = 0;
  for (const [countA, row] of law.entries()) {
    for (const [countB, chance] of row.entries()) {
      total += chance * scatterPay(pays.slot, countA) * scatterPay(pays.slot, countB);
    }
  }
  return total;
}

/**
 * Σ over runs of pay × S(K) with the run on one spin and the scatters on the other: `runOnFirst` reads the run at s
 * and the scatters at t, else the reverse. Per reel and per slot and part, the law of the reel's scatters jointly
 * with the run's part is a short vector; a run's law of K is their convolution over the reels, the reels before the
 * shortest run shared by every run of its group.
 */
export function runsWithScatters(pays: PayGroups, pair: readonly ReelPair[], runOnFirst: boolean): number {
  const { slot, layout, groups, slotCount, shortest, keepOf, endOf, endNegated } = pays;
  const { reels, rows } = slot;
  const counts = rows + 1;
  const vectors = new Float64Array(reels * slotCount * 3 * counts);
  const vectorAt = (reel: number, slotAt: number, part: number) => ((reel * slotCount + slotAt) * 3 + part) * counts;
  for (const [reel, { cross, atFirst, atSecond }] of pair.entries()) {
    const width = atFirst.length;
    const scatterMeans = runOnFirst ? atSecond : atFirst;
    const both = (runFeature: number, scatter: number) =>
      runOnFirst ? cross[runFeature * width + scatter]! : cross[scatter * width + runFeature]!;
    for (let slotAt = 0; slotAt < slotCount; slotAt += 1) {
      for (let count = 0; count < counts; count += 1) {
        const scatter = layout.scatters(count);
        const withEnd = both(endOf(slotAt), scatter);
        vectors[vectorAt(reel, slotAt, KEEP) + count] = both(keepOf(slotAt), scatter);
        vectors[vectorAt(reel, slotAt, BREAK) + count] = endNegated ? scatterMeans[scatter]! - withEnd : withEnd;
        vectors[vectorAt(reel, slotAt, ANY) + count] = scatterMeans[scatter]!;
      }
    }
  }
  const reelLaw = (reel: number, slotAt: number, part: number) =>
    vectors.subarray(vectorAt(reel, slotAt, part), vectorAt(reel, slotAt, part) + counts);
  // Convolution is linear: a group's runs share the law of the reels before the shortest run, so their tails are
  // summed, weighted by their pays, before the one convolution with it.
  let total = 0;
  for (const group of groups) {
    let shared: Float64Array = Float64Array.of(1);
    for (let reel = 0; reel < shortest; reel += 1) shared = convolve(shared, reelLaw(reel, group.slots[reel]!, KEEP));
    let tails: Float64Array = new Float64Array(0);
    for (let i = 0; i < group.pays.length; i += 1) {
      let tail: Float64Array = Float64Array.of(group.pays[i]!);
      for (let reel = shortest; reel < reels; reel += 1) {
        tail = convolve(tail, reelLaw(reel, group.slots[reel]!, group.parts[i * reels + reel]!));
      }
      tails = added(tails, tail);
    }
    for (let x = 0; x < shared.length; x += 1) {
      if (shared[x] === 0) continue;
      for (let y = 0; y < tails.length; y += 1) total += shared[x]! * tails[y]! * scatterPay(slot, x + y);
    }
  }
  return total;
}

function added(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(Math.max(a.length, b.length));
  out.set(a);
  for (let at = 0; at < b.length; at += 1) out[at]! += b[at]!;
  return out;
}

function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i += 1) {
    if (a[i] === 0) continue;
    for (let j = 0; j < b.length; j += 1) out[i + j]! += a[i]! * b[j]!;
  }
  return out;
}

function convolve2(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): number[][] {
  const out = Array.from({ length: a.length + b.length - 1 }, () =>
    new Array<number>(a[0]!.length + b[0]!.length - 1).fill(0),
  );
  for (const [i, rowA] of a.entries()) {
    for (const [j, x] of rowA.entries()) {
      if (x === 0) continue;
      for (const [k, rowB] of b.entries()) for (const [l, y] of rowB.entries()) out[i + k]![j + l]! += x * y;
    }
  }
  return out;
}
