import type { PlayerBonus } from '@casino/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import styles from './gifts.module.css';
import { StageBadge } from './stage-badge';

/** What every gift card shares: an article named by the gift's title, its kind, its stage, then the card's own parts. */
export function GiftCardFrame({
  bonus,
  fresh = false,
  children,
}: {
  bonus: PlayerBonus;
  /** A gift waiting for the player: drawn in gold. */
  fresh?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <article
      className={fresh ? `${styles.card} ${styles.fresh}` : styles.card}
      aria-labelledby={titleId}
      data-gift={bonus.id}
    >
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name="gift" size={20} />
        </span>
        <div className={styles.cardTitles}>
          <h3 id={titleId} className={styles.cardTitle}>
            {bonus.title}
          </h3>
          <p className={styles.muted}>{t(`gifts.kinds.${bonus.kind}`)}</p>
        </div>
        <StageBadge stage={bonus.stage} />
      </div>
      {children}
    </article>
  );
}

/** One labelled figure of a card ("Bonus balance: €12.50"), as a description list's term and value. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
