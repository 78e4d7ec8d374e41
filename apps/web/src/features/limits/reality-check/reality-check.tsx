import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale, useLocalizedPath } from '../../../lib/i18n/use-locale';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { useRealityCheckSetting } from '../api/get-reality-check';
import { playedTimeText } from '../utils/played-time';
import styles from './reality-check.module.css';
import { useRealityCheckTimer } from './use-reality-check';

type RealityCheckProps = {
  /** When the real-play session began (ISO or epoch ms). */
  sessionStartedAt: string | number;
  /** Wins minus stakes of the session, minor units; when left out, the server's session summary is read. */
  netPositionCents?: number;
  currency: string;
  /** Leaves the game (the page decides where to: the lobby, the previous page). */
  onLeave: () => void;
};

/**
 * RTS 13: during real play, at the interval the player chose, a dialog that says how long they have played and
 * where they stand, and asks whether to go on. It must be answered (no backdrop or Escape close), and its three
 * choices look alike: leaving is never the small print.
 */
export function RealityCheck({ sessionStartedAt, netPositionCents, currency, onLeave }: RealityCheckProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const setting = useRealityCheckSetting();
  const { accounts } = useActiveAccount(true);
  const interval = setting.data?.interval_minutes ?? 0;
  const { due, playedSeconds, answer } = useRealityCheckTimer(sessionStartedAt, interval);
  const { refetch } = setting;

  // The server's session summary, fresh at the moment the check falls due.
  useEffect(() => {
    if (due && netPositionCents === undefined) void refetch();
  }, [due, netPositionCents, refetch]);

  if (!due) return null;
  const wallet = accounts.find((account) => account.currency === currency);
  const net = netPositionCents ?? setting.data?.session?.net_cents ?? null;
  const money = (cents: number) =>
    formatMoney(cents, currency, locale, wallet?.subunits_to_unit ?? 100, wallet?.display_unit ?? 'unit');
  let position: string | null = null;
  if (net !== null) {
    if (net > 0) position = t('limits.reality.won', { amount: money(net) });
    else if (net < 0) position = t('limits.reality.lost', { amount: money(-net) });
    else position = t('limits.reality.even');
  }

  return (
    <Modal
      title={t('limits.reality.title')}
      closeLabel={t('limits.close')}
      onClose={answer}
      dismissible={false}
      size="sm"
    >
      <div className={styles.body} data-reality-check>
        <div className={styles.facts}>
          <p>{t('limits.reality.played', { time: playedTimeText(playedSeconds, locale) })}</p>
          {position ? <p>{position}</p> : null}
        </div>
        <p>{t('limits.reality.question')}</p>
        <div className={styles.actions}>
          <Button onClick={answer}>{t('limits.reality.continue')}</Button>
          <Link
            className={buttonClassName({ variant: 'secondary' })}
            to={localize('/profile/games-history')}
            onClick={answer}
          >
            {t('limits.reality.history')}
          </Link>
          <Button
            variant="secondary"
            onClick={() => {
              answer();
              onLeave();
            }}
          >
            {t('limits.reality.leave')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
