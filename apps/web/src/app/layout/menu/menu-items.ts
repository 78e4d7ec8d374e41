import type { BettingConfig } from '@casino/contracts';
import type { IconName } from '../../../components/ui/icon';
import { providerPath } from '../../../features/lobby/utils/paths';
import type { PageToggles } from '../../../lib/config/page-toggles';
import type { FeatureFlags } from '../../../lib/feature-flags/feature-flags';
import { routeByName, routePath } from '../../routing/route-table';
import type { MenuLabelKey } from '../../routing/route-types';
import type { ActiveJackpot } from './active-jackpots';

export type MenuItem = {
  id: string;
  /** App path (localised by the component) or, for `external`, a full URL. */
  to: string;
  label: MenuLabelKey;
  /** Values for the label's placeholders, e.g. the provider of a jackpot item. */
  labelParams?: Readonly<Record<string, string>>;
  icon: IconName;
  badge?: 'new';
  external?: boolean;
  /** Path prefixes that mark this item as the current section (engagement §2). */
  activePrefixes: readonly string[];
  children?: readonly MenuItem[];
};

export type MenuContext = {
  toggles: PageToggles;
  flags: FeatureFlags;
  betting: BettingConfig;
  /** Testers see every managed promotion page, switched off or not. */
  tester: boolean;
  loggedIn: boolean;
  /** Running jackpots; loaded only while the mystic-jackpots flag is on. */
  jackpots: readonly ActiveJackpot[];
};

/** A menu item straight from the route table: its path, label, icon and badge. */
export function fromRoute(name: string, extra: Partial<MenuItem> = {}): MenuItem {
  const route = routeByName(name);
  if (!route.menu) throw new Error(`Route ${name} has no menu metadata`);
  const to = `/${route.path}`;
  return { id: name, to, ...route.menu, activePrefixes: [to], ...extra };
}

export function child(name: string, label: MenuLabelKey): MenuItem {
  return { id: name, to: routePath(name), label, icon: 'chevron-right', activePrefixes: [] };
}

export const isEnabled = (context: MenuContext, toggle: keyof PageToggles) => context.tester || context.toggles[toggle];

/** The sportsbook link: an app path stays in the app, anything else leaves for the sports site. */
export function sportsItem(betting: BettingConfig): MenuItem {
  const external = /^https?:\/\//.test(betting.url);
  return fromRoute('bettingMain', { to: betting.url, external, activePrefixes: external ? [] : [betting.url] });
}

/** The lobby item is current on the lobby and on every category page. */
export const LOBBY_PREFIXES = ['/', '/categories', '/games'];

export const PROMO_PREFIXES = ['/arena', '/promo', '/promotions', '/tournaments', '/quests', '/leaderboard'];

/**
 * The top menu of engagement §2, in its order: games (hidden when the betting link shows), pokies, live, sports,
 * VIP club (NEW), activity hub (NEW), rocket mart, rocket chance, tournaments, mystic jackpots, achievements.
 */
export function topMenuItems(context: MenuContext): MenuItem[] {
  const items: MenuItem[] = [];
  if (!context.betting.enabled) items.push(fromRoute('main', { activePrefixes: LOBBY_PREFIXES }));
  items.push(fromRoute('pokies'), fromRoute('live'));
  if (context.betting.enabled) items.push(sportsItem(context.betting));
  if (isEnabled(context, 'vip')) items.push(fromRoute('vipProgram'));
  if (isEnabled(context, 'activity-hub')) items.push(fromRoute('activityHub'));
  if (isEnabled(context, 'rocket-mart')) items.push(fromRoute('compPoints'));
  if (isEnabled(context, 'rocket-chance')) items.push(fromRoute('rocketChance'));
  if (isEnabled(context, 'tournaments')) items.push(fromRoute('tournaments', { activePrefixes: PROMO_PREFIXES }));
  if (context.flags.mysticJackpots) items.push(...context.jackpots.map(jackpotItem));
  if (isEnabled(context, 'achievements')) items.push(fromRoute('achievements'));
  return items;
}

/** The phone bottom bar's quick links (engagement §2): games, pokies, and live or, when betting is on, sports. */
export function bottomBarItems(betting: BettingConfig): MenuItem[] {
  return [
    fromRoute('main', { activePrefixes: LOBBY_PREFIXES }),
    fromRoute('pokies'),
    betting.enabled ? sportsItem(betting) : fromRoute('live'),
  ];
}

/** One top-menu item per running jackpot, leading to the games of the provider that runs it. */
function jackpotItem({ provider, title }: ActiveJackpot): MenuItem {
  const to = providerPath(provider);
  return {
    id: `jackpot-${provider}`,
    to,
    label: 'mysticJackpot',
    labelParams: { provider: title },
    icon: 'star',
    activePrefixes: [to],
  };
}

/** Whether a menu item is the current section: its paths match exactly or as a prefix ("/" only exactly). */
export function isActiveItem(item: MenuItem, appPath: string): boolean {
  return item.activePrefixes.some((prefix) =>
    prefix === '/' ? appPath === '/' : appPath === prefix || appPath.startsWith(`${prefix}/`),
  );
}
