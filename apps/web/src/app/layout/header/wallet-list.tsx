import type { WalletAccount } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import { selectWallet } from '../../../lib/session/session-actions';
import styles from './player-actions.module.css';

type WalletListProps = { accounts: readonly WalletAccount[]; selected: string | undefined };

/** The player's wallets, one per currency; choosing one makes it the wallet the player plays from. */
export function WalletList({ accounts, selected }: WalletListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [switching, setSwitching] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  // One wallet is nothing to choose between.
  if (accounts.length < 2) return null;

  const choose = async (currency: string) => {
    setSwitching(currency);
    setFailed(false);
    try {
      await selectWallet(queryClient, currency);
    } catch {
      setFailed(true);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <section className={styles.wallets} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.walletsHeading}>
        {t('balance.wallets')}
      </h3>
      <ul className={styles.walletList}>
        {accounts.map((account) => {
          const current = account.currency === selected;
          return (
            <li key={account.currency}>
              <button
                type="button"
                className={styles.wallet}
                aria-pressed={current}
                aria-busy={switching === account.currency}
                disabled={switching !== null}
                onClick={current ? undefined : () => void choose(account.currency)}
              >
                <span className={styles.walletCurrency}>{account.currency}</span>
                <span className={styles.walletAmount}>
                  {formatMoney(
                    account.amount_cents,
                    account.currency,
                    locale,
                    account.subunits_to_unit,
                    account.display_unit,
                  )}
                </span>
                <span className={styles.walletMark} aria-hidden="true">
                  {current ? <Icon name="check" size={16} /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {failed ? (
        <p role="alert" className={styles.walletError}>
          {t('balance.switchFailed')}
        </p>
      ) : null}
    </section>
  );
}
