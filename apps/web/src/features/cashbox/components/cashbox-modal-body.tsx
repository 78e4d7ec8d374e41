import { DEFAULT_CURRENCY } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FeaturePreview } from '../../../components/ui/feature-preview';
import { formatMoney } from '../../../lib/i18n/format';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { useSession } from '../../../lib/session/get-player';
import styles from './cashbox-modal-body.module.css';

const METHODS = ['Visa', 'Mastercard', 'Skrill', 'Neteller', 'Bitcoin', 'Tether'] as const;

/**
 * The cashbox, deposit, withdraw and one-click deposit modals, until payments open: what will be offered, and
 * the amount or promo code the link carried (`amountProp`, `promocode`), so deep links already land right.
 */
export function CashboxModalBody({ modal, props, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = useSession().player?.currency ?? DEFAULT_CURRENCY;
  const amount = Number(props.amountProp ?? 0);
  const lead = modal === 'withdraw' ? t('cashbox.withdrawLead') : t('cashbox.depositLead');

  return (
    <FeaturePreview
      icon="wallet"
      tone="gold"
      badge={t('comingSoon.badge')}
      lead={lead}
      points={[t('cashbox.pointMethods'), t('cashbox.pointInstant'), t('cashbox.pointSecure')]}
      note={t('cashbox.note')}
      actions={
        <>
          {amount > 0 || props.promocode ? (
            <dl className={styles.request}>
              {amount > 0 ? (
                <div>
                  <dt>{t('cashbox.amount')}</dt>
                  <dd>{formatMoney(Math.round(amount * 100), currency, locale)}</dd>
                </div>
              ) : null}
              {props.promocode ? (
                <div>
                  <dt>{t('cashbox.promocode')}</dt>
                  <dd>{props.promocode}</dd>
                </div>
              ) : null}
            </dl>
          ) : null}
          <ul className={styles.methods} aria-label={t('cashbox.methods')}>
            {METHODS.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
          <Button size="lg" block onClick={close}>
            {t('modals.gotIt')}
          </Button>
        </>
      }
    />
  );
}
