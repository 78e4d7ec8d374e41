import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { useLocalizedPath } from '../../../lib/i18n/use-locale';
import { PROFILE_SECTIONS } from '../../../lib/session/profile-sections';
import styles from './profile-nav.module.css';

/** The profile's sub-navigation: a row of tabs that scrolls sideways on a phone. */
export function ProfileNav() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const current = stripLocalePrefix(useLocation().pathname);
  return (
    <nav className={styles.nav} aria-label={t('profile.nav.label')}>
      <ul className={styles.list}>
        {PROFILE_SECTIONS.map((section) => {
          const active = section.path === current || section.aliases?.includes(current);
          return (
            <li key={section.path}>
              <Link
                className={styles.link}
                to={localize(section.path)}
                aria-current={active ? 'page' : undefined}
                data-profile-tab={section.path}
              >
                <Icon name={section.icon} size={16} />
                {t(section.pageLabel)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
