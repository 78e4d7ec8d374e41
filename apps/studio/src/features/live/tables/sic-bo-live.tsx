import type { CSSProperties } from 'react';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { ChipTray } from '../../../games/shared-table/chip-tray';
import { DieFace } from '../../../games/shared-table/die-face';
import { SlipTools } from '../../../games/shared-table/slip-tools';
import { betKey, chipOn, type SicBoBet } from '../../../games/sic-bo/sic-bo-bets';
import { SicBoBoard } from '../../../games/sic-bo/sic-bo-board';
import sicBoStyles from '../../../games/sic-bo/sic-bo.module.css';
import { useLive } from '../live-context';
import { LiveLayout } from '../live-layout';
import { readOutcome } from '../live-outcome';
import { useLiveSlip } from '../use-live-slip';
import { UnplacedNotice } from './unplaced-notice';
import styles from './live-tables.module.css';

const IDLE_FACES = [1, 2, 3];

/**
 * Live sic bo: the shaker rests under its dome while bets are taken, shakes once betting closes, and lifts on the
 * result to show the three dice as the reveal ends.
 */
export function SicBoLive() {
  const { t } = useI18n();
  const live = useLive();
  const slip = useLiveSlip<SicBoBet>(betKey);
  const outcome = live.phase === 'result' ? readOutcome('sic-bo', live.state.round.outcome) : undefined;
  const shown = outcome && live.revealed ? outcome : undefined;
  const shaking = live.phase === 'closed' || (outcome !== undefined && !live.revealed);

  return (
    <LiveLayout
      device={
        <div className={styles.shaker} style={{ '--reveal-ms': `${live.revealMs}ms` } as CSSProperties}>
          <div
            key={live.state.round.number}
            className={[sicBoStyles.bowl, styles.bowl, shaking && sicBoStyles.shaking].filter(Boolean).join(' ')}
            role="img"
            aria-label={shown ? t('sicBo.rolled', { dice: shown.dice.join(', '), total: shown.total }) : t('sicBo.arc')}
          >
            {(shown ? shown.dice : IDLE_FACES).map((face, index) => (
              <DieFace key={index} face={face} className={shown ? sicBoStyles.rolledDie : sicBoStyles.idleDie} />
            ))}
          </div>
          {!shown && <span className={[styles.dome, shaking && styles.domeShaking].filter(Boolean).join(' ')} />}
          {shown && <span className={styles.diceTotal}>{shown.total}</span>}
        </div>
      }
      board={
        <div className={styles.sicBoBoard}>
          <SicBoBoard
            placements={slip.placements}
            returns={undefined}
            chips={slip.chips}
            interactive={slip.open}
            onPlace={(bet) => slip.place(chipOn(bet, slip.chip))}
          />
        </div>
      }
      chips={<ChipTray chips={slip.chips} value={slip.chip} onChange={slip.setChip} disabled={!slip.open} />}
      controls={
        <>
          <p className={styles.arc}>{t('sicBo.arc')}</p>
          <SlipTools slip={slip} disabled={!slip.open} />
        </>
      }
      notice={slip.unplaced && <UnplacedNotice />}
      bet={slip.bet}
    />
  );
}
