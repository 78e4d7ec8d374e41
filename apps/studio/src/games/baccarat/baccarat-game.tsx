import type { StudioRound } from '@casino/contracts';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { Paytable } from '../shared/paytable';
import { readView } from '../shared/params';
import { ChipTray } from '../shared-table/chip-tray';
import { SlipTools } from '../shared-table/slip-tools';
import { useBetSlip } from '../shared-table/use-bet-slip';
import {
  baccaratViewSchema,
  cardsInView,
  paytableRows,
  readBaccaratParams,
  tableArc,
  returnsBySpot,
  type BaccaratBet,
} from './baccarat-bets';
import { BaccaratHands } from './baccarat-hands';
import { BaccaratSpots } from './baccarat-spots';
import styles from './baccarat.module.css';
import { reveal } from '../../lib/scroll/reveal';

const CARD_MS = 450;

/** The outcome waits for the last card: four to six of them, dealt one after another. */
function revealMs(next: StudioRound): number {
  const view = baccaratViewSchema.safeParse(next.view);
  return view.success ? cardsInView(view.data) * CARD_MS + 300 : 0;
}

export function BaccaratGame() {
  const { t } = useI18n();
  const { session, round, revealed, busy, motion } = useGame();
  const tableRef = useRef<HTMLDivElement>(null);
  const params = readBaccaratParams(session.game.params);
  const slip = useBetSlip<BaccaratBet>();
  const view = readView(round, 'baccarat', baccaratViewSchema);
  const settled = view && revealed && slip.showingPlayed;
  const winnerText =
    view && revealed
      ? view.winner === 'tie'
        ? t('baccarat.tieResult', { total: view.player_total })
        : t(`baccarat.wins.${view.winner}`, { player: view.player_total, banker: view.banker_total })
      : undefined;

  const deal = () => {
    // On a phone the spots push the cards out of sight: bring them back for the deal.
    reveal(tableRef.current, motion.reducedMotion);
    void slip.submit(revealMs);
  };

  const stage = (
    <div className={styles.table}>
      <div ref={tableRef} className={styles.handsSpot}>
        <BaccaratHands view={view} revealed={revealed} />
      </div>
      <p className={styles.winner} aria-live="polite">
        {winnerText ?? tableArc(params, t)}
      </p>
      <BaccaratSpots
        params={params}
        slip={slip}
        returns={settled ? returnsBySpot(view) : undefined}
        winner={settled ? view.winner : undefined}
        interactive={!busy && revealed}
      />
    </div>
  );

  return (
    <GameLayout
      hideStake
      stage={stage}
      controls={
        <>
          <ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={busy} />
          <SlipTools slip={slip} disabled={busy || !revealed} />
        </>
      }
      paytable={<Paytable headings={[t('roulette.bet'), t('rules.pays')]} rows={paytableRows(params, t)} />}
      action={
        <Button variant="primary" block disabled={!slip.ready || !revealed} onClick={deal}>
          {slip.total === 0 ? t('roulette.placeBets') : t('baccarat.deal')}
        </Button>
      }
    />
  );
}
