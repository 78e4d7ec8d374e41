import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { assertStake, fractionOfStake, winReturn } from '../shared/stake';
import { cardValue, handValue, isBust, isTwoCardTwentyOne } from './hand-value';
import type { BlackjackRules } from './rules';
import { dealFrom, freshShoe } from '../shared/shoe-state';
import type { BlackjackAction, BlackjackState, PlayerHand } from './state';

type Draft = { -readonly [K in keyof BlackjackState]: BlackjackState[K] } & { hands: PlayerHand[] };

const draw = (draft: Draft, randomness: Randomness): Card => {
  const { card, shoe } = dealFrom(draft.shoe, randomness);
  draft.shoe = shoe;
  return card;
};

const isNatural = (hand: PlayerHand) => !hand.fromSplit && isTwoCardTwentyOne(hand.cards);
const dealerChecksHoleCard = (upcard: Card) => upcard.rank === 1 || cardValue(upcard) === 10;

/** Deals player, dealer up card, player, dealer hole card, then offers insurance or checks for blackjacks. */
export function startBlackjack(rules: BlackjackRules, stake: number, randomness: Randomness): BlackjackState {
  assertStake(stake);
  const draft: Draft = {
    phase: 'player-turn',
    shoe: freshShoe(rules.decks),
    dealer: [],
    hands: [],
    active: 0,
    insuranceStake: 0,
  };
  const [p1, d1, p2, d2] = [
    draw(draft, randomness),
    draw(draft, randomness),
    draw(draft, randomness),
    draw(draft, randomness),
  ];
  draft.hands = [{ cards: [p1, p2], stake, doubled: false, fromSplit: false, finished: false }];
  draft.dealer = [d1, d2];
  if (d1.rank === 1) return { ...draft, phase: 'insurance' };
  return afterPeek(rules, draft);
}

/** What the player may do now; an action outside this list is refused. */
export function legalActions(rules: BlackjackRules, state: BlackjackState): BlackjackAction['type'][] {
  if (state.phase === 'insurance') return ['insurance'];
  if (state.phase === 'settled') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction['type'][] = ['hit', 'stand'];
  const twoCards = hand.cards.length === 2;
  if (twoCards && (!hand.fromSplit || rules.doubleAfterSplit)) actions.push('double');
  const [first, second] = hand.cards;
  const splitAces = hand.fromSplit && first?.rank === 1;
  if (twoCards && cardValue(first!) === cardValue(second!) && state.hands.length < rules.maxHands && !splitAces) {
    actions.push('split');
  }
  return actions;
}

/** Applies one decision and returns the next state; the dealer plays and the round settles when no hand is left. */
export function actBlackjack(
  rules: BlackjackRules,
  state: BlackjackState,
  action: BlackjackAction,
  randomness: Randomness,
): BlackjackState {
  const legal = legalActions(rules, state);
  if (!legal.includes(action.type)) {
    throw new RangeError(`cannot ${action.type} now (${state.phase}); legal: ${legal.join(', ') || 'none'}`);
  }
  const draft: Draft = { ...state, hands: [...state.hands] };
  const hand = draft.hands[draft.active]!;
  const replace = (changes: Partial<PlayerHand>) => (draft.hands[draft.active] = { ...hand, ...changes });
  switch (action.type) {
    case 'insurance': {
      // Insurance costs half the stake, rounded down; a 1-unit stake cannot be insured.
      const insuranceStake = action.take ? fractionOfStake(hand.stake, 1, 2) : 0;
      if (action.take && insuranceStake === 0) throw new RangeError('a stake of 1 minor unit cannot be insured');
      return afterPeek(rules, { ...draft, insuranceStake, phase: 'player-turn' });
    }
    case 'hit': {
      const cards = [...hand.cards, draw(draft, randomness)];
      replace({ cards, finished: handValue(cards).total >= 21 });
      break;
    }
    case 'stand':
      replace({ finished: true });
      break;
    case 'double':
      replace({
        cards: [...hand.cards, draw(draft, randomness)],
        stake: hand.stake * 2,
        doubled: true,
        finished: true,
      });
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const split = { stake: hand.stake, doubled: false, fromSplit: true, finished: false };
      draft.hands.splice(draft.active, 1, { ...split, cards: [first] }, { ...split, cards: [second] });
      break;
    }
  }
  return advance(rules, draft, randomness);
}

/**
 * Moves to the next unfinished hand, dealing a split hand its second card when it comes into play (as at the
 * table), or lets the dealer play and settles. Split aces take that one card and stand; any hand stands on 21.
 */
function advance(rules: BlackjackRules, draft: Draft, randomness: Randomness): BlackjackState {
  for (;;) {
    const hand = draft.hands[draft.active]!;
    if (hand.cards.length === 1) {
      const cards = [...hand.cards, draw(draft, randomness)];
      const splitAce = hand.cards[0]!.rank === 1;
      draft.hands[draft.active] = { ...hand, cards, finished: splitAce || handValue(cards).total === 21 };
      continue;
    }
    if (!hand.finished) return draft;
    if (draft.active === draft.hands.length - 1) break;
    draft.active += 1;
  }
  if (draft.dealerQueue) {
    // A live table's dealer has drawn already, the same cards for every seat: they are shown whatever this seat did.
    draft.dealer = [...draft.dealer, ...draft.dealerQueue];
    draft.dealerQueue = [];
  } else if (draft.hands.some((hand) => !isBust(hand.cards))) {
    const dealer = [...draft.dealer];
    while (dealerHits(rules, dealer)) dealer.push(draw(draft, randomness));
    draft.dealer = dealer;
  }
  return settle(rules, draft);
}

export function dealerHits(rules: BlackjackRules, dealer: readonly Card[]): boolean {
  const { total, soft } = handValue(dealer);
  return total < 17 || (total === 17 && soft && rules.dealerHitsSoft17);
}

/** After insurance (or without it): the dealer's peek and the player's natural end the round at once. */
function afterPeek(rules: BlackjackRules, draft: Draft): BlackjackState {
  const dealerBlackjack = dealerChecksHoleCard(draft.dealer[0]!) && isTwoCardTwentyOne(draft.dealer);
  if (dealerBlackjack || isNatural(draft.hands[0]!)) return settle(rules, draft);
  return { ...draft, phase: 'player-turn' };
}

/** Each hand's return in whole minor units; the 3:2 on an odd stake is rounded down. */
function settle(rules: BlackjackRules, draft: Draft): BlackjackState {
  const dealer = handValue(draft.dealer);
  const dealerBlackjack = isTwoCardTwentyOne(draft.dealer);
  const hands = draft.hands.map((hand) => {
    const player = handValue(hand.cards);
    if (isNatural(hand)) return dealerBlackjack ? hand.stake : winReturn(hand.stake, rules.blackjackPays);
    if (dealerBlackjack || player.total > 21) return 0;
    if (dealer.total > 21 || player.total > dealer.total) return winReturn(hand.stake, 1);
    return player.total === dealer.total ? hand.stake : 0;
  });
  const insured = dealerBlackjack && draft.insuranceStake > 0;
  const insurance = insured ? winReturn(draft.insuranceStake, rules.insurancePays) : 0;
  const finishedHands = draft.hands.map((hand) => ({ ...hand, finished: true }));
  return { ...draft, phase: 'settled', hands: finishedHands, returns: { hands, insurance } };
}
