import type { Exact } from '../../exact';
import { add, exact } from '../../exact';
import { payoutInHundredths } from '../shared/stake';
import { addTo, best, draw, expectedNet, isSoft, VALUES } from '../blackjack/exact-search';
import type { PontoonRules } from './rules';
import { BANKER_STICKS_ON, MOST_CARDS_BEFORE_BUYING, PONTOON, TRICK_CARDS } from './rules';
import type { PontoonStrategy } from './strategy';
import { PONTOON_STRATEGY, pontoonStrategyMove } from './strategy';

/**
 * The exact return of a fixed strategy, by enumerating every way the deck can deal a round without replacement, the
 * same way as `blackjackExactReturn`: cards grouped by value, a path drawing L cards weighted by the product of the
 * counts it drew over N(N−1)…(N−L+1), sums kept per L as whole numbers (hundredths of a stake) and divided once.
 *
 * The player's two cards and draws come first, then the banker's two cards and draws. The engine deals the banker's
 * cards second and fourth; no decision depends on them (they are face down) and cards are exchangeable, so the
 * probabilities are the same. A banker's pontoon ends the round before the player draws: such paths count the
 * first stake lost whatever the player's path, and summed over the player's draws they weigh exactly the chance of
 * that pontoon after the player's first two cards.
 */
type Search = {
  readonly rules: PontoonRules;
  readonly strategy: PontoonStrategy;
  readonly left: number[];
  size: number;
  /** Σ weight × net result in hundredths of the first stake, by cards drawn in the round. */
  sums: bigint[];
  /** Σ weight of the paths the player is paid on, by cards drawn. */
  wins: bigint[];
  bankerMemo: Map<string, Float64Array>;
};

type Hand = { readonly hard: number; readonly hasAce: boolean; readonly cards: number };

/** Banker outcome slots: a pontoon, a five-card trick, a final 17 … 21, bust. */
const SLOTS = 8;
const PONTOON_SLOT = 0;
const TRICK_SLOT = 1;
const BUST_SLOT = 7;
const slotOfTotal = (total: number) => total - BANKER_STICKS_ON + 2;

const withCard = (hand: Hand, value: number): Hand => ({
  hard: hand.hard + value,
  hasAce: hand.hasAce || value === 1,
  cards: hand.cards + 1,
});
const totalOf = (hand: Hand) => best(hand.hard, hand.hasAce);
const EMPTY: Hand = { hard: 0, hasAce: false, cards: 0 };

/**
 * Ordered ways, as products of counts, for the banker to finish from `hand` on the cards left: `result[cards × SLOTS
 * + slot]` for a banker ending with that many cards. Memoised on the hand and the cards left.
 */
function bankerWays(search: Search, hand: Hand): Float64Array {
  const total = totalOf(hand);
  if (hand.cards >= 2) {
    const slot =
      hand.cards === 2 && total === 21
        ? PONTOON_SLOT
        : total > 21
          ? BUST_SLOT
          : hand.cards >= TRICK_CARDS
            ? TRICK_SLOT
            : total >= BANKER_STICKS_ON
              ? slotOfTotal(total)
              : -1;
    if (slot >= 0) {
      const ways = new Float64Array((TRICK_CARDS + 1) * SLOTS);
      ways[hand.cards * SLOTS + slot] = 1;
      return ways;
    }
  }
  const key = `${hand.hard}${hand.hasAce ? 's' : 'h'}${hand.cards}|${search.left.join(',')}`;
  const known = search.bankerMemo.get(key);
  if (known) return known;
  const result = new Float64Array((TRICK_CARDS + 1) * SLOTS);
  for (const value of VALUES) {
    draw(search, value, (count) => {
      const after = bankerWays(search, withCard(hand, value));
      for (let index = 0; index < after.length; index += 1) result[index]! += count * after[index]!;
    });
  }
  if (!result.every(Number.isSafeInteger)) throw new RangeError('banker ways exceed the exact Number range');
  search.bankerMemo.set(key, result);
  return result;
}

/** Net result, in hundredths of the first stake, of a finished player hand against a banker slot. */
function netAgainst(rules: PontoonRules, player: Hand, stake: number, slot: number): number {
  if (slot === PONTOON_SLOT) return -100;
  const total = totalOf(player);
  if (total > 21) return -100 * stake;
  if (player.cards >= TRICK_CARDS) {
    return slot === TRICK_SLOT ? -100 * stake : payoutInHundredths(rules.fiveCardTrickPays) * stake;
  }
  if (slot === BUST_SLOT) return 100 * stake;
  if (slot === TRICK_SLOT) return -100 * stake;
  return total > slot - 2 + BANKER_STICKS_ON ? 100 * stake : -100 * stake;
}

/** The player's hand is done: the banker's cards come from what is left (only two if the player is bust). */
function settle(search: Search, player: Hand, stake: number, drawn: number, weight: bigint): void {
  const busted = totalOf(player) > 21;
  const ways = busted ? twoCardWays(search) : bankerWays(search, EMPTY);
  for (let cards = 2; cards <= TRICK_CARDS; cards += 1) {
    for (let slot = 0; slot < SLOTS; slot += 1) {
      const count = ways[cards * SLOTS + slot]!;
      if (count === 0) continue;
      const net = netAgainst(search.rules, player, stake, slot);
      addTo(search, drawn + cards, weight * BigInt(count) * BigInt(net));
      if (net > 0) addTo({ sums: search.wins }, drawn + cards, weight * BigInt(count));
    }
  }
}

/** Against a bust player the banker only shows two cards: a pontoon or not (the slot other than pontoon is moot). */
function twoCardWays(search: Search): Float64Array {
  const ways = new Float64Array((TRICK_CARDS + 1) * SLOTS);
  const pontoons = 2 * search.left[1]! * search.left[10]!;
  ways[2 * SLOTS + PONTOON_SLOT] = pontoons;
  ways[2 * SLOTS + BUST_SLOT] = search.size * (search.size - 1) - pontoons;
  return ways;
}

/** The strategy's decisions over every card the deck can give, as the engine plays them. */
function play(search: Search, hand: Hand, stake: number, twisted: boolean, drawn: number, weight: bigint): void {
  const total = totalOf(hand);
  if (total >= 21 || hand.cards >= TRICK_CARDS) return settle(search, hand, stake, drawn, weight);
  const mayBuy = !twisted && hand.cards <= MOST_CARDS_BEFORE_BUYING;
  const move = pontoonStrategyMove(
    search.strategy,
    { total, soft: isSoft(hand.hard, hand.hasAce), cards: hand.cards },
    mayBuy,
  );
  if (move === 'stick') return settle(search, hand, stake, drawn, weight);
  for (const value of VALUES) {
    draw(search, value, (count) => {
      const next = withCard(hand, value);
      const bought = move === 'buy';
      play(search, next, bought ? stake + 1 : stake, twisted || !bought, drawn + 1, weight * BigInt(count));
    });
  }
}

export type PontoonExactReturn = {
  /** Expected (return − stakes) per unit of the first stake, plus one: the RTP by the tables' convention. */
  readonly rtp: Exact;
  /** The chance that the round returns anything (the banker wins ties, so no round returns the stake alone). */
  readonly hitRate: Exact;
  /** Banker deck compositions the search evaluated. */
  readonly bankerStates: number;
};

/** Exact return and hit rate of `strategy` under `rules`, over a fresh deck. Stakes are whole units. */
export function pontoonExactReturn(
  rules: PontoonRules = PONTOON,
  strategy: PontoonStrategy = PONTOON_STRATEGY,
): PontoonExactReturn {
  const size = 52 * rules.decks;
  const search: Search = {
    rules,
    strategy,
    left: [0, ...VALUES.map((value) => (value === 10 ? 16 : 4) * rules.decks)],
    size,
    sums: [],
    wins: [],
    bankerMemo: new Map(),
  };
  const pontoonNet = BigInt(payoutInHundredths(rules.pontoonPays));
  for (const p1 of VALUES) {
    draw(search, p1, (w1) => {
      for (const p2 of VALUES) {
        draw(search, p2, (w2) => {
          const weight = BigInt(w1 * w2);
          const hand = withCard(withCard(EMPTY, p1), p2);
          if (totalOf(hand) !== 21) return play(search, hand, 1, false, 2, weight);
          // The player's pontoon loses only to the banker's.
          const ways = twoCardWays(search);
          const bankerPontoons = BigInt(ways[2 * SLOTS + PONTOON_SLOT]!);
          const others = BigInt(ways[2 * SLOTS + BUST_SLOT]!);
          addTo(search, 4, weight * (others * pontoonNet - bankerPontoons * 100n));
          addTo({ sums: search.wins }, 4, weight * others);
        });
      }
    });
  }
  const net = expectedNet(search.sums, size, 100);
  return {
    rtp: add(exact(1), net),
    hitRate: expectedNet(search.wins, size, 1),
    bankerStates: search.bankerMemo.size,
  };
}
