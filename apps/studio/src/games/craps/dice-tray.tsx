import { useI18n } from '../../lib/i18n/i18n-context';
import { DieFace } from '../shared-table/die-face';
import { POINTS, type CrapsView } from './craps-bets';
import styles from './craps.module.css';

type DiceTrayProps = { view: CrapsView | undefined; revealed: boolean; roundId: string | undefined };

/** The point boxes with the puck, the last roll, and every roll of the round so far. */
export function DiceTray({ view, revealed, roundId }: DiceTrayProps) {
  const { t } = useI18n();
  const rolls = view?.rolls ?? [];
  // While the dice tumble the previous roll stays on the table: the new one lands when it is revealed.
  const shown = revealed ? rolls : rolls.slice(0, -1);
  const last = shown.at(-1);
  const point = revealed ? view?.point : undefined;
  return (
    <div className={styles.tray}>
      <ol className={styles.points} aria-label={point ? t('craps.pointIs', { point }) : t('craps.puckOff')}>
        {POINTS.map((number) => (
          <li key={number} className={styles.pointBox} aria-hidden="true">
            {number}
            {point === number && <span className={styles.puckOn}>{t('craps.puckOn')}</span>}
          </li>
        ))}
      </ol>
      {!point && (
        <span className={styles.puckOff} aria-hidden="true">
          {t('craps.puckOff')}
        </span>
      )}
      <div
        className={styles.dice}
        role="img"
        aria-label={last ? t('craps.rolled', { total: last[0] + last[1] }) : t('craps.noRoll')}
      >
        {(last ?? [6, 6]).map((face, index) => (
          <DieFace
            key={`${roundId}-${shown.length}-${index}`}
            face={face}
            look="casino"
            className={last ? styles.rolledDie : styles.idleDie}
          />
        ))}
      </div>
      <ol className={styles.history} aria-label={t('craps.history')}>
        {shown.map(([first, second], index) => (
          <li key={index} className={styles.historyRoll}>
            {first + second}
          </li>
        ))}
      </ol>
    </div>
  );
}
