import { binomial } from '../video-poker/draw-tables';
import { ACE_KING, scoreOfIndices } from './hand-rank';
import type { CaribbeanStudShowdown } from './caribbean-stud';

/**
 * How the dealer hands a player meets are counted without dealing them. The dealer's hand holds the up card and
 * four of the other 46 cards (C(46, 4) = 163,185 hands); for each, the showdown depends only on the two hands'
 * strengths. Every five-card hand gets a dense strength (0 … 7,461, equal for equal hands), and for every set S of
 * one to four cards the strengths of the C(52 − |S|, 5 − |S|) hands holding S are kept in ascending order. The
 * dealer hands holding the up card u and none of the player's cards P are then, by inclusion–exclusion over the
 * subsets T of P, Σ (−1)^|T| × (hands holding T ∪ {u}); counting those below a strength is one table read (sets of
 * one and two cards, kept as counts below each strength) or one binary search (three and four) per subset, and a
 * whole hand (T of four plus u) is looked up directly. 31 subsets per (P, u) instead of 163,185 hands. Cards are
 * indices 0–51, suit × 13 + rank − 1.
 */
const CARDS = 52;
const HANDS = binomial(CARDS, 5);
export const DEALER_HANDS = binomial(CARDS - 6, 4);

/** `binomial(n, k)` for k ≤ 5 in one flat array (at n × 6 + k), read in the innermost loops. */
export const BINOMIALS = Int32Array.from({ length: (CARDS + 1) * 6 }, (_, at) => binomial(Math.floor(at / 6), at % 6));
/** Hands holding a given set of k cards. */
const HOLDING = [0, 1, 2, 3, 4].map((k) => binomial(CARDS - k, 5 - k));

export type DealerTables = {
  /** The dense strength of every hand, by its combinatorial index (Σ C(card_i, i + 1) over its sorted cards). */
  readonly strength: Uint16Array;
  /** The score (`scoreOfIndices`) of each strength. */
  readonly scores: Int32Array;
  /** The lowest strength that qualifies (ace-king). */
  readonly qualifying: number;
  /**
   * For sets of one and two cards, whose lists would be long to search (249,900 and 19,600 hands): how many of the
   * set's hands are below each strength 0 … 7,462, `scores.length + 1` counts per set at its index.
   */
  readonly belowBySingle: Int32Array;
  readonly belowByPair: Uint16Array;
  /** For sets of three and four cards: the strengths of the set's hands, ascending, `HOLDING[k]` per set. */
  readonly byTriple: Uint16Array;
  readonly byQuadruple: Uint16Array;
  /** By set size k = 1 … 4 (index k − 1): how many of each k-set's hands do not qualify. */
  readonly notQualifying: readonly Int32Array[];
};

export function lowerBound(sorted: ArrayLike<number>, from: number, to: number, value: number): number {
  let [low, high] = [from, to];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Visits every hand once, as its sorted cards and its combinatorial index. */
function forEachHand(visit: (cards: Uint8Array, index: number) => void): void {
  const cards = new Uint8Array(5);
  for (let e = 4; e < CARDS; e += 1) {
    for (let d = 3; d < e; d += 1) {
      for (let c = 2; c < d; c += 1) {
        for (let b = 1; b < c; b += 1) {
          for (let a = 0; a < b; a += 1) {
            cards[0] = a;
            cards[1] = b;
            cards[2] = c;
            cards[3] = d;
            cards[4] = e;
            visit(
              cards,
              a + BINOMIALS[b * 6 + 2]! + BINOMIALS[c * 6 + 3]! + BINOMIALS[d * 6 + 4]! + BINOMIALS[e * 6 + 5]!,
            );
          }
        }
      }
    }
  }
}

/** Index of the cards of `hand` picked by the bits of `mask`, among sets of their size. */
function subsetIndex(hand: Uint8Array, mask: number): number {
  let index = 0;
  let position = 1;
  for (let bit = 0; bit < 5; bit += 1) {
    if (mask & (1 << bit)) index += BINOMIALS[hand[bit]! * 6 + position++]!;
  }
  return index;
}

const SIZE_OF_MASK = Uint8Array.from({ length: 32 }, (_, mask) => {
  let size = 0;
  for (let bit = 0; bit < 5; bit += 1) size += (mask >> bit) & 1;
  return size;
});

/** Every five-card hand's dense strength (0 … 7,461, equal for equal hands) and the score of each strength. */
export type FiveCardStrengths = {
  /** By the hand's combinatorial index: Σ C(card_i, i + 1) over its sorted cards. */
  readonly strength: Uint16Array;
  /** The score (`scoreOfIndices`) of each strength, ascending. */
  readonly scores: Int32Array;
};

function buildFiveCardStrengths(): FiveCardStrengths {
  const scoreOfHand = new Int32Array(HANDS);
  forEachHand((cards, index) => {
    scoreOfHand[index] = scoreOfIndices(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!);
  });
  const scores = Int32Array.from(new Set(scoreOfHand)).sort();
  const strength = new Uint16Array(HANDS);
  for (let index = 0; index < HANDS; index += 1) {
    strength[index] = lowerBound(scores, 0, scores.length, scoreOfHand[index]!);
  }
  return { strength, scores };
}

let strengths: FiveCardStrengths | undefined;
/** About two seconds and 5 MB, built once per process when first needed; shared by the poker games' enumerations. */
export const fiveCardStrengths = (): FiveCardStrengths => (strengths ??= buildFiveCardStrengths());

/** About three seconds, and about 105 MB kept: built once per process, when first needed (`dealerTables`). */
export function buildDealerTables(): DealerTables {
  const cardsOf = new Uint8Array(HANDS * 5);
  forEachHand((cards, index) => cardsOf.set(cards, index * 5));
  const { strength, scores } = fiveCardStrengths();
  const perStrength = new Int32Array(scores.length + 1);
  for (let index = 0; index < HANDS; index += 1) perStrength[strength[index]! + 1]! += 1;
  // Hands in ascending strength (a counting sort), so each set's list fills in order and needs no sorting.
  for (let at = 1; at < perStrength.length; at += 1) perStrength[at]! += perStrength[at - 1]!;
  const ascending = new Int32Array(HANDS);
  for (let index = 0; index < HANDS; index += 1) ascending[perStrength[strength[index]!]!++] = index;
  const holding = [1, 2, 3, 4].map((k) => new Uint16Array(binomial(CARDS, k) * HOLDING[k]!));
  const filled = [1, 2, 3, 4].map((k) => new Int32Array(binomial(CARDS, k)));
  const hand = new Uint8Array(5);
  for (const index of ascending) {
    hand.set(cardsOf.subarray(index * 5, index * 5 + 5));
    const value = strength[index]!;
    for (let mask = 1; mask < 31; mask += 1) {
      const k = SIZE_OF_MASK[mask]!;
      const set = subsetIndex(hand, mask);
      holding[k - 1]![set * HOLDING[k]! + filled[k - 1]![set]!++] = value;
    }
  }
  const qualifying = lowerBound(scores, 0, scores.length, ACE_KING);
  const notQualifying = holding.map((list, at) =>
    Int32Array.from({ length: binomial(CARDS, at + 1) }, (_, set) => {
      const start = set * HOLDING[at + 1]!;
      return lowerBound(list, start, start + HOLDING[at + 1]!, qualifying) - start;
    }),
  );
  const width = scores.length + 1;
  const cumulative = <T extends Int32Array | Uint16Array>(list: Uint16Array, k: number, table: T): T => {
    const size = HOLDING[k]!;
    for (let set = 0; set < binomial(CARDS, k); set += 1) {
      const [start, end] = [set * size, (set + 1) * size];
      let at = start;
      for (let value = 0; value < width; value += 1) {
        while (at < end && list[at]! < value) at += 1;
        table[set * width + value] = at - start;
      }
    }
    return table;
  };
  return {
    strength,
    scores,
    qualifying,
    belowBySingle: cumulative(holding[0]!, 1, new Int32Array(binomial(CARDS, 1) * width)),
    // A pair of cards is in 19,600 hands: its counts fit in 16 bits.
    belowByPair: cumulative(holding[1]!, 2, new Uint16Array(binomial(CARDS, 2) * width)),
    byTriple: holding[2]!,
    byQuadruple: holding[3]!,
    notQualifying,
  };
}

let built: DealerTables | undefined;
export const dealerTables = (): DealerTables => (built ??= buildDealerTables());

export type ShowdownCounts = Record<CaribbeanStudShowdown, number>;

/**
 * The dealer hands holding `up` and none of `player` (sorted card indices), by how they meet the player's hand
 * if it is raised. A player hand below ace-king wins or ties nothing: every qualifying dealer beats it.
 */
export function dealerShowdownCounts(tables: DealerTables, player: ArrayLike<number>, up: number): ShowdownCounts {
  const { strength, qualifying } = tables;
  const width = tables.scores.length + 1;
  const playerIndex =
    player[0]! +
    BINOMIALS[player[1]! * 6 + 2]! +
    BINOMIALS[player[2]! * 6 + 3]! +
    BINOMIALS[player[3]! * 6 + 4]! +
    BINOMIALS[player[4]! * 6 + 5]!;
  const mine = strength[playerIndex]!;
  const contested = mine >= qualifying;
  let [notQualifying, below, upTo, all] = [0, 0, 0, 0];
  for (let mask = 0; mask < 31; mask += 1) {
    // The set T ∪ {u}, its cards in ascending order, as a combinatorial index.
    let index = 0;
    let position = 1;
    let placed = false;
    for (let bit = 0; bit < 5; bit += 1) {
      if (!(mask & (1 << bit))) continue;
      const card = player[bit]!;
      if (!placed && up < card) {
        index += BINOMIALS[up * 6 + position++]!;
        placed = true;
      }
      index += BINOMIALS[card * 6 + position++]!;
    }
    if (!placed) index += BINOMIALS[up * 6 + position++]!;
    const k = position - 1;
    const sign = SIZE_OF_MASK[mask]! % 2 === 0 ? 1 : -1;
    if (k === 5) {
      const dealer = strength[index]!;
      all += sign;
      if (dealer < qualifying) notQualifying += sign;
      if (dealer < mine) below += sign;
      if (dealer <= mine) upTo += sign;
      continue;
    }
    const size = HOLDING[k]!;
    all += sign * size;
    notQualifying += sign * tables.notQualifying[k - 1]![index]!;
    if (!contested) continue;
    if (k <= 2) {
      const counted = k === 1 ? tables.belowBySingle : tables.belowByPair;
      below += sign * counted[index * width + mine]!;
      upTo += sign * counted[index * width + mine + 1]!;
      continue;
    }
    const list = k === 3 ? tables.byTriple : tables.byQuadruple;
    const [start, end] = [index * size, (index + 1) * size];
    const lowerThanMine = lowerBound(list, start, end, mine);
    below += sign * (lowerThanMine - start);
    upTo += sign * (lowerBound(list, lowerThanMine, end, mine + 1) - start);
  }
  if (!contested) return { 'dealer-does-not-qualify': notQualifying, win: 0, tie: 0, lose: all - notQualifying };
  return {
    'dealer-does-not-qualify': notQualifying,
    win: below - notQualifying,
    tie: upTo - below,
    lose: all - upTo,
  };
}
