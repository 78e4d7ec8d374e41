import { binomial } from '../video-poker/draw-tables';
import { PERMUTATIONS, renamed } from '../caribbean-stud/suit-classes';

/**
 * Renaming suits (24 ways) changes no hand's strength, so Casino Hold'em's enumeration visits each board once per
 * class of boards equal up to renaming, and keeps what calling is worth per class of (hole cards, flop). Cards are
 * indices 0–51, suit × 13 + rank − 1; a sorted set's key is its combinatorial index Σ C(card_i, i + 1).
 */
export const keyOf = (cards: readonly number[]) => cards.reduce((key, card, at) => key + binomial(card, at + 1), 0);

const renamedKey = (cards: readonly number[], permutation: readonly number[]) =>
  keyOf(cards.map((card) => renamed(card, permutation)).sort((a, b) => a - b));

/** Each card under each renaming, at permutation × 52 + card. */
export const RENAMED = Int8Array.from({ length: 24 * 52 }, (_, at) =>
  renamed(at % 52, PERMUTATIONS[Math.floor(at / 52)]!),
);

/** A pair of cards' key, at low × 52 + high either way round, for pairs of distinct cards. */
export const PAIR_KEY = Int16Array.from({ length: 52 * 52 }, (_, at) => {
  const [x, y] = [Math.floor(at / 52), at % 52];
  return x === y ? -1 : keyOf([Math.min(x, y), Math.max(x, y)]);
});
export const PAIRS = binomial(52, 2);

/**
 * Calls `visit` once per class of five-card boards, with the board's sorted cards and the class's size; the sizes
 * add up to C(52, 5). 134,459 classes.
 */
export function forEachBoardClass(visit: (board: readonly number[], weight: number) => void): void {
  const seen = new Uint8Array(binomial(52, 5));
  const board = [0, 0, 0, 0, 0];
  const classOf = () => {
    if (seen[keyOf(board)]) return;
    const images = new Set(PERMUTATIONS.map((permutation) => renamedKey(board, permutation)));
    for (const image of images) seen[image] = 1;
    visit(board, images.size);
  };
  for (board[0] = 0; board[0] < 52; board[0] += 1) {
    for (board[1] = board[0] + 1; board[1] < 52; board[1] += 1) {
      for (board[2] = board[1] + 1; board[2] < 52; board[2] += 1) {
        for (board[3] = board[2] + 1; board[3] < 52; board[3] += 1) {
          for (board[4] = board[3] + 1; board[4] < 52; board[4] += 1) classOf();
        }
      }
    }
  }
}

/** The classes of flops up to renaming suits (1,755), and for each of the 22,100 flops its class and a renaming into it. */
export type FlopClasses = {
  /** By class: its lowest flop's sorted cards. */
  readonly representatives: readonly (readonly number[])[];
  /** By class: how many flops it holds. */
  readonly sizes: readonly number[];
  /** By class: the renamings that keep its representative (as a set). */
  readonly stabilisers: readonly (readonly number[])[];
  /** By flop key: its class. */
  readonly classOf: Int16Array;
  /** By flop key: a renaming (index into the 24) that takes it to its class's representative. */
  readonly renamingOf: Int8Array;
};

export function flopClasses(): FlopClasses {
  const flops = binomial(52, 3);
  const classOf = new Int16Array(flops).fill(-1);
  const renamingOf = new Int8Array(flops);
  const representatives: number[][] = [];
  const sizes: number[] = [];
  const stabilisers: number[][] = [];
  for (let c = 2; c < 52; c += 1) {
    for (let b = 1; b < c; b += 1) {
      for (let a = 0; a < b; a += 1) {
        const flop = [a, b, c];
        const key = keyOf(flop);
        if (classOf[key] !== -1) continue;
        // Flops are met in ascending key order, so the first of a class met is its lowest: its representative.
        const id = representatives.length;
        const images = PERMUTATIONS.map((permutation) => renamedKey(flop, permutation));
        representatives.push(flop);
        sizes.push(new Set(images).size);
        stabilisers.push(images.flatMap((image, permutation) => (image === key ? [permutation] : [])));
        images.forEach((image, permutation) => {
          if (classOf[image] !== -1) return;
          classOf[image] = id;
          // The renaming that took the representative to this flop, undone: its inverse.
          renamingOf[image] = PERMUTATIONS.findIndex((inverse) =>
            PERMUTATIONS[permutation]!.every((to, from) => inverse[to] === from),
          );
        });
      }
    }
  }
  return { representatives, sizes, stabilisers, classOf, renamingOf };
}
