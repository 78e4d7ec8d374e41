import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import type { WidgetFeature } from './floating-widget';
import styles from './floating-widget.module.css';

/** The widget's list of features; loaded when the widget is first opened. */
export function WidgetPanel({ features }: { features: readonly WidgetFeature[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <>
      <p className={styles.panelTitle}>{t('widget.title')}</p>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature.id}>
            <Link className={styles.feature} to={localize(feature.to)}>
              <span className={styles.featureIcon}>
                <Icon name={feature.icon} size={20} />
              </span>
              {t(`menu.${feature.label}`)}
              <Icon name="chevron-right" size={16} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
