import type { CasinoHoldemRules } from './casino-holdem';
import { PAIR_OF_FOURS } from './casino-holdem';
import type { FiveCardStrengths } from '../caribbean-stud/dealer-counts';
import { BINOMIALS, lowerBound } from '../caribbean-stud/dealer-counts';
import { handOfScore } from '../caribbean-stud/hand-rank';

/**
 * What calling is worth on one whole board (flop, turn and river), for each of the 1,081 pairs of hole cards the
 * other 47 cards make, summed over the dealer's 990 pairs from the 45 left: no dealer hand is dealt. Each seven
 * cards' strength is the best of its 21 fives read from a table of every five's strength; the dealer pairs below,
 * equal to and above the player's are counted from the 1,081 pairs in ascending strength, less those holding one
 * of the player's two cards (inclusion–exclusion: the player's own pair is in both). Cards are indices 0–51, suit ×
 * 13 + rank − 1; holes are numbered by their places i < j among the 47 cards left (`holeNumber`).
 */
export const REST = 47;
export const HOLES = (REST * (REST - 1)) / 2;
export const DEALER_PAIRS = 990;

/** A hole's number from the places of its two cards among the cards left, i < j. */
export const holeNumber = (i: number, j: number) => (j * (j - 1)) / 2 + i;

/** The hole values of one board, in ante units summed over the dealer pairs; reused from board to board. */
export type HoleValues = {
  /** The cards left, ascending: hole number h is rest[i], rest[j]. */
  readonly rest: Uint8Array;
  /** Net of calling (ante plus call), in antes, over the 990 dealer pairs. A fold is −990. */
  readonly callValue: Float64Array;
  /** Dealer pairs against which a called hole gets anything back (the dealer does not qualify, loses or ties). */
  readonly returning: Float64Array;
  /** For a hole making a flush: dealer pairs against which its ante is paid (does not qualify, or loses). */
  readonly paidFlush: Float64Array;
  /** The seven cards' dense strength. */
  readonly strength: Uint16Array;
};

/** Ante winnings to one by dense strength, and the lowest strength that qualifies, for one set of rules. */
export type StrengthTables = FiveCardStrengths & {
  readonly antePays: Int32Array;
  readonly qualifying: number;
  /** Whether each strength is a flush, whose ante a broken-paytable check pays differently. */
  readonly flush: Uint8Array;
};

export function strengthTables(strengths: FiveCardStrengths, rules: CasinoHoldemRules): StrengthTables {
  const antePays = Int32Array.from(strengths.scores, (score) => rules.antePays[handOfScore(score)]);
  const flush = Uint8Array.from(strengths.scores, (score) => (handOfScore(score) === 'flush' ? 1 : 0));
  const qualifying = lowerBound(strengths.scores, 0, strengths.scores.length, PAIR_OF_FOURS);
  return { ...strengths, antePays, qualifying, flush };
}

export function holeValuesBuffer(): HoleValues {
  return {
    rest: new Uint8Array(REST),
    callValue: new Float64Array(HOLES),
    returning: new Float64Array(HOLES),
    paidFlush: new Float64Array(HOLES),
    strength: new Uint16Array(HOLES),
  };
}

const index5 = (a: number, b: number, c: number, d: number, e: number) =>
  a + BINOMIALS[b * 6 + 2]! + BINOMIALS[c * 6 + 3]! + BINOMIALS[d * 6 + 4]! + BINOMIALS[e * 6 + 5]!;

// Scratch space for one board, kept between boards: the enumeration visits over a hundred thousand of them.
const bestWithOne = new Int32Array(52);
/** By triple t: how many of its cards lie below each card, and the card's index part as a hole's lower or higher card. */
const underOf = new Uint8Array(10 * 52);
const lowPart = new Int32Array(10 * 52);
const highPart = new Int32Array(10 * 52);
/** By triple t and (cards below the lower hole card) × 4 + (below the higher): the triple's own index part. */
const tripleParts = new Int32Array(10 * 16);
const sorted = new Uint32Array(HOLES);
const byCard = Array.from({ length: REST }, () => new Uint32Array(REST - 1));
const filled = new Uint8Array(REST);
const lessAll = new Int32Array(HOLES);
const upToAll = new Int32Array(HOLES);
/** A hole's counts in its lower card's list at 2h, in its higher card's at 2h + 1. */
const lessIn = new Int32Array(HOLES * 2);
const upToIn = new Int32Array(HOLES * 2);
const notQualifyingWith = new Int32Array(REST);
/** Each hole's lower card's place among the cards left. */
const LOWER_PLACE = (() => {
  const lower = new Uint8Array(HOLES);
  for (let j = 1; j < REST; j += 1) for (let i = 0; i < j; i += 1) lower[holeNumber(i, j)] = i;
  return lower;
})();

function sortedIndex5(cards: number[]): number {
  cards.sort((x, y) => x - y);
  return index5(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
}

/** The board's best five with each card left, in place of each of its own five in turn. */
function fillBestWithOne(board: readonly number[], rest: Uint8Array, strength: Uint16Array): void {
  for (let at = 0; at < REST; at += 1) {
    const card = rest[at]!;
    let best = 0;
    for (let left = 0; left < 5; left += 1) {
      const five = board.filter((_, other) => other !== left);
      five.push(card);
      best = Math.max(best, strength[sortedIndex5(five)]!);
    }
    bestWithOne[card] = best;
  }
}

/**
 * A board triple t0 < t1 < t2 with hole cards a < b: t_k's place in the five is k, plus one if a is below it, plus one
 * if b is; a's place is the number of t below it, b's one more than its own count. So the five's index is a part
 * fixed by those two counts plus a part for a and one for b, all read from tables made once per board.
 */
function fillTripleParts(board: readonly number[]): void {
  let triple = 0;
  for (let x = 0; x < 5; x += 1) {
    for (let y = x + 1; y < 5; y += 1) {
      for (let z = y + 1; z < 5; z += 1) {
        const t = [board[x]!, board[y]!, board[z]!];
        for (let low = 0; low <= 3; low += 1) {
          for (let high = low; high <= 3; high += 1) {
            let part = 0;
            for (let k = 0; k < 3; k += 1) {
              const place = k + (k >= low ? 1 : 0) + (k >= high ? 1 : 0);
              part += BINOMIALS[t[k]! * 6 + place + 1]!;
            }
            tripleParts[triple * 16 + low * 4 + high] = part;
          }
        }
        for (let card = 0; card < 52; card += 1) {
          const under = (card > t[0]! ? 1 : 0) + (card > t[1]! ? 1 : 0) + (card > t[2]! ? 1 : 0);
          underOf[triple * 52 + card] = under;
          lowPart[triple * 52 + card] = BINOMIALS[card * 6 + under + 1]!;
          highPart[triple * 52 + card] = BINOMIALS[card * 6 + under + 2]!;
        }
        triple += 1;
      }
    }
  }
}

/** Each seven cards' strength: the best of the board, its fours with one hole card, and its threes with both. */
function fillSevenCardStrengths(board: readonly number[], strength: Uint16Array, out: HoleValues): void {
  const { rest } = out;
  const boardStrength = strength[index5(board[0]!, board[1]!, board[2]!, board[3]!, board[4]!)]!;
  fillBestWithOne(board, rest, strength);
  fillTripleParts(board);
  for (let j = 1; j < REST; j += 1) {
    const b = rest[j]!;
    for (let i = 0; i < j; i += 1) {
      const a = rest[i]!;
      let best = Math.max(boardStrength, bestWithOne[a]!, bestWithOne[b]!);
      for (let t = 0; t < 10; t += 1) {
        const [low, high] = [t * 52 + a, t * 52 + b];
        const index = tripleParts[t * 16 + underOf[low]! * 4 + underOf[high]!]! + lowPart[low]! + highPart[high]!;
        const value = strength[index]!;
        if (value > best) best = value;
      }
      out.strength[holeNumber(i, j)] = best;
    }
  }
}

/**
 * Walks packed (strength << 11 | hole) entries in ascending order and writes, at each hole's slot, how many entries
 * are weaker and how many are not stronger. Returns how many entries do not qualify.
 */
function rankPlaces(
  list: Uint32Array,
  qualifying: number,
  less: Int32Array,
  upTo: Int32Array,
  slotOf: (hole: number) => number,
): number {
  let notQualifying = 0;
  for (let start = 0; start < list.length;) {
    const strength = list[start]! >>> 11;
    let end = start + 1;
    while (end < list.length && list[end]! >>> 11 === strength) end += 1;
    for (let at = start; at < end; at += 1) {
      const slot = slotOf(list[at]! & 0x7ff);
      less[slot] = start;
      upTo[slot] = end;
    }
    if (strength < qualifying) notQualifying = end;
    start = end;
  }
  return notQualifying;
}

/**
 * Fills `out` for one board (five distinct card indices, ascending). The caller reads `out` before the next board:
 * the same buffers are refilled.
 */
export function holeValuesOf(board: readonly number[], tables: StrengthTables, out: HoleValues): HoleValues {
  const { rest, callValue, returning, paidFlush, strength } = out;
  let at = 0;
  for (let card = 0; card < 52; card += 1) if (!board.includes(card)) rest[at++] = card;
  fillSevenCardStrengths(board, tables.strength, out);
  const { qualifying, antePays } = tables;
  for (let h = 0; h < HOLES; h += 1) sorted[h] = (strength[h]! << 11) | h;
  sorted.sort();
  const notQualifying = rankPlaces(sorted, qualifying, lessAll, upToAll, (hole) => hole);
  filled.fill(0);
  for (let j = 1; j < REST; j += 1) {
    for (let i = 0; i < j; i += 1) {
      const h = holeNumber(i, j);
      const packed = (strength[h]! << 11) | h;
      byCard[i]![filled[i]!++] = packed;
      byCard[j]![filled[j]!++] = packed;
    }
  }
  for (let place = 0; place < REST; place += 1) {
    const list = byCard[place]!.sort();
    notQualifyingWith[place] = rankPlaces(list, qualifying, lessIn, upToIn, (hole) =>
      LOWER_PLACE[hole] === place ? 2 * hole : 2 * hole + 1,
    );
  }
  for (let j = 1; j < REST; j += 1) {
    for (let i = 0; i < j; i += 1) {
      const h = holeNumber(i, j);
      const mine = strength[h]!;
      // Dealer pairs from the 45 cards: all pairs, less those holding i, less those holding j, plus the one holding
      // both (the player's own).
      const dealerNotQualifying =
        notQualifying - notQualifyingWith[i]! - notQualifyingWith[j]! + (mine < qualifying ? 1 : 0);
      let [win, tie] = [0, 0];
      // Below a pair of fours, every qualifying dealer is better: the call wins or ties nothing.
      if (mine >= qualifying) {
        const less = lessAll[h]! - lessIn[2 * h]! - lessIn[2 * h + 1]!;
        const upTo = upToAll[h]! - upToIn[2 * h]! - upToIn[2 * h + 1]! + 1;
        win = less - dealerNotQualifying;
        tie = upTo - less;
      }
      const lose = DEALER_PAIRS - dealerNotQualifying - win - tie;
      const pays = antePays[mine]!;
      callValue[h] = dealerNotQualifying * pays + win * (pays + 2) - 3 * lose;
      returning[h] = dealerNotQualifying + win + tie;
      paidFlush[h] = tables.flush[mine] ? dealerNotQualifying + win : 0;
    }
  }
  return out;
}
