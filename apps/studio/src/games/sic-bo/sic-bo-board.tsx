import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';
import { stakeOn, type Placement } from '../shared-table/bet-slip';
import { ChipStack } from '../shared-table/chip-stack';
import { betKey, COMBINATIONS, FACES, paysToOne, TOTALS, type SicBoBet } from './sic-bo-bets';
import { DieFace } from '../shared-table/die-face';
import styles from './sic-bo.module.css';

type SicBoBoardProps = {
  readonly placements: readonly Placement<SicBoBet>[];
  readonly returns: ReadonlyMap<string, number> | undefined;
  readonly chips: readonly number[];
  readonly interactive: boolean;
  readonly onPlace: (bet: SicBoBet) => void;
};

/** Every position of the sic bo table in rows: big and small, doubles, triples, totals, pairs of faces, singles. */
export function SicBoBoard({ placements, returns, chips, interactive, onPlace }: SicBoBoardProps) {
  const { t } = useI18n();
  const spot = (bet: SicBoBet, label: string, content: ReactNode, className?: string) => {
    const key = betKey(bet);
    const returned = returns?.get(key);
    return (
      <button
        key={key}
        type="button"
        className={[styles.spot, className, returned !== undefined && returned > 0 && styles.paid]
          .filter(Boolean)
          .join(' ')}
        disabled={!interactive}
        aria-label={`${label}, ${t('tables.toOne', { pays: paysToOne(bet) })}`}
        onClick={() => onPlace(bet)}
      >
        <span className={styles.content}>{content}</span>
        <span className={styles.pays}>{t('tables.toOne', { pays: paysToOne(bet) })}</span>
        <span className={styles.chipSlot}>
          <ChipStack stake={stakeOn(placements, key)} returned={returned} chips={chips} />
        </span>
      </button>
    );
  };
  const dice = (faces: readonly number[]) => (
    <span className={styles.dice}>
      {faces.map((face, index) => (
        <DieFace key={index} face={face} className={styles.die} />
      ))}
    </span>
  );

  return (
    <div className={styles.board}>
      <div className={styles.row3}>
        {spot({ type: 'small' }, t('sicBo.small'), <strong>{t('sicBo.small')}</strong>, styles.wide)}
        {spot({ type: 'any-triple' }, t('sicBo.anyTriple'), <strong>{t('sicBo.anyTriple')}</strong>, styles.wide)}
        {spot({ type: 'big' }, t('sicBo.big'), <strong>{t('sicBo.big')}</strong>, styles.wide)}
      </div>
      <div className={styles.row6}>
        {FACES.map((face) => spot({ type: 'double', face }, t('sicBo.double', { face }), dice([face, face])))}
      </div>
      <div className={styles.row6}>
        {FACES.map((face) => spot({ type: 'triple', face }, t('sicBo.triple', { face }), dice([face, face, face])))}
      </div>
      <div className={styles.row7}>
        {TOTALS.map((total) => spot({ type: 'total', total }, t('sicBo.total', { total }), <strong>{total}</strong>))}
      </div>
      <div className={styles.row5}>
        {COMBINATIONS.map((faces) =>
          spot(
            { type: 'combination', faces },
            t('sicBo.combination', { first: faces[0], second: faces[1] }),
            dice(faces),
          ),
        )}
      </div>
      <div className={styles.row6}>
        {FACES.map((face) => spot({ type: 'single', face }, t('sicBo.single', { face }), dice([face])))}
      </div>
    </div>
  );
}
