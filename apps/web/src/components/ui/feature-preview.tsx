import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import styles from './feature-preview.module.css';

type FeaturePreviewProps = {
  icon: IconName;
  tone?: 'accent' | 'gold' | 'teal';
  /** A short badge over the lead, e.g. "Coming soon". */
  badge?: string;
  lead: string;
  points?: readonly string[];
  note?: string;
  actions?: ReactNode;
};

/**
 * The body of a feature that is announced but not open yet: an emblem, what it will do, and a way on. Used by
 * modals and pages so every "coming soon" in the product looks deliberate.
 */
export function FeaturePreview({ icon, tone = 'accent', badge, lead, points, note, actions }: FeaturePreviewProps) {
  return (
    <div className={styles.preview}>
      <div className={`${styles.emblem} ${styles[tone]}`} aria-hidden="true">
        <span className={styles.ring} />
        <span className={styles.core}>
          <Icon name={icon} size={30} />
        </span>
      </div>
      {badge ? <p className={styles.badge}>{badge}</p> : null}
      <p className={styles.lead}>{lead}</p>
      {points?.length ? (
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>
              <Icon name="check" size={16} />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
      {note ? <p className={styles.note}>{note}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
