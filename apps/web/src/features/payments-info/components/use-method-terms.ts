import type { Currency, PaymentInfoRow } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatLimit } from '../payment-terms';

export type Limits = { min: string; max: string } | null;

/** One method's row as the player reads it: every figure formatted, every server word translated. */
export type MethodTerms = {
  id: string;
  name: string;
  iconSrc: string;
  processingTime: string;
  fee: string;
  deposit: Limits;
  withdrawal: Limits;
};

/**
 * Turns the server's rows into what the table and the cards show. Processing times and fees are words the server
 * picks (`instant`, `none`); one this build does not know is shown as sent rather than hidden.
 */
export function useMethodTerms(currencies: readonly Currency[]) {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  return useCallback(
    (row: PaymentInfoRow): MethodTerms => {
      const word = (key: string, fallback: string) => (i18n.exists(key) ? t(key as 'paymentsInfo.title') : fallback);
      const limits = (range: PaymentInfoRow['deposit']): Limits =>
        range && {
          min: formatLimit(range.min, row.currency, currencies, locale),
          max: formatLimit(range.max, row.currency, currencies, locale),
        };
      return {
        id: row.id,
        name: word(row.translationKey, row.title),
        iconSrc: row.iconSrc,
        processingTime: word(`paymentsInfo.processingTimes.${row.processingTime}`, row.processingTime),
        fee: word(`paymentsInfo.fees.${row.fee}`, row.fee),
        deposit: limits(row.deposit),
        withdrawal: limits(row.withdrawal),
      };
    },
    [t, i18n, locale, currencies],
  );
}
