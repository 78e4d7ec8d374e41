import { binomial } from '../video-poker/draw-tables';

/**
 * Renaming suits (24 ways) changes no hand's strength, so a player's five cards and the dealer's up card can be
 * examined once per class of deals equal up to renaming suits, weighted by the class's size. Cards are indices 0–51,
 * suit × 13 + rank − 1.
 */
export const PERMUTATIONS: readonly (readonly number[])[] = (() => {
  const all: number[][] = [];
  const permute = (prefix: number[], rest: number[]) => {
    if (rest.length === 0) all.push(prefix);
    rest.forEach((suit, at) => permute([...prefix, suit], [...rest.slice(0, at), ...rest.slice(at + 1)]));
  };
  permute([], [0, 1, 2, 3]);
  return all;
})();

export const renamed = (card: number, permutation: readonly number[]) =>
  permutation[Math.floor(card / 13)]! * 13 + (card % 13);

/** A sorted hand's combinatorial index, so classes already met are marked in one byte per hand. */
const keyOf = (cards: readonly number[]) => cards.reduce((key, card, at) => key + binomial(card, at + 1), 0);

/**
 * Calls `visit` once per class of (player's sorted five cards, up card), with the number of (hand, up card) pairs
 * in the class; the weights add up to C(52, 5) × 47. `keep` may skip player hands early (a partial enumeration).
 */
export function forEachDealClass(
  visit: (player: readonly number[], up: number, weight: number) => void,
  keep: (player: readonly number[]) => boolean = () => true,
): void {
  const seen = new Uint8Array(binomial(52, 5));
  const player = [0, 0, 0, 0, 0];
  const classOf = () => {
    const key = keyOf(player);
    if (seen[key]) return;
    const images = new Set<number>();
    const stabiliser: (readonly number[])[] = [];
    for (const permutation of PERMUTATIONS) {
      const image = keyOf(player.map((card) => renamed(card, permutation)).sort((a, b) => a - b));
      images.add(image);
      if (image === key) stabiliser.push(permutation);
    }
    for (const image of images) seen[image] = 1;
    if (!keep(player)) return;
    // Up cards the renamings that keep the hand send onto each other are one class: visit its lowest card.
    for (let up = 0; up < 52; up += 1) {
      if (player.includes(up)) continue;
      const ups = new Set(stabiliser.map((permutation) => renamed(up, permutation)));
      if (Math.min(...ups) !== up) continue;
      visit(player, up, images.size * ups.size);
    }
  };
  for (player[0] = 0; player[0] < 52; player[0] += 1) {
    for (player[1] = player[0] + 1; player[1] < 52; player[1] += 1) {
      for (player[2] = player[1] + 1; player[2] < 52; player[2] += 1) {
        for (player[3] = player[2] + 1; player[3] < 52; player[3] += 1) {
          for (player[4] = player[3] + 1; player[4] < 52; player[4] += 1) classOf();
        }
      }
    }
  }
}
