import type { Promotion } from '@casino/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { usePromotion } from '../api/get-promotion';
import { useCurrencyHints } from '../hooks/use-currency-hints';
import { useHowItWorks } from '../hooks/use-how-it-works';
import { useOfferSummary, type OfferSummary } from '../hooks/use-offer-summary';
import type { CurrencyHints } from '../utils/offer-currency';
import { ClaimLink } from './claim-link';
import { CurrencyAmounts } from './currency-amounts';
import { LoadFailed } from './load-failed';
import { OfferArt } from './offer-art';
import { OfferFacts } from './offer-facts';
import { PromotionTerms } from './promotion-terms';
import styles from './promotion.module.css';

/** One offer's page: what it gives, every term, how to take it up. A slug that names no offer says so kindly. */
export function PromotionDetails({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const promotion = usePromotion(slug);
  const { deciding, hints } = useCurrencyHints();

  return (
    <div className={styles.page}>
      <BackLink />
      {promotion.isError && !promotion.data ? (
        <>
          <title>{t('app.pageTitle', { title: t('promotions.title') })}</title>
          <LoadFailed
            headingLevel="h1"
            title={t('promotions.loadError.one')}
            onRetry={() => void promotion.refetch()}
          />
        </>
      ) : promotion.isPending || deciding ? (
        <DetailsLoading />
      ) : promotion.data === null ? (
        <NotAvailable />
      ) : (
        <Details promotion={promotion.data} hints={hints} />
      )}
    </div>
  );
}

function Details({ promotion, hints }: { promotion: Promotion; hints: CurrencyHints }) {
  const { t } = useTranslation();
  const summary = useOfferSummary(hints)(promotion);
  const steps = useHowItWorks(promotion, summary.amounts);
  return (
    <article className={styles.detail} aria-labelledby="promotion-title" data-promotion={promotion.slug}>
      <title>
        {t('app.pageTitle', { title: t('promotions.pageTitle', { name: summary.name, headline: summary.headline }) })}
      </title>
      <Hero promotion={promotion} summary={summary} />
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby="promotion-terms-title">
          <div className={styles.panelHead}>
            <h2 id="promotion-terms-title" className={styles.panelTitle}>
              {t('promotions.terms.title')}
            </h2>
            {summary.amounts ? (
              <p className={styles.currencyNote}>
                {t('promotions.terms.currency', { currency: summary.amounts.currency })}
              </p>
            ) : null}
          </div>
          <PromotionTerms promotion={promotion} amounts={summary.amounts} />
          {promotion.currencies.length > 1 ? (
            <CurrencyAmounts promotion={promotion} shown={summary.amounts?.currency} />
          ) : null}
        </section>
        <section className={`${styles.panel} ${styles.steps}`} aria-labelledby="promotion-steps-title">
          <h2 id="promotion-steps-title" className={styles.panelTitle}>
            {t('promotions.steps.title')}
          </h2>
          <ol className={styles.stepList}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {summary.unavailable ? null : <ClaimLink promotion={promotion} size="lg" />}
        </section>
      </div>
    </article>
  );
}

function Hero({ promotion, summary }: { promotion: Promotion; summary: OfferSummary }) {
  return (
    <header className={styles.hero}>
      <OfferArt theme={summary.theme} size="hero" figure={summary.figure} />
      <div className={styles.heroContent}>
        <p className={`${styles.eyebrow} ${styles[summary.theme]}`}>{summary.name}</p>
        <h1 id="promotion-title" className={styles.headline}>
          {summary.headline}
        </h1>
        <OfferFacts summary={summary} kind={promotion.kind} large />
        {/* An offer the player's currency does not get has nothing to claim: the cashbox would not list it. */}
        {summary.unavailable ? null : (
          <div className={styles.heroActions}>
            <ClaimLink promotion={promotion} size="lg" />
          </div>
        )}
      </div>
    </header>
  );
}

function BackLink() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Link className={styles.back} to={localize('/promotions')}>
      <Icon name="chevron-left" size={18} />
      {t('promotions.back')}
    </Link>
  );
}

function DetailsLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-busy="true" aria-label={t('promotions.loadingOne')}>
      <title>{t('app.pageTitle', { title: t('promotions.title') })}</title>
      <div className={styles.hero}>
        <Skeleton height={200} radius="var(--radius-xl)" />
        <div className={styles.heroContent}>
          <Skeleton width="30%" height={14} />
          <Skeleton width="70%" height={36} />
          <Skeleton width="55%" height={28} />
          <Skeleton width="80%" height={18} />
          <Skeleton width={200} height={48} radius="var(--radius-pill)" />
        </div>
      </div>
      <div className={styles.columns}>
        <Skeleton height={420} radius="var(--radius-xl)" />
        <Skeleton height={280} radius="var(--radius-xl)" />
      </div>
    </div>
  );
}

/** Ended, switched off, another country's, or a mistyped link: the page stays friendly and points to the others. */
function NotAvailable() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <title>{t('app.pageTitle', { title: t('promotions.notFound.title') })}</title>
      <meta name="robots" content="noindex" />
      <EmptyState
        headingLevel="h1"
        icon="gift"
        title={t('promotions.notFound.title')}
        text={t('promotions.notFound.text')}
        actions={
          <Link className={buttonClassName({ size: 'lg' })} to={localize('/promotions')}>
            <Icon name="gift" size={18} />
            {t('promotions.notFound.action')}
          </Link>
        }
      />
    </>
  );
}
