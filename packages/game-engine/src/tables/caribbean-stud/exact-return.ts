import type { Exact } from '../../exact';
import { exact } from '../../exact';
import type { Card } from '../shared/cards';
import type { CaribbeanStudDecision, CaribbeanStudRules, CaribbeanStudShowdown } from './caribbean-stud';
import { CARIBBEAN_STUD, settleAnteAndRaise } from './caribbean-stud';
import type { DealerTables, ShowdownCounts } from './dealer-counts';
import { DEALER_HANDS, dealerShowdownCounts, dealerTables } from './dealer-counts';
import type { PokerHand } from './hand-rank';
import { handOfScore, POKER_HANDS, scoreOfIndices } from './hand-rank';
import { forEachDealClass } from './suit-classes';

const SHOWDOWNS: readonly CaribbeanStudShowdown[] = ['dealer-does-not-qualify', 'win', 'tie', 'lose'];
/** Settled at an ante of 100 minor units: every payout is whole to one, so nothing rounds. */
const ANTE = 100;
/** Every deal: the player's five cards, the dealer's up card, the dealer's other four. */
export const DEALS = 2_598_960n * 47n * BigInt(DEALER_HANDS);

/** Returns less the raise, per showdown, for a raised hand of each kind: through the engine's own settlement. */
const netsByRules = new WeakMap<CaribbeanStudRules, ReadonlyMap<PokerHand, readonly number[]>>();
function raisedNets(rules: CaribbeanStudRules): ReadonlyMap<PokerHand, readonly number[]> {
  const known = netsByRules.get(rules);
  if (known) return known;
  const nets = new Map(
    POKER_HANDS.map((hand) => [
      hand,
      SHOWDOWNS.map((showdown) => {
        const settled = settleAnteAndRaise(rules, ANTE, hand, 'raise', showdown);
        return settled.anteReturn + settled.raiseReturn - settled.raise;
      }),
    ]),
  );
  netsByRules.set(rules, nets);
  return nets;
}

/**
 * What raising is worth over folding, summed over the dealer hands: folding returns nothing and stakes no raise,
 * so raising is better exactly when the raised returns less the raise add up to more than 0.
 */
const raiseValue = (nets: readonly number[], counts: ShowdownCounts) =>
  SHOWDOWNS.reduce((total, showdown, at) => total + counts[showdown] * nets[at]!, 0);

/**
 * A sum of whole numbers kept in a Number while it is safely below 2⁵³, moved into a BigInt before it could round:
 * millions of additions, each far below 2⁴⁰, without a BigInt operation each.
 */
function wholeSum() {
  let [small, large] = [0, 0n];
  return {
    add(value: number) {
      small += value;
      if (Math.abs(small) > 2 ** 52) [small, large] = [0, large + BigInt(small)];
    },
    total: () => large + BigInt(small),
  };
}

const cardIndex = (card: Card) => ['spades', 'hearts', 'diamonds', 'clubs'].indexOf(card.suit) * 13 + card.rank - 1;

/**
 * The best decision for a hand and up card: raise when the raise's expected returns beat its cost (ties fold). Exact,
 * from the dealer hands counted as in `dealerShowdownCounts`; the first call builds the tables (seconds).
 */
export function optimalDecision(
  player: readonly Card[],
  upCard: Card,
  rules: CaribbeanStudRules = CARIBBEAN_STUD,
  tables: DealerTables = dealerTables(),
): CaribbeanStudDecision {
  const cards = player.map(cardIndex).sort((a, b) => a - b);
  const hand = handOfScore(scoreOfIndices(cards[0]!, cards[1]!, cards[2]!, cards[3]!, cards[4]!));
  const counts = dealerShowdownCounts(tables, cards, cardIndex(upCard));
  return raiseValue(raisedNets(rules).get(hand)!, counts) > 0 ? 'raise' : 'fold';
}

export type CaribbeanStudExactReturn = {
  /** One plus the expected net per unit of ante under the best decisions: (returns − raises) ÷ ante. */
  readonly rtp: Exact;
  /** The chance the round returns anything: a raised hand the dealer does not beat (a fold returns nothing). */
  readonly hitRate: Exact;
  /** Deals (of `DEALS`) in which the player raises and beats a qualifying dealer, by the player's hand. */
  readonly paidRaises: Readonly<Record<PokerHand, bigint>>;
  /** (Player hand, up card) pairs (of C(52, 5) × 47) in which raising is best, by the player's hand. */
  readonly raised: Readonly<Record<PokerHand, bigint>>;
  /** Classes of (player hand, up card) examined, equal up to renaming suits. */
  readonly dealClasses: number;
};

/**
 * The exact return of the best decision for every player hand and up card: each class of (hand, up card) up to
 * renaming suits (`forEachDealClass`) meets its 163,185 dealer hands through `dealerShowdownCounts`, and takes the
 * better of raising and folding. `keepHand` limits the enumeration to some player hands (a partial sum for tests);
 * the full enumeration takes tens of seconds, so its result is pinned (exact-rtp.ts).
 */
export function caribbeanStudExactReturn(
  rules: CaribbeanStudRules = CARIBBEAN_STUD,
  keepHand: (hand: PokerHand) => boolean = () => true,
  tables: DealerTables = dealerTables(),
): CaribbeanStudExactReturn {
  const nets = raisedNets(rules);
  const paid = new Map(POKER_HANDS.map((hand) => [hand, wholeSum()]));
  const raised = new Map(POKER_HANDS.map((hand) => [hand, wholeSum()]));
  const [net, hits] = [wholeSum(), wholeSum()];
  let dealClasses = 0;
  let hand: PokerHand = 'high-card';
  forEachDealClass(
    (player, up, weight) => {
      dealClasses += 1;
      const counts = dealerShowdownCounts(tables, player, up);
      const value = raiseValue(nets.get(hand)!, counts);
      if (value <= 0) return;
      net.add(weight * value);
      hits.add(weight * (counts['dealer-does-not-qualify'] + counts.win + counts.tie));
      paid.get(hand)!.add(weight * counts.win);
      raised.get(hand)!.add(weight);
    },
    (player) => {
      hand = handOfScore(scoreOfIndices(player[0]!, player[1]!, player[2]!, player[3]!, player[4]!));
      return keepHand(hand);
    },
  );
  const byHand = (sums: typeof paid) =>
    Object.fromEntries(POKER_HANDS.map((kind) => [kind, sums.get(kind)!.total()])) as Record<PokerHand, bigint>;
  return {
    rtp: exact(net.total(), DEALS * BigInt(ANTE)),
    hitRate: exact(hits.total(), DEALS),
    paidRaises: byHand(paid),
    raised: byHand(raised),
    dealClasses,
  };
}
