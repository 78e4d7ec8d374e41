import type { LocaleCode, PlayerPayment, WalletAccount } from '@casino/contracts';
import type { useRecallPayment } from '../use-recall-payment';
import { PaymentLine } from './payment-line';

type PaymentLinesProps = {
  payments: readonly PlayerPayment[];
  accounts: readonly WalletAccount[];
  locale: LocaleCode;
  recall: ReturnType<typeof useRecallPayment>;
  className: string | undefined;
};

/** Payments as history lines, each in its wallet's units, with Cancel withdrawal where it may be recalled. */
export function PaymentLines({ payments, accounts, locale, recall, className }: PaymentLinesProps) {
  return (
    <ul className={className}>
      {payments.map((payment) => (
        <PaymentLine
          key={payment.id}
          payment={payment}
          account={accounts.find((account) => account.currency === payment.currency)}
          locale={locale}
          recalling={recall.isPending && recall.variables?.id === payment.id}
          onRecall={() => recall.mutate(payment)}
        />
      ))}
    </ul>
  );
}
