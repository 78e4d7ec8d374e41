import type { SessionPlayer } from '../../../lib/session/session-player';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { openModal } from '../../../lib/modals/modal-store';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { BalanceMenu } from './balance-menu';
import { GiftsLink } from './gifts-link';
import { NotificationsButton } from './notifications-button';
import styles from './player-actions.module.css';
import { ProfileMenu } from './profile-menu';
import { SessionTimer } from './session-timer';

/** The logged-in side of the header: session timer (EE), balance, deposit, gifts, notifications and profile. */
export function PlayerActions({ player, showSessionTimer }: { player: SessionPlayer; showSessionTimer: boolean }) {
  const { t } = useTranslation();
  const { account, accounts, isPending } = useActiveAccount(true);
  return (
    <div className={styles.actions}>
      {showSessionTimer ? <SessionTimer /> : null}
      <BalanceMenu account={account} accounts={accounts} pending={isPending} />
      <Button variant="gold" className={styles.deposit} onClick={() => openModal({ id: 'deposit' })}>
        <Icon name="plus" size={16} />
        <span className={styles.depositText}>{t('cashbox.deposit')}</span>
      </Button>
      <GiftsLink />
      <NotificationsButton />
      <ProfileMenu player={player} />
    </div>
  );
}
