import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useDealtRound } from '../shared-table/use-dealt-round';
import { BlackjackActions } from './blackjack-actions';
import { BlackjackTable } from './blackjack-table';
import { blackjackViewSchema, cardsDealt } from './blackjack-view';

export function BlackjackGame() {
  const { t } = useI18n();
  const { busy, play } = useGame();
  const { view, open, revealFor } = useDealtRound('blackjack', blackjackViewSchema, cardsDealt);

  return (
    <GameLayout
      stage={<BlackjackTable view={view} />}
      stakeLocked={open !== null}
      action={
        open ? (
          <BlackjackActions actions={open.actions} phase={open.view.phase} revealFor={revealFor} />
        ) : (
          <Button variant="primary" block disabled={busy} onClick={() => void play({}, revealFor)}>
            {t('blackjack.deal')}
          </Button>
        )
      }
    />
  );
}
