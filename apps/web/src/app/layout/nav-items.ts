import type { IconName } from '../../components/ui/icon';
import { stripLocalePrefix } from '../../lib/i18n/locale-path';

export type NavItemId = 'lobby' | 'pokies' | 'live';

type NavItem = { id: NavItemId; path: string; icon: IconName; label: `nav.${NavItemId}` };

export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { id: 'lobby', path: '/', icon: 'home', label: 'nav.lobby' },
  { id: 'pokies', path: '/pokies', icon: 'reels', label: 'nav.pokies' },
  { id: 'live', path: '/live', icon: 'live', label: 'nav.live' },
];

/** The active item follows the path prefix (engagement §2): / /categories /games for the lobby, and so on. */
export function activeNavItem(pathname: string): NavItemId | undefined {
  const path = stripLocalePrefix(pathname);
  if (path === '/pokies' || path.startsWith('/pokies/')) return 'pokies';
  if (path === '/live' || path.startsWith('/live/')) return 'live';
  if (path === '/' || path.startsWith('/categories/') || path.startsWith('/games/')) return 'lobby';
  return undefined;
}
