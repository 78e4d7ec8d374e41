import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { GameLayout } from '../../features/chrome/game-layout';
import { useGame } from '../../features/session/game-context';
import { useI18n } from '../../lib/i18n/i18n-context';
import { readView } from '../shared/params';
import { ChipTray } from '../shared-table/chip-tray';
import { SlipTools } from '../shared-table/slip-tools';
import { useBetSlip } from '../shared-table/use-bet-slip';
import { chipOn, returnsByKey, sicBoViewSchema, type SicBoBet } from './sic-bo-bets';
import { SicBoBoard } from './sic-bo-board';
import { DieFace } from '../shared-table/die-face';
import styles from './sic-bo.module.css';
import { reveal } from '../../lib/scroll/reveal';

const SHAKE_MS = 1400;

export function SicBoGame() {
  const { t } = useI18n();
  const { round, revealed, busy, motion } = useGame();
  const slip = useBetSlip<SicBoBet>();
  const view = readView(round, 'sic-bo', sicBoViewSchema);
  const settled = view && revealed && slip.showingPlayed;
  const shakerRef = useRef<HTMLDivElement>(null);

  const roll = () => {
    reveal(shakerRef.current, motion.reducedMotion);
    void slip.submit(SHAKE_MS);
  };

  const stage = (
    <div className={styles.table}>
      <div ref={shakerRef} className={styles.shaker}>
        <div
          key={round?.id}
          className={[styles.bowl, !revealed && styles.shaking].filter(Boolean).join(' ')}
          aria-label={
            view && revealed ? t('sicBo.rolled', { dice: view.dice.join(', '), total: view.total }) : undefined
          }
        >
          {(view && revealed ? view.dice : [1, 2, 3]).map((face, index) => (
            <DieFace key={index} face={face} className={view && revealed ? styles.rolledDie : styles.idleDie} />
          ))}
        </div>
        <p className={styles.status} aria-live="polite">
          {view && revealed ? t('sicBo.rolled', { dice: view.dice.join(' · '), total: view.total }) : t('sicBo.arc')}
        </p>
      </div>
      <SicBoBoard
        placements={slip.placements}
        returns={settled ? returnsByKey(view) : undefined}
        chips={slip.chips}
        interactive={!busy && revealed}
        onPlace={(bet) => slip.place(chipOn(bet, slip.chip))}
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
      action={
        <Button variant="primary" block disabled={!slip.ready || !revealed} onClick={roll}>
          {slip.total === 0 ? t('roulette.placeBets') : t('sicBo.roll')}
        </Button>
      }
    />
  );
}
