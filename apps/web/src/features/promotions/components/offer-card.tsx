import type { Promotion } from '@casino/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import type { OfferSummary } from '../hooks/use-offer-summary';
import { ClaimLink } from './claim-link';
import { OfferFacts } from './offer-facts';
import { OfferArt } from './offer-art';
import styles from './promotions.module.css';

/** One offer on the list: its picture, what it gives, when and on what terms, and the ways to take it up. */
export function OfferCard({ promotion, summary }: { promotion: Promotion; summary: OfferSummary }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId} data-promotion={promotion.slug}>
      <OfferArt theme={summary.theme} figure={summary.figure} />
      <div className={styles.cardBody}>
        <p className={`${styles.eyebrow} ${styles[summary.theme]}`}>{summary.name}</p>
        <h2 id={titleId} className={styles.headline}>
          {summary.headline}
        </h2>
        <OfferFacts summary={summary} kind={promotion.kind} />
        <div className={styles.cardActions}>
          {summary.unavailable ? null : <ClaimLink promotion={promotion} offerName={summary.headline} />}
          <Link className={styles.termsLink} to={localize(`/promotions/${promotion.slug}`)}>
            {t('promotions.fullTerms')}
            <VisuallyHidden>: {summary.headline}</VisuallyHidden>
            <Icon name="chevron-right" size={16} />
          </Link>
        </div>
      </div>
    </article>
  );
}
