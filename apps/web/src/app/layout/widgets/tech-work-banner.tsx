import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon } from '../../../components/ui/icon';
import styles from './tech-work-banner.module.css';

/** Feature flag "tech work": tells players that maintenance is under way before they hit a broken flow. */
export function TechWorkBanner() {
  const { t } = useTranslation();
  return (
    <p className={styles.banner} role="status">
      <Icon name="info" size={16} />
      {t('techWork.text')}
    </p>
  );
}
