import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Icon, type IconName } from '../../../components/ui/icon';
import styles from './profile.module.css';

type ProfileCardProps = {
  icon: IconName;
  title: string;
  lead?: string;
  /** Beside the title: a state pill (On/Off, Confirmed). */
  aside?: ReactNode;
  tone?: 'accent' | 'gold';
  children?: ReactNode;
  /** Names the card in the browser tests. */
  name?: string;
};

/** One settings card: a titled region, so a screen reader can jump between them by heading or landmark. */
export function ProfileCard({ icon, title, lead, aside, tone = 'accent', children, name }: ProfileCardProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId} data-profile-card={name}>
      <div className={styles.cardHeader}>
        <span className={tone === 'gold' ? `${styles.cardIcon} ${styles.gold}` : styles.cardIcon} aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div className={styles.cardTitles}>
          <h2 id={titleId} className={styles.cardTitle}>
            {title}
          </h2>
          {lead ? <p className={styles.cardLead}>{lead}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A small On/Off or Confirmed/Not confirmed label; the words carry the meaning, the colour only repeats it. */
export function StatePill({ on, children }: { on: boolean; children: string }) {
  return (
    <span className={`${styles.pill} ${on ? styles.pillOn : styles.pillOff}`}>
      <Icon name={on ? 'check' : 'info'} size={12} />
      {children}
    </span>
  );
}

/** A card's content that failed to load, with a way to ask again. */
export function CardLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.errorBox} role="alert">
      <p>{t('profile.loadError')}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t('profile.retry')}
      </Button>
    </div>
  );
}
