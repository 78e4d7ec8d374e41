import type { WalletAccount } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import { Skeleton } from '../../../components/ui/skeleton';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { openModal } from '../../../lib/modals/modal-store';
import styles from './player-actions.module.css';
import { WalletList } from './wallet-list';

type BalanceMenuProps = { account: WalletAccount | undefined; accounts: readonly WalletAccount[]; pending: boolean };

/** The balance pill; its menu shows cash and bonus money, the player's wallets and the cashbox. */
export function BalanceMenu({ account, accounts, pending }: BalanceMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (cents: number) =>
    account ? formatMoney(cents, account.currency, locale, account.subunits_to_unit, account.display_unit) : '—';
  const bonus = account ? account.amount_cents - account.available_to_cashout_cents : 0;

  if (pending) return <Skeleton width={112} height={40} radius="var(--radius-pill)" />;
  return (
    <Popover
      align="end"
      trigger={(props) => (
        <button type="button" className={styles.balance} {...props}>
          <Icon name="wallet" size={18} />
          {/* The amount is the visible name; the words before it say what it is (and keep the name matching). */}
          <VisuallyHidden>{t('balance.label')} </VisuallyHidden>
          <span className={styles.amount}>{money(account?.amount_cents ?? 0)}</span>
          <Icon name="chevron-down" size={14} />
        </button>
      )}
    >
      <div className={styles.balancePanel}>
        <dl className={styles.figures}>
          <div>
            <dt>{t('balance.total')}</dt>
            <dd>{money(account?.amount_cents ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('balance.withdrawable')}</dt>
            <dd>{money(account?.available_to_cashout_cents ?? 0)}</dd>
          </div>
          {bonus > 0 ? (
            <div>
              <dt>{t('balance.bonus')}</dt>
              <dd>{money(bonus)}</dd>
            </div>
          ) : null}
        </dl>
        <WalletList accounts={accounts} selected={account?.currency} />
        <div className={styles.balanceActions}>
          <Button variant="gold" block data-closes-popover onClick={() => openModal({ id: 'deposit' })}>
            {t('cashbox.deposit')}
          </Button>
          <Button variant="secondary" block data-closes-popover onClick={() => openModal({ id: 'withdraw' })}>
            {t('cashbox.withdraw.action')}
          </Button>
        </div>
      </div>
    </Popover>
  );
}
