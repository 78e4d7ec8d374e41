import type { StudioFamily, StudioRound } from '@casino/contracts';
import type { z } from 'zod';
import { useGame } from '../../features/session/game-context';
import { readView } from '../shared/params';

/** Each card takes this long to arrive; the outcome (and the balance) shows once the last one has. */
export const CARD_MS = 320;

/**
 * The live round of a card game dealt one card at a time (blackjack, pontoon): its view, the open round's actions
 * and view (null once it is finished), and how long the next step's reveal lasts: one `CARD_MS` per card the step
 * dealt (a new round counts from none).
 */
export function useDealtRound<View>(
  family: StudioFamily,
  schema: z.ZodType<View>,
  cardsDealt: (before: View | undefined, after: View) => number,
) {
  const { round } = useGame();
  const viewOf = (candidate: StudioRound | null) => readView(candidate, family, schema);
  const view = viewOf(round);
  const open = round?.status === 'open' && view !== undefined ? { actions: round.actions, view } : null;
  const revealFor = (next: StudioRound) => {
    const after = viewOf(next);
    return after ? cardsDealt(view && round?.id === next.id ? view : undefined, after) * CARD_MS : 0;
  };
  return { view, open, revealFor };
}
