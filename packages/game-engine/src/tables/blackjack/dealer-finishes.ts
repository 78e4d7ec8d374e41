import { barredHole, best, BUST, isSoft, OUTCOMES, VALUES } from './exact-search';
import type { BlackjackRules } from './rules';

/**
 * Every way the dealer can finish from its up card after the peek, as the multisets of cards it takes (the hole
 * card, which is not the blackjack card, then its draws), each with how many of its orderings are dealer sequences
 * (the dealer stops only at the last card), its outcome slot (17–21, bust) and its size.
 *
 * A multiset c's orderings each have weight (shoe count of v)·(count − 1)·… over v, the same for all of them, so
 * against any shoe the dealer's ways are Σ orderings(c) × Π over v (count of v)_(c of v), falling factorials. The
 * multisets are kept as a trie on (value, count) in increasing value, so those products share their prefixes.
 */
export type DealerFinishes = {
  /** Trie nodes, depth first: each extends its parent's multiset by `count` cards of `value`. */
  readonly parent: Int32Array;
  readonly value: Int8Array;
  readonly count: Int8Array;
  /** Orderings of the node's multiset that are dealer sequences (0 if the dealer never stops there). */
  readonly sequences: Float64Array;
  /** Where the node's ways go: cards taken × OUTCOMES + outcome slot. */
  readonly slot: Int32Array;
  /** Slots in all: (most cards the dealer takes + 1) × OUTCOMES. */
  readonly slots: number;
  /** The most cards of one value the dealer takes. */
  readonly mostOfOneValue: number;
};

type TrieNode = { children: Map<string, TrieNode>; value: number; count: number; sequences: number; slot: number };

export function dealerFinishes(rules: BlackjackRules, upcard: number): DealerFinishes {
  const barred = barredHole(upcard);
  const finished = new Map<string, { taken: number[]; sequences: number; slot: number }>();
  const taken = new Array<number>(11).fill(0);
  const drawFrom = (hard: number, hasAce: boolean, cards: number) => {
    for (const value of VALUES) {
      if (cards === 0 && value === barred) continue;
      taken[value]! += 1;
      const nextHard = hard + value;
      const nextHasAce = hasAce || value === 1;
      const total = best(nextHard, nextHasAce);
      const hits = total < 17 || (total === 17 && rules.dealerHitsSoft17 && isSoft(nextHard, nextHasAce));
      if (hits) {
        drawFrom(nextHard, nextHasAce, cards + 1);
      } else {
        const key = taken.join(',');
        const known = finished.get(key);
        const slot = (cards + 1) * OUTCOMES + (total > 21 ? BUST : total - 17);
        if (known) known.sequences += 1;
        else finished.set(key, { taken: [...taken], sequences: 1, slot });
      }
      taken[value]! -= 1;
    }
  };
  drawFrom(upcard, upcard === 1, 0);

  const root: TrieNode = { children: new Map(), value: 0, count: 0, sequences: 0, slot: 0 };
  let slots = 0;
  let mostOfOneValue = 0;
  for (const { taken: multiset, sequences, slot } of finished.values()) {
    let node = root;
    for (const value of VALUES) {
      const count = multiset[value]!;
      if (count === 0) continue;
      mostOfOneValue = Math.max(mostOfOneValue, count);
      const key = `${value}x${count}`;
      let child = node.children.get(key);
      if (!child) {
        child = { children: new Map(), value, count, sequences: 0, slot: 0 };
        node.children.set(key, child);
      }
      node = child;
    }
    node.sequences = sequences;
    node.slot = slot;
    slots = Math.max(slots, slot - (slot % OUTCOMES) + OUTCOMES);
  }

  const nodes: { node: TrieNode; parent: number }[] = [];
  const flatten = (node: TrieNode, parent: number) => {
    const index = nodes.length;
    nodes.push({ node, parent });
    for (const child of node.children.values()) flatten(child, index);
  };
  for (const child of root.children.values()) flatten(child, -1);
  return {
    parent: Int32Array.from(nodes, ({ parent }) => parent),
    value: Int8Array.from(nodes, ({ node }) => node.value),
    count: Int8Array.from(nodes, ({ node }) => node.count),
    sequences: Float64Array.from(nodes, ({ node }) => node.sequences),
    slot: Int32Array.from(nodes, ({ node }) => node.slot),
    slots,
    mostOfOneValue,
  };
}

/**
 * The dealer's ways to finish against a shoe, into `ways` by slot (cards taken × OUTCOMES + outcome):
 * `fallings[start[v] + k]` is (shoe count of v)·(count − 1)·… (k factors). `products` is scratch space, one per node.
 */
export function dealerWaysAgainst(
  finishes: DealerFinishes,
  fallings: Float64Array,
  start: Int32Array,
  ways: Float64Array,
  products: Float64Array,
): void {
  ways.fill(0);
  const { parent, value, count, sequences, slot } = finishes;
  for (let node = 0; node < parent.length; node += 1) {
    const above = parent[node]!;
    const product = (above === -1 ? 1 : products[above]!) * fallings[start[value[node]!]! + count[node]!]!;
    products[node] = product;
    if (sequences[node]! > 0) ways[slot[node]!]! += sequences[node]! * product;
  }
}
