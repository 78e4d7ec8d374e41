import { Icon } from '../../../components/ui/icon';
import type { OfferSummary } from '../hooks/use-offer-summary';
import styles from './promotions.module.css';

/**
 * When the offer is given and what it asks in wagering, then, for a player whose currency the offer lacks, why
 * there is nothing to claim. Shared by the cards and the offer's page, which only sizes it up.
 */
export function OfferFacts({
  summary,
  kind,
  large = false,
}: {
  summary: OfferSummary;
  kind: 'registration' | 'deposit';
  large?: boolean;
}) {
  const iconSize = large ? 18 : 16;
  return (
    <>
      <ul className={large ? `${styles.facts} ${styles.factsLarge}` : styles.facts}>
        <li>
          <Icon name={kind === 'deposit' ? 'wallet' : 'user'} size={iconSize} />
          {summary.occasion}
        </li>
        <li>
          <Icon name="clock" size={iconSize} />
          {summary.wagering}
        </li>
      </ul>
      {summary.unavailable ? (
        <p className={styles.unavailable}>
          <Icon name="info" size={16} />
          {summary.unavailable}
        </p>
      ) : null}
    </>
  );
}
