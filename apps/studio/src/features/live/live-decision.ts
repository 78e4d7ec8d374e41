import type { LivePhase } from '@casino/contracts';
import type { LiveState } from './live-state';

/**
 * Where the seat stands while a decision table's window is open: no bet (watching), a bet waiting for the shared
 * deal, a bet to decide on, or the decision the table took. Undefined outside the window.
 */
export type DecisionStance = 'watching' | 'dealing' | 'undecided' | 'played' | 'folded';

export function decisionStance(state: LiveState, phase: LivePhase): DecisionStance | undefined {
  if (phase !== 'closed') return undefined;
  const { myBet, round } = state;
  // A voided bet staked nothing: the seat only watches.
  if (!myBet || myBet.status === 'void') return 'watching';
  if (myBet.decision) return myBet.decision === 'play' ? 'played' : 'folded';
  // The shown phase turns to closed on the seat's clock, before the table's message brings the deal.
  return round.phase === 'closed' && round.deal !== null ? 'undecided' : 'dealing';
}
