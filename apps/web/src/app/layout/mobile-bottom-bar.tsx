import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Icon } from '../../components/ui/icon';
import { stripLocalePrefix } from '../../lib/i18n/locale-path';
import { openModal } from '../../lib/modals/modal-store';
import { bottomBarItems, isActiveItem, type MenuContext } from './menu/menu-items';
import { MenuLink } from './menu/menu-link';
import styles from './mobile-bottom-bar.module.css';

type MobileBottomBarProps = { context: MenuContext; onOpenSidebar: () => void; sidebarOpen: boolean };

/**
 * Phones only, within thumb reach (engagement §2): games, pokies, live (or sports when betting is on), the Menu
 * that opens the sidebar and, for players, deposit.
 */
export function MobileBottomBar({ context, onOpenSidebar, sidebarOpen }: MobileBottomBarProps) {
  const { t } = useTranslation();
  const appPath = stripLocalePrefix(useLocation().pathname);
  const items = bottomBarItems(context.betting);

  return (
    <nav className={styles.bar} aria-label={t('nav.quick')} data-items={context.loggedIn ? 5 : 4} data-bottom-bar>
      {items.map((item) => (
        <MenuLink key={item.id} item={item} className={styles.item} active={isActiveItem(item, appPath)}>
          <span className={styles.icon}>
            <Icon name={item.icon} size={20} />
          </span>
          <span className={styles.label}>{t(`menu.${item.label}`)}</span>
        </MenuLink>
      ))}
      <button type="button" className={styles.item} onClick={onOpenSidebar} aria-expanded={sidebarOpen}>
        <span className={styles.icon}>
          <Icon name="menu" size={20} />
        </span>
        <span className={styles.label}>{t('sidebar.menu')}</span>
      </button>
      {context.loggedIn ? (
        <button
          type="button"
          className={`${styles.item} ${styles.deposit}`}
          onClick={() => openModal({ id: 'deposit' })}
        >
          <span className={styles.icon}>
            <Icon name="plus" size={20} />
          </span>
          <span className={styles.label}>{t('cashbox.deposit')}</span>
        </button>
      ) : null}
    </nav>
  );
}
