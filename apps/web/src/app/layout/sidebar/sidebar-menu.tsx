import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Icon, type IconName } from '../../../components/ui/icon';
import { Badge } from '../../../components/ui/badge';
import { isActiveItem, type MenuItem } from '../menu/menu-items';
import { MenuLink } from '../menu/menu-link';
import styles from './sidebar.module.css';

type ItemRowProps = { icon: IconName; label: string; badge?: 'new'; active?: boolean };

/** What a sidebar item shows inside its link or button: icon, label, the NEW badge and the current-page dot. */
export function ItemRow({ icon, label, badge, active = false }: ItemRowProps) {
  const { t } = useTranslation();
  return (
    <>
      <span className={styles.itemIcon}>
        <Icon name={icon} size={18} />
      </span>
      <span className={styles.itemLabel}>{label}</span>
      {badge ? <Badge tone="new">{t('menu.newBadge')}</Badge> : null}
      {active ? <span className={styles.activeDot} aria-hidden="true" /> : null}
    </>
  );
}

function MenuItemRow({ item, active }: { item: MenuItem; active: boolean }) {
  const { t } = useTranslation();
  return <ItemRow icon={item.icon} label={t(`menu.${item.label}`)} badge={item.badge} active={active} />;
}

function GroupItem({ item, appPath }: { item: MenuItem; appPath: string }) {
  const { t } = useTranslation();
  const active = isActiveItem(item, appPath);
  const [expanded, setExpanded] = useState(active);
  const groupId = `sidebar-group-${item.id}`;
  return (
    <li>
      <div className={styles.groupHead}>
        <MenuLink item={item} className={styles.item} active={active && appPath === item.to}>
          <MenuItemRow item={item} active={active} />
        </MenuLink>
        <button
          type="button"
          className={styles.expand}
          aria-expanded={expanded}
          aria-controls={groupId}
          aria-label={t('sidebar.expand', { section: t(`menu.${item.label}`) })}
          onClick={() => setExpanded(!expanded)}
        >
          <Icon name="chevron-down" size={16} />
        </button>
      </div>
      <ul id={groupId} className={styles.children} hidden={!expanded}>
        {item.children?.map((childItem) => (
          <li key={childItem.id}>
            <MenuLink item={childItem} className={styles.childLink} active={appPath === childItem.to}>
              {t(`menu.${childItem.label}`)}
            </MenuLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SidebarMenu({ items, appPath, label }: { items: readonly MenuItem[]; appPath: string; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {items.map((item) =>
          item.children?.length ? (
            <GroupItem key={item.id} item={item} appPath={appPath} />
          ) : (
            <li key={item.id}>
              <MenuLink item={item} className={styles.item} active={isActiveItem(item, appPath)}>
                <MenuItemRow item={item} active={isActiveItem(item, appPath)} />
              </MenuLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
