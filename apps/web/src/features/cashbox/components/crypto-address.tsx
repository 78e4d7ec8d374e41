import type { PaymentMethod } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { queryKeys } from '../../../lib/query-keys';
import { fetchMethodFields } from '../api/payment-methods';
import { AddressQrCode } from './address-qr-code';
import styles from './deposit.module.css';

type DepositAddress = { address?: string; uri?: string; confirmations?: number };

/**
 * A coin's deposit address: the player's own, the same every time. Coins sent to it are credited once they have
 * the confirmations shown; the history follows them. The QR code carries the server's payment URI (`bitcoin:<address>`),
 * so a wallet app scanning it opens a payment to the right coin. The sandbox's faucet sends test coins to it.
 */
export function CryptoAddress({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const fields = useQuery({
    queryKey: [...queryKeys.payments(), 'address', method.id, method.currency],
    queryFn: ({ signal }) => fetchMethodFields(method.id, method.currency, 'deposit', signal),
    staleTime: Infinity,
  });
  const address = fields.data?.methodFields[0] as DepositAddress | undefined;
  const coin = method.termsOfService.restrictions.amountCurrencyCode;

  if (fields.isPending) return <Skeleton height={120} />;
  if (!address?.address) {
    return (
      <p className={styles.note} role="alert">
        {t('cashbox.depositForm.addressFailed')}
      </p>
    );
  }
  const copy = () =>
    void navigator.clipboard?.writeText(address.address!).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div className={styles.crypto}>
      <p className={styles.note}>
        {t('cashbox.depositForm.cryptoLead', {
          coin,
          min: method.termsOfService.restrictions.minAmountValue,
          confirmations: address.confirmations ?? 0,
        })}
      </p>
      <div className={styles.cryptoBody}>
        <AddressQrCode value={address.uri ?? address.address} label={t('cashbox.depositForm.qrLabel', { coin })} />
        <div className={styles.cryptoDetails}>
          <p className={styles.note}>{t('cashbox.depositForm.qrHint')}</p>
          <code className={styles.address}>{address.address}</code>
          <div className={styles.cryptoActions}>
            <Button variant="secondary" onClick={copy}>
              {copied ? t('cashbox.depositForm.copied') : t('cashbox.depositForm.copy')}
            </Button>
            <a
              className={styles.link}
              href={`/sandbox/faucet?coin=${encodeURIComponent(coin)}&address=${encodeURIComponent(address.address)}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('cashbox.depositForm.faucet')}
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
