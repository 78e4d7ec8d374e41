import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import { Popover } from '../../../components/ui/popover';
import { stripLocalePrefix } from '../../../lib/i18n/locale-path';
import { isActiveItem, topMenuItems, type MenuContext, type MenuItem } from '../menu/menu-items';
import { MenuLink } from '../menu/menu-link';
import styles from './top-menu.module.css';

function ItemContent({ item }: { item: MenuItem }) {
  const { t } = useTranslation();
  return (
    <>
      <Icon name={item.icon} size={18} />
      <span>{t(`menu.${item.label}`, item.labelParams)}</span>
      {item.badge ? (
        <Badge tone="new" className={styles.badge}>
          {t('menu.newBadge')}
        </Badge>
      ) : null}
    </>
  );
}

const ITEM_GAP_PX = 2;

/** How many items fit in `available` px, keeping room for the More button when not all of them do. */
export function itemsThatFit(itemWidths: readonly number[], moreWidth: number, available: number): number {
  const fitting = (room: number) => {
    let used = 0;
    let count = 0;
    for (const width of itemWidths) {
      if (used + width > room) break;
      used += width + ITEM_GAP_PX;
      count += 1;
    }
    return count;
  };
  const all = fitting(available);
  return all === itemWidths.length ? all : fitting(available - moreWidth - ITEM_GAP_PX);
}

/**
 * The desktop top menu: as many items as fit beside the logo, search and account controls, the rest in More.
 * Item widths come from an invisible copy of the menu, measured before the browser paints, so the menu never
 * jumps on load, and again whenever the space or the language changes.
 */
export function TopMenu({ context }: { context: MenuContext }) {
  const { t, i18n } = useTranslation();
  const appPath = stripLocalePrefix(useLocation().pathname);
  const items = topMenuItems(context);
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [fitCount, setFitCount] = useState(items.length);
  // False until measured: a page drawn on the server shows every item until the app has taken it over.
  const [fitted, setFitted] = useState(false);

  // A layout effect, so the observer is watching before the first paint: its first report comes in that same frame,
  // after the browser's own layout. Measuring here instead would force a layout of the whole page inside React's
  // commit (it made the hydration's longest task on a phone).
  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const update = () => {
      // A hidden menu (a phone's header has none) is left as drawn until it shows.
      if (nav.getClientRects().length === 0) return;
      const widths = [...measure.children].map((child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const fitting = itemsThatFit(widths, moreWidth, nav.clientWidth);
      // Drawn before the browser paints this frame, so the menu never shows unfitted.
      flushSync(() => {
        setFitCount(fitting);
        setFitted(true);
      });
    };
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items.length, i18n.language]);

  const visible = items.slice(0, fitCount);
  const overflow = items.slice(fitCount);
  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('nav.main')}>
      <div ref={measureRef} className={styles.measure} aria-hidden="true">
        {items.map((item) => (
          <span key={item.id} className={styles.link}>
            <ItemContent item={item} />
          </span>
        ))}
        <span className={styles.link}>
          <Icon name="more" size={18} />
          <span>{t('menu.more')}</span>
          <Icon name="chevron-down" size={14} />
        </span>
      </div>
      <ul className={styles.list} data-fitted={fitted || undefined}>
        {visible.map((item) => (
          <li key={item.id}>
            <MenuLink item={item} className={styles.link} active={isActiveItem(item, appPath)}>
              <ItemContent item={item} />
            </MenuLink>
          </li>
        ))}
        {overflow.length > 0 ? (
          <li>
            <Popover
              align="end"
              trigger={(props) => (
                <button type="button" className={styles.link} {...props}>
                  <Icon name="more" size={18} />
                  <span>{t('menu.more')}</span>
                  <Icon name="chevron-down" size={14} />
                </button>
              )}
            >
              <ul className={styles.moreList}>
                {overflow.map((item) => (
                  <li key={item.id}>
                    <MenuLink item={item} className={styles.moreLink} active={isActiveItem(item, appPath)}>
                      <ItemContent item={item} />
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </Popover>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
