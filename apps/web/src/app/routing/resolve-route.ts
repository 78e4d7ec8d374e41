import { matchRoutes } from 'react-router';
import type { PageToggles } from '../../lib/config/page-toggles';
import { localeFromPath, localizePath, stripLocalePrefix } from '../../lib/i18n/locale-path';
import type { ModalRequest } from '../../lib/modals/modal-ids';
import type { ToastKey } from '../../lib/toasts/toast-store';
import { legacyRedirect } from './legacy-redirects';
import { ROUTES, SIGN_UP_PATHS } from './route-table';
import type { RouteEntry } from './route-types';

/** What the guards know about the visitor when a navigation starts. */
export type GuardContext = {
  loggedIn: boolean;
  pageToggles: PageToggles;
  /** Testers (group 21) see every managed promotion page, switched off or not (engagement §5). */
  tester: boolean;
  /** A guest under the legal-restriction flag (their country is restricted). */
  legalRestricted: boolean;
  /** A logged-in player with a reached responsible-gambling limit. */
  limitReached: boolean;
  /** The last page shown (app path and query, no locale), or null on the first navigation. */
  previousPath: string | null;
  /** The shop's discount tab exists only while a sale runs. */
  saleEnabled: boolean;
  /** A gift promo code from `?giftPromocode=` waits in the session. */
  giftPromocodeStored: boolean;
};

export type RouteOutcome =
  /** Show the route's page; a popup also opens its modal, bound to the popup's address. */
  | { type: 'render'; route: string; params: Readonly<Record<string, string>>; modal?: ModalRequest }
  /** Go elsewhere instead, optionally opening a modal or warning on arrival. */
  | { type: 'redirect'; to: string; modal?: ModalRequest; toast?: ToastKey };

export type RouteLocation = { pathname: string; search: string };

const MATCHABLE = ROUTES.map((route) => ({ id: route.name, path: `/${route.path}` }));
const BY_NAME = new Map(ROUTES.map((route) => [route.name, route]));

/** Which route an app path (no locale prefix) shows, with its params. Unknown paths are the not-found route. */
export function matchAppRoute(appPath: string): { route: RouteEntry; params: Record<string, string> } {
  const match = matchRoutes(MATCHABLE, appPath)?.at(-1);
  const route = (match && BY_NAME.get(match.route.id)) ?? BY_NAME.get('notFound');
  if (!route) throw new Error('The route table has no notFound route');
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(match?.params ?? {})) if (value !== undefined) params[key] = value;
  return { route, params };
}

/** The query as modal props: popups and cashbox modals receive it untouched (platform-core §2). */
function queryProps(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

function pathOnly(pathWithQuery: string): string {
  return pathWithQuery.split(/[?#]/)[0] ?? pathWithQuery;
}

/**
 * The guards and redirects of platform-core §2 and engagement §2 as one pure function: where a navigation to
 * `location` ends up for a visitor in `context`. Paths in and out carry the locale prefix.
 */
export function resolveRoute(location: RouteLocation, context: GuardContext): RouteOutcome {
  const { pathname, search } = location;
  const locale = localeFromPath(pathname);
  const to = (appPath: string) => localizePath(appPath, locale);

  // One address per page: a trailing slash is stripped, query kept.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { type: 'redirect', to: `${pathname.replace(/\/+$/, '') || '/'}${search}` };
  }

  const appPath = stripLocalePrefix(pathname);
  const legacyTarget = legacyRedirect(appPath, search);
  if (legacyTarget !== null) {
    const [legacyPath = '/', legacyQuery = ''] = legacyTarget.split('?');
    return { type: 'redirect', to: `${to(legacyPath)}${legacyQuery ? `?${legacyQuery}` : ''}` };
  }

  const { route, params } = matchAppRoute(appPath);

  if (route.access === 'auth' && !context.loggedIn) {
    const redirect = encodeURIComponent(`${pathname}${search}`);
    return { type: 'redirect', to: `${to('/registration')}?redirect=${redirect}` };
  }
  if (route.access === 'guest' && context.loggedIn) return { type: 'redirect', to: to('/') };

  if (route.toggle && !context.tester && !context.pageToggles[route.toggle]) {
    return { type: 'redirect', to: to(route.toggleFallback ?? '/promotions') };
  }
  if (route.name === 'compPointsDiscounts' && (!context.loggedIn || !context.saleEnabled)) {
    return { type: 'redirect', to: to('/rocket-mart') };
  }

  if (route.legalRestricted && !context.loggedIn && context.legalRestricted) {
    const previous = context.previousPath;
    // Opened directly (or reloaded): there is nowhere to stay, so the lobby. Otherwise the player stays put.
    if (previous === null || pathOnly(previous) === appPath) return { type: 'redirect', to: to('/') };
    return { type: 'redirect', to: to(previous), toast: 'OOPS.RESTRICTED_GEO' };
  }
  if (route.name === 'gameBase') {
    // A game address cut short (a shared link, a hand-edited URL) still names the studio: show its games.
    return { type: 'redirect', to: `${to(`/producers/${encodeURIComponent(params.producer ?? '')}`)}${search}` };
  }
  if (route.name === 'gameItem' && context.loggedIn && context.limitReached) {
    return { type: 'redirect', to: to('/profile/limits'), toast: 'NOTIFICATIONS.ON_LIMIT_REACHED' };
  }

  if (route.kind === 'cashbox' && route.modal) {
    const modal = { id: route.modal, props: { ...queryProps(search), ...route.modalProps } };
    const previous = context.previousPath;
    // Cashbox routes never render: the modal opens over the page the player came from, or over the lobby when
    // there is none, or when that page was sign-up (platform-core §2).
    if (previous === null || SIGN_UP_PATHS.has(pathOnly(previous))) return { type: 'redirect', to: to('/'), modal };
    return { type: 'redirect', to: to(previous), modal };
  }

  if (route.name === 'main' && context.loggedIn && context.giftPromocodeStored) {
    return { type: 'redirect', to: to('/profile/gifts') };
  }

  if (route.kind === 'popup' && route.modal) {
    return { type: 'render', route: route.name, params, modal: { id: route.modal, props: queryProps(search) } };
  }
  return { type: 'render', route: route.name, params };
}

/**
 * What a navigation to this path must know before the guards can decide. Public pages wait for nothing, so the
 * lobby's first paint never waits for the profile call.
 */
export function guardNeeds(
  appPath: string,
  { giftPromocodeStored }: { giftPromocodeStored: boolean },
): { session: boolean; toggles: boolean; geo: boolean } {
  if (legacyRedirect(appPath, '') !== null) return { session: false, toggles: false, geo: false };
  const { route } = matchAppRoute(appPath);
  return {
    session:
      route.access !== 'all' ||
      route.kind === 'cashbox' ||
      Boolean(route.legalRestricted) ||
      Boolean(route.toggle) ||
      (route.name === 'main' && giftPromocodeStored) ||
      route.name === 'compPointsDiscounts',
    toggles: Boolean(route.toggle),
    geo: Boolean(route.legalRestricted),
  };
}
