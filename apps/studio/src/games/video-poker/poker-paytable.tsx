import { useMoney } from '../../features/chrome/use-money';
import { useI18n } from '../../lib/i18n/i18n-context';
import { handRankName } from './hand-names';
import type { PaytableRow } from './video-poker-view';
import styles from './video-poker.module.css';

/** The machine's paytable, best hand first, with the row the final hand hit lit up. */
export function PokerPaytable({
  rows,
  winningHand,
}: {
  rows: readonly PaytableRow[];
  winningHand: string | undefined;
}) {
  const { t } = useI18n();
  const { multiplier } = useMoney();
  return (
    <table className={styles.paytable}>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">{t('videoPoker.handColumn')}</th>
          <th scope="col">{t('rules.pays')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.hand} className={row.hand === winningHand ? styles.winningRow : undefined}>
            <td>{handRankName(row.hand, t)}</td>
            <td>{multiplier(row.pays)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
