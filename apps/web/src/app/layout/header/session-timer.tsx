import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import { formatElapsed, sessionStartedAt } from './session-clock';
import styles from './player-actions.module.css';

/**
 * How long this session has lasted, hh:mm:ss (engagement §4). The EE licence requires it on screen. The start time
 * is kept in session storage, so the count survives reloads; the logout clears it.
 */
export function SessionTimer() {
  const { t } = useTranslation();
  const [startedAt] = useState(() => sessionStartedAt(readStored('session', STORAGE_KEYS.sessionTime), Date.now()));
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    writeStored('session', STORAGE_KEYS.sessionTime, String(startedAt));
  }, [startedAt]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const elapsed = formatElapsed(startedAt, now);
  return (
    <p className={styles.sessionTimer}>
      <Icon name="clock" size={16} />
      <VisuallyHidden>{t('sessionTimer.label')}</VisuallyHidden>
      <time dateTime={`PT${elapsed.seconds}S`}>{elapsed.text}</time>
    </p>
  );
}
