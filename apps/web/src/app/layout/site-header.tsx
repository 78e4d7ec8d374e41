import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { IconButton } from '../../components/ui/icon-button';
import { SearchBox } from '../../features/lobby/components/search/search-box';
import { useLocalizedPath } from '../../lib/i18n/use-locale';
import { BrandLogo } from './brand-logo';
import { LanguageSelect } from './language-select';
import { MAIN_NAV_ITEMS, activeNavItem } from './nav-items';
import styles from './site-header.module.css';

type SiteHeaderProps = {
  /** Phones show the search as a button that expands over the header. */
  phoneSearchOpen: boolean;
  onPhoneSearchChange: (open: boolean) => void;
};

export function SiteHeader({ phoneSearchOpen, onPhoneSearchChange }: SiteHeaderProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const activeItem = activeNavItem(useLocation().pathname);

  if (phoneSearchOpen) {
    return (
      <header className={styles.header}>
        <div className={styles.bar}>
          <div className={styles.phoneSearch}>
            <SearchBox autoFocus onDismiss={() => onPhoneSearchChange(false)} />
            <IconButton icon="close" label={t('search.close')} onClick={() => onPhoneSearchChange(false)} />
          </div>
        </div>
      </header>
    );
  }

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link className={styles.brand} to={localize('/')}>
          <BrandLogo label={t('app.homeLink')} />
        </Link>
        <nav className={styles.nav} aria-label={t('nav.main')}>
          <ul className={styles.navList}>
            {MAIN_NAV_ITEMS.map((item) => (
              <li key={item.id}>
                <Link
                  className={styles.navLink}
                  to={localize(item.path)}
                  aria-current={activeItem === item.id ? 'page' : undefined}
                  aria-label={t(item.label)}
                >
                  <Icon name={item.icon} size={18} />
                  <span>{t(item.label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <IconButton
            className={styles.searchToggle}
            icon="search"
            label={t('search.open')}
            onClick={() => onPhoneSearchChange(true)}
          />
          <LanguageSelect />
        </div>
      </div>
    </header>
  );
}
