import { LOCAL_TIME_REFRESH_MS } from '@casino/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import { useLocale } from '../../../lib/i18n/use-locale';
import styles from './sidebar.module.css';

export function LocalTime() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(now);
  return (
    <p className={styles.localTime}>
      <Icon name="clock" size={16} />
      {t('sidebar.localTime')}
      <time dateTime={now.toISOString()}>{time}</time>
    </p>
  );
}
