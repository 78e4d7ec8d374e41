import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import styles from './australian-card.module.css';

/**
 * For Australian visitors who are not logged in (platform-core §2): they confirm before going on; declining goes
 * to the oops page. The answer is remembered for the session.
 */
export function AustralianCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const [answered, setAnswered] = useState(() => readStored('session', STORAGE_KEYS.australianConfirmation) !== null);

  if (answered) return null;
  const answer = (value: 'approved' | 'declined') => {
    writeStored('session', STORAGE_KEYS.australianConfirmation, value);
    setAnswered(true);
    if (value === 'declined') void navigate(localize('/oops'));
  };
  return (
    <section className={styles.card} aria-labelledby="au-card-title" data-australian-card>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="globe" size={22} />
      </span>
      <div className={styles.content}>
        <h2 id="au-card-title" className={styles.title}>
          {t('australia.title')}
        </h2>
        <p className={styles.text}>{t('australia.text')}</p>
        <div className={styles.actions}>
          <Button size="sm" onClick={() => answer('approved')}>
            {t('australia.approve')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => answer('declined')}>
            {t('australia.decline')}
          </Button>
        </div>
      </div>
    </section>
  );
}
