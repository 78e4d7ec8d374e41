import type { GameSession, WalletAccount } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useElapsed } from '../hooks/use-elapsed';
import { formatElapsed, formatNetPosition, netPosition, type SessionRounds } from '../utils/session-stats';
import styles from './game-player.module.css';

type SessionStatsProps = {
  session: GameSession;
  account: WalletAccount;
  rounds: SessionRounds;
  startedAt: number | null;
};

/**
 * Real-money play keeps the balance, the time played and the net result in view (reality checks). The clock
 * is not a live region: announcing it every second would drown the game. The net position changes only when a
 * round settles, so that is announced, politely, and only once a round has been played.
 */
export function SessionStats({ session, account, rounds, startedAt }: SessionStatsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const elapsed = useElapsed(startedAt);
  const money = {
    currency: session.currency,
    locale,
    subunitsToUnit: account.subunits_to_unit,
    displayUnit: account.display_unit,
  };
  const net = netPosition(rounds);
  const netText = formatNetPosition(net, money);

  return (
    <div role="group" aria-label={t('play.stats.label')}>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>{t('play.stats.balance')}</dt>
          <dd>
            {formatMoney(
              account.amount_cents,
              account.currency,
              locale,
              account.subunits_to_unit,
              account.display_unit,
            )}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('play.stats.time')}</dt>
          <dd>
            <time dateTime={`PT${Math.floor(elapsed / 1000)}S`}>{formatElapsed(elapsed)}</time>
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t('play.stats.net')}</dt>
          <dd data-trend={net > 0 ? 'up' : undefined}>{netText}</dd>
        </div>
      </dl>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {rounds.size > 0 ? t('play.stats.netAnnouncement', { amount: netText }) : ''}
      </VisuallyHidden>
    </div>
  );
}
