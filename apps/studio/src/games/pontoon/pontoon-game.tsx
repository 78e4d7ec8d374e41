import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useDealtRound } from '../shared-table/use-dealt-round';
import { PontoonActions } from './pontoon-actions';
import { PontoonStrategy } from './pontoon-strategy';
import { PontoonTable } from './pontoon-table';
import { cardsDealt, pontoonViewSchema } from './pontoon-view';

export function PontoonGame() {
  const { t } = useI18n();
  const { busy, play } = useGame();
  const { view, open, revealFor } = useDealtRound('pontoon', pontoonViewSchema, cardsDealt);

  return (
    <GameLayout
      stage={<PontoonTable view={view} />}
      stakeLocked={open !== null}
      paytable={<PontoonStrategy />}
      action={
        open ? (
          <PontoonActions actions={open.actions} revealFor={revealFor} />
        ) : (
          <Button variant="primary" block disabled={busy} onClick={() => void play({}, revealFor)}>
            {t('pontoon.deal')}
          </Button>
        )
      }
    />
  );
}
