import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { useLocalizedPath } from '../../lib/i18n/use-locale';
import styles from './mobile-bottom-bar.module.css';
import { activeNavItem, MAIN_NAV_ITEMS } from './nav-items';

type MobileBottomBarProps = { onSearch: () => void };

/** Phones only: the main sections within thumb reach, plus search. */
export function MobileBottomBar({ onSearch }: MobileBottomBarProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const activeItem = activeNavItem(useLocation().pathname);

  return (
    <nav className={styles.bar} aria-label={t('nav.quick')}>
      {MAIN_NAV_ITEMS.map((item) => (
        <Link
          key={item.id}
          className={styles.item}
          to={localize(item.path)}
          aria-current={activeItem === item.id ? 'page' : undefined}
        >
          <span className={styles.icon}>
            <Icon name={item.icon} size={20} />
          </span>
          {t(item.label)}
        </Link>
      ))}
      <button type="button" className={styles.item} onClick={onSearch}>
        <span className={styles.icon}>
          <Icon name="search" size={20} />
        </span>
        {t('nav.search')}
      </button>
    </nav>
  );
}
