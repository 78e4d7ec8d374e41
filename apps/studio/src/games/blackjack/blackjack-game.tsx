import type { StudioRound } from '@casino/contracts';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { readView } from '../shared/params';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackTable } from './blackjack-table';
import { blackjackViewSchema, cardsDealt } from './blackjack-view';

/** Each card takes this long to arrive; the outcome (and the balance) shows once the last one has. */
export const CARD_MS = 320;

const viewOf = (round: StudioRound | null) => readView(round, 'blackjack', blackjackViewSchema);

export function BlackjackGame() {
  const { t } = useI18n();
  const { round, busy, play } = useGame();
  const view = viewOf(round);
  const open = round?.status === 'open' && view !== undefined;
  const revealFor = (next: StudioRound) => {
    const after = viewOf(next);
    return after ? cardsDealt(view && round?.id === next.id ? view : undefined, after) * CARD_MS : 0;
  };

  return (
    <GameLayout
      stage={<BlackjackTable view={view} />}
      stakeLocked={open}
      action={
        open ? (
          <BlackjackActions actions={round.actions} phase={view.phase} revealFor={revealFor} />
        ) : (
          <Button variant="primary" block disabled={busy} onClick={() => void play({}, revealFor)}>
            {t('blackjack.deal')}
          </Button>
        )
      }
    />
  );
}
