import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { dealFrom, freshShoe } from '../shared/shoe-state';
import { assertStake, winReturn } from '../shared/stake';
import { handValue } from '../blackjack/hand-value';
import { playerBeats, rankHand } from './pontoon-hand';
import type { PontoonRules } from './rules';
import { BANKER_STICKS_ON, MOST_CARDS_BEFORE_BUYING, PONTOON_MINIMUM_STICK, TRICK_CARDS } from './rules';
import type { PontoonAction, PontoonState } from './state';

type Draft = { -readonly [K in keyof PontoonState]: PontoonState[K] };

const draw = (draft: Draft, randomness: Randomness): Card => {
  const { card, shoe } = dealFrom(draft.shoe, randomness);
  draft.shoe = shoe;
  return card;
};

/** Deals player, banker, player, banker; a pontoon on either side (the banker's first) ends the round at once. */
export function startPontoon(rules: PontoonRules, stake: number, randomness: Randomness): PontoonState {
  assertStake(stake);
  const draft: Draft = {
    phase: 'player-turn',
    shoe: freshShoe(rules.decks),
    banker: [],
    cards: [],
    stake,
    firstStake: stake,
    twisted: false,
  };
  const [p1, b1, p2, b2] = [
    draw(draft, randomness),
    draw(draft, randomness),
    draw(draft, randomness),
    draw(draft, randomness),
  ];
  draft.cards = [p1, p2];
  draft.banker = [b1, b2];
  if (rankHand(draft.banker).kind === 'pontoon' || rankHand(draft.cards).kind === 'pontoon') {
    return settle(rules, draft);
  }
  return draft;
}

/** What the player may do now; an action outside this list is refused. */
export function pontoonLegalActions(state: PontoonState): PontoonAction['type'][] {
  if (state.phase === 'settled') return [];
  const { total } = handValue(state.cards);
  const actions: PontoonAction['type'][] = ['twist'];
  if (!state.twisted && state.cards.length <= MOST_CARDS_BEFORE_BUYING) actions.push('buy');
  if (total >= PONTOON_MINIMUM_STICK) actions.push('stick');
  return actions;
}

/** Applies one decision; when the hand is done the banker plays and the round settles. */
export function actPontoon(
  rules: PontoonRules,
  state: PontoonState,
  action: PontoonAction,
  randomness: Randomness,
): PontoonState {
  const legal = pontoonLegalActions(state);
  if (!legal.includes(action.type)) {
    throw new RangeError(`cannot ${action.type} now (${state.phase}); legal: ${legal.join(', ') || 'none'}`);
  }
  const draft: Draft = { ...state };
  if (action.type === 'stick') return bankerPlays(rules, draft, randomness);
  if (action.type === 'buy') draft.stake += state.firstStake;
  else draft.twisted = true;
  draft.cards = [...state.cards, draw(draft, randomness)];
  return handIsDone(draft.cards) ? bankerPlays(rules, draft, randomness) : draft;
}

/** A hand stops on 21, on a bust and on a five-card trick. */
export const handIsDone = (cards: readonly Card[]) => handValue(cards).total >= 21 || cards.length >= TRICK_CARDS;

/** Turns the banker's cards over; the banker draws only against a hand that is not bust. */
function bankerPlays(rules: PontoonRules, draft: Draft, randomness: Randomness): PontoonState {
  if (rankHand(draft.cards).kind !== 'bust') {
    const banker = [...draft.banker];
    while (bankerTwists(banker)) banker.push(draw(draft, randomness));
    draft.banker = banker;
  }
  return settle(rules, draft);
}

export const bankerTwists = (banker: readonly Card[]) =>
  handValue(banker).total < BANKER_STICKS_ON && banker.length < TRICK_CARDS;

/** A banker's pontoon wins outright; otherwise the better hand wins and ties go to the banker. */
function settle(rules: PontoonRules, draft: Draft): PontoonState {
  const player = rankHand(draft.cards);
  const banker = rankHand(draft.banker);
  const wins = banker.kind !== 'pontoon' && playerBeats(player, banker);
  const returned = wins ? winReturn(draft.stake, payoutOf(rules, player.kind)) : 0;
  return { ...draft, phase: 'settled', returned };
}

const payoutOf = (rules: PontoonRules, kind: ReturnType<typeof rankHand>['kind']) =>
  kind === 'pontoon' ? rules.pontoonPays : kind === 'five-card-trick' ? rules.fiveCardTrickPays : 1;
