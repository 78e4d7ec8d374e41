import type { StudioRound } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/ui/dialog';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useGame } from '../session/game-context';
import styles from './panels.module.css';
import { useMoney } from './use-money';

/** The session's recent rounds, fetched each time the panel opens so it includes the round just played. */
export function RecentRounds({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, locale } = useI18n();
  const { api } = useGame();
  const { amount } = useMoney();
  const [rounds, setRounds] = useState<StudioRound[] | undefined>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    api.recentRounds().then(
      (loaded) => {
        if (!current) return;
        setRounds(loaded);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [api, open]);

  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <Dialog open={open} title={t('history.title')} onClose={onClose}>
      {failed && <p className={styles.error}>{t('error.unexpected')}</p>}
      {rounds?.length === 0 && <p className={styles.text}>{t('history.empty')}</p>}
      {rounds && rounds.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.stake')}</th>
              <th scope="col">{t('history.win')}</th>
            </tr>
          </thead>
          <tbody>
            {rounds.map((round) => (
              <tr key={round.id}>
                <td>{time.format(new Date(round.created_at))}</td>
                <td>{amount(round.stake)}</td>
                <td className={round.win > 0 ? styles.won : undefined}>
                  {round.status === 'open' ? t('history.open') : amount(round.win)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
