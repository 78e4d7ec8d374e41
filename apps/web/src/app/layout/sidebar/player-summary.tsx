import type { SessionPlayer } from '../../../lib/session/session-player';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatMoney, formatNumber } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { playerDisplayName } from '../../../lib/session/player-name';
import { isEnabled, type MenuContext } from '../menu/menu-items';
import styles from './sidebar.module.css';

/** The logged-in block: who, balance with the cashbox, reward coins, lottery tickets and notifications. */
export function PlayerSummary({ player, context }: { player: SessionPlayer; context: MenuContext }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { account, isPending } = useActiveAccount(true);
  const name = playerDisplayName(player);
  const status = player.statuses.at(-1)?.name;
  const showCoins = context.flags.compPoints && isEnabled(context, 'rocket-mart');
  const showTickets = isEnabled(context, 'lotteries');

  return (
    <section className={styles.section} aria-label={t('sidebar.account')}>
      <div className={styles.player}>
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className={styles.playerName}>{name}</p>
          {status ? <p className={styles.playerStatus}>{status}</p> : null}
        </div>
      </div>
      <div className={styles.balanceCard}>
        <div>
          <p className={styles.balanceLabel}>{t('balance.total')}</p>
          <p className={styles.balanceValue}>
            {isPending ? (
              <Skeleton width={96} height={24} />
            ) : account ? (
              formatMoney(
                account.amount_cents,
                account.currency,
                locale,
                account.subunits_to_unit,
                account.display_unit,
              )
            ) : (
              '—'
            )}
          </p>
        </div>
        <Button variant="gold" size="sm" onClick={() => openModal({ id: 'cashbox' })}>
          <Icon name="wallet" size={16} />
          {t('cashbox.title')}
        </Button>
      </div>
      <ul className={styles.balances}>
        {showCoins ? (
          <li>
            <Icon name="coin" size={18} />
            <span>{t('sidebar.rewardCoins')}</span>
            <strong>{formatNumber(0, locale)}</strong>
          </li>
        ) : null}
        {showTickets ? (
          <li>
            <Icon name="ticket" size={18} />
            <span>{t('sidebar.lotteryTickets')}</span>
            <strong>{formatNumber(0, locale)}</strong>
          </li>
        ) : null}
        <li>
          <Icon name="bell" size={18} />
          <span>{t('notifications.label')}</span>
          <strong>{formatNumber(0, locale)}</strong>
        </li>
      </ul>
    </section>
  );
}
