import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/ui/icon';
import styles from './limits.module.css';

/** One kind of limit: a titled region, so a screen reader can move between them by heading or landmark. */
export function LimitCard({
  icon,
  title,
  lead,
  name,
  children,
}: {
  icon: IconName;
  title: string;
  lead: string;
  /** Names the card in the browser tests. */
  name: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-limit-card={name}>
      <div className={styles.cardHeader}>
        <span className={styles.cardIcon} aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div className={styles.cardTitles}>
          <h2 id={titleId} className={styles.cardTitle}>
            {title}
          </h2>
          <p className={styles.muted}>{lead}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
