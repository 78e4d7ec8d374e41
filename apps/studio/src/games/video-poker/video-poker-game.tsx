import type { StudioRound } from '@casino/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { readView } from '../shared/params';
import { handRankName } from './hand-names';
import { HoldCards } from './hold-cards';
import { PokerPaytable } from './poker-paytable';
import {
  buildDrawDetails,
  isFinishedView,
  NO_HOLDS,
  paytableShown,
  toggleHold,
  videoPokerViewSchema,
} from './video-poker-view';
import styles from './video-poker.module.css';

const CARD_MS = 160;
const DEAL_MS = 5 * CARD_MS + 200;

export function VideoPokerGame() {
  const { t } = useI18n();
  const { session, round, busy, revealed, play, act } = useGame();
  const view = readView(round, 'video-poker', videoPokerViewSchema);
  const open = round?.status === 'open' && view !== undefined && !isFinishedView(view);
  const finished = view && isFinishedView(view) ? view : undefined;
  // Holds belong to one deal: a new round starts with none.
  const [holds, setHolds] = useState({ roundId: round?.id, held: NO_HOLDS });
  if (holds.roundId !== round?.id) setHolds({ roundId: round?.id, held: NO_HOLDS });
  const held = finished ? finished.held : holds.held;
  const paytable = paytableShown(view, session.game.params);
  const winningHand = finished && revealed ? finished.hand_rank : undefined;

  const drawRevealMs = () => (5 - held.filter(Boolean).length) * CARD_MS + 200;
  const draw = () => void act('draw', buildDrawDetails(held), drawRevealMs());
  const deal = () => void play({}, (next: StudioRound) => (next.status === 'open' ? DEAL_MS : DEAL_MS * 2));

  const stage = (
    <div className={styles.machine}>
      <PokerPaytable rows={paytable} winningHand={winningHand} />
      <HoldCards
        view={view}
        held={held}
        interactive={open && !busy && revealed}
        onToggle={(position) => setHolds({ roundId: round?.id, held: toggleHold(held, position) })}
      />
      <p className={styles.outcome} aria-live="polite">
        {finished && revealed
          ? finished.hand_rank === 'nothing'
            ? t('videoPoker.noWin')
            : handRankName(finished.hand_rank, t)
          : open
            ? t('videoPoker.holdHint')
            : t('videoPoker.dealHint')}
      </p>
    </div>
  );

  return (
    <GameLayout
      stage={stage}
      stakeLocked={open}
      paytable={<PokerPaytable rows={paytable} winningHand={undefined} />}
      action={
        open ? (
          <Button variant="success" block disabled={busy || !revealed} onClick={draw}>
            {t('videoPoker.draw')}
          </Button>
        ) : (
          <Button variant="primary" block disabled={busy} onClick={deal}>
            {t('videoPoker.deal')}
          </Button>
        )
      }
    />
  );
}
