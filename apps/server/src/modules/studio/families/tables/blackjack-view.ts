import type { BlackjackState, PlayerHand } from '@casino/game-engine';
import { handValue } from '@casino/game-engine';

const handShown = (hand: PlayerHand) => ({
  cards: hand.cards,
  ...handValue(hand.cards),
  stake: hand.stake,
  doubled: hand.doubled,
  finished: hand.finished,
});

/** A split hand's two-card 21 is an ordinary 21; only the first hand's can be a blackjack. */
const isNatural = (hand: PlayerHand) =>
  !hand.fromSplit && hand.cards.length === 2 && handValue(hand.cards).total === 21;

function resultOf(hand: PlayerHand, returned: number) {
  if (returned === 0) return 'lose';
  if (returned === hand.stake) return 'push';
  return isNatural(hand) ? 'blackjack' : 'win';
}

/**
 * What the player sees. While the round is open the dealer shows the up card only: the state also holds the hole
 * card and the rest of the shoe, and either would tell the player whether to hit.
 */
export function blackjackView(state: BlackjackState): Record<string, unknown> {
  const { returns } = state;
  if (state.phase !== 'settled' || !returns) {
    const upcard = state.dealer.slice(0, 1);
    return {
      phase: state.phase,
      dealer: upcard,
      dealer_total: handValue(upcard).total,
      hands: state.hands.map(handShown),
      active: state.active,
      insurance_stake: state.insuranceStake,
    };
  }
  return {
    phase: state.phase,
    dealer: state.dealer,
    dealer_total: handValue(state.dealer).total,
    hands: state.hands.map((hand, index) => {
      const returned = returns.hands[index]!;
      return { ...handShown(hand), result: resultOf(hand, returned), returned };
    }),
    active: state.active,
    insurance: state.insuranceStake > 0 ? { stake: state.insuranceStake, returned: returns.insurance } : null,
  };
}
