import type { StudioRound } from '@casino/contracts';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { CARD_MS } from '../blackjack/blackjack-game';
import { readView } from '../shared/params';
import { PontoonActions } from './pontoon-actions';
import { PontoonStrategy } from './pontoon-strategy';
import { PontoonTable } from './pontoon-table';
import { cardsDealt, pontoonViewSchema } from './pontoon-view';

const viewOf = (round: StudioRound | null) => readView(round, 'pontoon', pontoonViewSchema);

export function PontoonGame() {
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
      stage={<PontoonTable view={view} />}
      stakeLocked={open}
      paytable={<PontoonStrategy />}
      action={
        open ? (
          <PontoonActions actions={round.actions} revealFor={revealFor} />
        ) : (
          <Button variant="primary" block disabled={busy} onClick={() => void play({}, revealFor)}>
            {t('pontoon.deal')}
          </Button>
        )
      }
    />
  );
}
