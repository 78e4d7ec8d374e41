import type { Promotion } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { promotionsQueryOptions } from '../api/get-promotions';
import { useCurrencyHints } from '../hooks/use-currency-hints';
import { useOfferSummary } from '../hooks/use-offer-summary';
import type { CurrencyHints } from '../utils/offer-currency';
import { LoadFailed } from './load-failed';
import { OfferCard } from './offer-card';
import styles from './promotions.module.css';

/**
 * The promotions page: every public offer of the visitor's country as a card, its headline in the money the
 * visitor would play in, for guests deciding whether to sign up as much as for players choosing a deposit bonus.
 */
export function PromotionsList() {
  const { t } = useTranslation();
  const promotions = useQuery(promotionsQueryOptions());
  const { deciding, hints } = useCurrencyHints();

  return (
    <section className={styles.page} aria-labelledby="promotions-title">
      <title>{t('app.pageTitle', { title: t('promotions.title') })}</title>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name="gift" size={28} />
        </span>
        <div className={styles.heading}>
          <h1 id="promotions-title" className={styles.title}>
            {t('promotions.title')}
          </h1>
          <p className={styles.lead}>{t('promotions.lead')}</p>
        </div>
      </header>
      {promotions.isError ? (
        <LoadFailed onRetry={() => void promotions.refetch()} />
      ) : promotions.isPending || deciding ? (
        <CardsLoading />
      ) : promotions.data.length === 0 ? (
        <NoPromotions />
      ) : (
        <Offers promotions={promotions.data} hints={hints} />
      )}
    </section>
  );
}

function Offers({ promotions, hints }: { promotions: readonly Promotion[]; hints: CurrencyHints }) {
  const summarize = useOfferSummary(hints);
  return (
    <ul className={styles.grid}>
      {promotions.map((promotion) => (
        <li key={promotion.slug}>
          <OfferCard promotion={promotion} summary={summarize(promotion)} />
        </li>
      ))}
    </ul>
  );
}

function CardsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} role="status" aria-busy="true" aria-label={t('promotions.loading')}>
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className={styles.cardSkeleton}>
          <Skeleton height={156} radius="0" />
          <div className={styles.cardBody}>
            <Skeleton width="40%" height={14} />
            <Skeleton width="80%" height={22} />
            <Skeleton width="65%" height={30} />
            <Skeleton height={40} radius="var(--radius-pill)" />
          </div>
        </div>
      ))}
    </div>
  );
}

function NoPromotions() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <EmptyState
      icon="gift"
      role="status"
      title={t('promotions.empty.title')}
      text={t('promotions.empty.text')}
      actions={
        <Link className={buttonClassName()} to={localize('/')}>
          <Icon name="home" size={18} />
          {t('promotions.empty.action')}
        </Link>
      }
    />
  );
}
