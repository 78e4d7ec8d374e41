import type { PontoonState } from '@casino/game-engine';
import { handValue, rankPontoonHand } from '@casino/game-engine';

const handShown = (cards: PontoonState['cards']) => ({ cards, ...handValue(cards), kind: rankPontoonHand(cards).kind });

/**
 * What the player sees. The banker's cards are face down until the round is settled: the state holds them and the
 * rest of the deck, and either would tell the player whether to twist. Only how many there are is shown.
 */
export function pontoonView(state: PontoonState): Record<string, unknown> {
  const player = {
    ...handShown(state.cards),
    stake: state.stake,
    first_stake: state.firstStake,
    twisted: state.twisted,
  };
  if (state.phase !== 'settled' || state.returned === undefined) {
    return { phase: state.phase, player, banker: { face_down: state.banker.length } };
  }
  return {
    phase: state.phase,
    player,
    banker: handShown(state.banker),
    result: state.returned > 0 ? 'win' : 'lose',
    returned: state.returned,
  };
}
