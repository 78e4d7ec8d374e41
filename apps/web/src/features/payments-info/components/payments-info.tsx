import type { Currency } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/form/select-field';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { countriesQueryOptions, visitorCountryQueryOptions } from '../../../lib/geo/get-geo';
import { useLocale } from '../../../lib/i18n/use-locale';
import { currenciesQueryOptions } from '../../../lib/payments/currencies';
import { useSession } from '../../../lib/session/get-player';
import { paymentInformationQueryOptions } from '../api/payment-information';
import { currencyLabel, initialCurrency } from '../payment-terms';
import { MethodCards } from './method-cards';
import { MethodsTable } from './methods-table';
import { useMethodTerms } from './use-method-terms';
import styles from './payments-info.module.css';

/**
 * The payments information page (engagement §9): every method of a currency with its processing time, fee and
 * limits, for visitors deciding whether to sign up as much as for players. The choice of currency is kept in the
 * address (`?currency=`), so a shared link opens on it.
 */
export function PaymentsInfo() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const currencies = useQuery(currenciesQueryOptions());
  const visitor = useQuery(visitorCountryQueryOptions());
  const countries = useQuery(countriesQueryOptions());
  const requested = params.get('currency');
  // Wait for what decides the first currency, or the table would open in one and jump to another.
  const deciding = currencies.isPending || session.status === 'pending' || visitor.isPending || countries.isPending;
  const currency = deciding
    ? undefined
    : initialCurrency({
        requested,
        playerCurrency: session.player?.currency,
        visitorCountry: visitor.data ?? null,
        countries: countries.data ?? [],
        currencies: currencies.data ?? [],
      });
  const choose = (code: string) =>
    setParams(
      (current) => {
        current.set('currency', code);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <section className={styles.page} aria-labelledby="payments-info-title">
      <title>{t('app.pageTitle', { title: t('paymentsInfo.title') })}</title>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="card" size={28} />
        </span>
        <div className={styles.heading}>
          <h1 id="payments-info-title" className={styles.title}>
            {t('paymentsInfo.title')}
          </h1>
          <p className={styles.lead}>{t('paymentsInfo.lead')}</p>
        </div>
        <div className={styles.picker}>
          <SelectField
            label={t('paymentsInfo.currency')}
            options={(currencies.data ?? []).map((entry) => ({
              value: entry.code,
              label: currencyLabel(entry.code, locale),
            }))}
            value={currency ?? ''}
            disabled={!currency || !currencies.data?.length}
            onChange={(event) => choose(event.target.value)}
          />
        </div>
      </header>
      {currencies.isError ? (
        <LoadFailed onRetry={() => void currencies.refetch()} />
      ) : currency ? (
        <MethodsOf currency={currency} currencies={currencies.data ?? []} />
      ) : (
        <MethodsLoading />
      )}
    </section>
  );
}

function MethodsOf({ currency, currencies }: { currency: string; currencies: readonly Currency[] }) {
  const { t } = useTranslation();
  const rows = useQuery(paymentInformationQueryOptions(currency));
  const terms = useMethodTerms(currencies);

  if (rows.isPending) return <MethodsLoading />;
  if (rows.isError) return <LoadFailed onRetry={() => void rows.refetch()} />;
  if (rows.data.length === 0) {
    return (
      <EmptyState
        icon="wallet"
        role="status"
        title={t('paymentsInfo.empty', { currency })}
        text={t('paymentsInfo.emptyText')}
      />
    );
  }
  const methods = rows.data.map(terms);
  const hasCrypto = rows.data.some((row) => row.type === 'crypto');
  return (
    <div className={styles.methods}>
      <MethodsTable methods={methods} currency={currency} />
      <MethodCards methods={methods} />
      <p className={styles.footnote}>
        {t('paymentsInfo.perPayment')}
        {hasCrypto ? ` ${t('paymentsInfo.cryptoNote')}` : ''}
      </p>
    </div>
  );
}

function MethodsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label={t('paymentsInfo.loading')}>
      {[0, 1, 2, 3, 4].map((n) => (
        <Skeleton key={n} height={64} radius="var(--radius-md)" />
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="alert"
      role="alert"
      title={t('paymentsInfo.errorTitle')}
      text={t('paymentsInfo.errorText')}
      actions={
        <Button variant="secondary" onClick={onRetry}>
          {t('paymentsInfo.retry')}
        </Button>
      }
    />
  );
}
