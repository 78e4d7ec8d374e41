import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FeaturePreview } from '../../../components/ui/feature-preview';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { ModalBodyProps } from '../../../lib/modals/modal-body';
import { useActiveAccount } from '../../../lib/session/get-accounts';
import { CashboxDashboard } from './cashbox-dashboard';
import { DepositPanel } from './deposit-panel';
import styles from './cashbox-modal-body.module.css';
import { requestedAmount } from './requested-amount';

const METHODS = ['Visa', 'Mastercard', 'Skrill', 'Neteller', 'Bitcoin', 'Tether'] as const;

/**
 * The cashbox modals. The withdrawal form is not built yet and shows, until it is, what will be offered, and
 * the amount or promo code the link carried (`amountProp`, `promocode`), so deep links already land right.
 */
export function CashboxModalBody(body: ModalBodyProps) {
  // The dashboard and the deposit step are real; the withdrawal form is still the preview below.
  if (body.modal === 'cashbox') return <CashboxDashboard />;
  if (body.modal === 'deposit' || body.modal === 'deposit-one-click') {
    return <DepositPanel props={body.props} oneClick={body.modal === 'deposit-one-click'} />;
  }
  return <PaymentPreview {...body} />;
}

function PaymentPreview({ modal, props, close }: ModalBodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { account } = useActiveAccount(true);
  const amount = requestedAmount(props.amountProp, account, locale);
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
          {amount || props.promocode ? (
            <dl className={styles.request}>
              {amount ? (
                <div>
                  <dt>{t('cashbox.amount')}</dt>
                  <dd>{amount}</dd>
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
