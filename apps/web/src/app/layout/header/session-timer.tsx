import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { readStored, writeStored } from '../../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../../lib/storage/storage-keys';
import styles from './player-actions.module.css';

function storedSeconds(): number {
  const value = Number(readStored('session', STORAGE_KEYS.sessionTime));
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

export function formatDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * How long this session has lasted, hh:mm:ss (engagement §4). The EE licence requires it on screen; it survives
 * reloads through session storage and the logout clears it.
 */
export function SessionTimer() {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(storedSeconds);

  useEffect(() => {
    const timer = setInterval(() => {
      setSeconds((current) => {
        const next = current + 1;
        writeStored('session', STORAGE_KEYS.sessionTime, String(next));
        return next;
      });
    }, 1_000);
    return () => clearInterval(timer);
  }, []);

  return (
    <p className={styles.sessionTimer}>
      <Icon name="clock" size={16} />
      <VisuallyHidden>{t('sessionTimer.label')}</VisuallyHidden>
      <time dateTime={`PT${seconds}S`}>{formatDuration(seconds)}</time>
    </p>
  );
}
