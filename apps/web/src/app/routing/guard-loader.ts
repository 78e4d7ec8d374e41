import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_PAGE_TOGGLES, pageTogglesQueryOptions } from '../../lib/config/page-toggles';
import { loadVisitorGeo } from '../../lib/geo/get-geo';
import { localeFromPath, localizePath, stripBasePath, stripLocalePrefix } from '../../lib/i18n/locale-path';
import { openModal } from '../../lib/modals/modal-store';
import { playerQueryOptions } from '../../lib/session/get-player';
import { isTester } from '../../lib/session/session-player';
import { readStored } from '../../lib/storage/browser-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { showToast } from '../../lib/toasts/toast-store';
import { previousAppPath } from './navigation-history';
import { guardNeeds, resolveRoute, type GuardContext } from './resolve-route';
import { rememberGuardSession } from './guard-session';

/** What a guard's outcome may open besides the page: the browser's stores, or the server renderer's stand-ins. */
export type GuardEffects = { openModal: typeof openModal; showToast: typeof showToast };

const BROWSER_EFFECTS: GuardEffects = { openModal, showToast };

type GuardDeps = {
  queryClient: QueryClient;
  /** Where a popup's modal falls back to when it closes. */
  navigate: (to: string) => void;
  /**
   * The modal and toast stores are the page's own; the server, rendering for many visitors in one process, passes
   * stand-ins that leave such pages to the browser instead of opening anything for everyone.
   */
  effects?: GuardEffects;
};

/** A profile call that fails outright counts as a guest: the guards must never leave the page blank. */
async function loadPlayer(queryClient: QueryClient) {
  return queryClient.ensureQueryData(playerQueryOptions()).catch(() => null);
}

async function loadLimitReached(queryClient: QueryClient): Promise<boolean> {
  const { isLimitReached, userLimitsQueryOptions } = await import('../../lib/session/get-user-limits');
  const limits = await queryClient.ensureQueryData(userLimitsQueryOptions());
  return limits.some(isLimitReached);
}

async function gatherContext(appPath: string, deps: GuardDeps): Promise<GuardContext> {
  const giftPromocodeStored = readStored('session', STORAGE_KEYS.giftPromocode) !== null;
  const needs = guardNeeds(appPath, { giftPromocodeStored });
  const { queryClient } = deps;
  const [player, pageToggles, geo] = await Promise.all([
    needs.session ? loadPlayer(queryClient) : null,
    needs.toggles ? queryClient.ensureQueryData(pageTogglesQueryOptions()) : DEFAULT_PAGE_TOGGLES,
    needs.geo ? loadVisitorGeo(queryClient) : null,
  ]);
  const loggedIn = Boolean(player);
  rememberGuardSession(needs.session ? loggedIn : null);
  // Limits matter only on the way into a game, so their code loads only then.
  const limitReached = needs.geo && loggedIn ? await loadLimitReached(queryClient) : false;
  return {
    loggedIn,
    pageToggles,
    tester: isTester(player),
    legalRestricted: !loggedIn && geo !== null && geo.restriction !== 'none',
    limitReached,
    previousPath: previousAppPath(),
    saleEnabled: false,
    giftPromocodeStored,
  };
}

/**
 * How a popup route's modal opens: bound to the route's address (it closes when the browser leaves it), and closing
 * it goes to the lobby of the address's locale. `pathname` carries the locale prefix, `appPath` does not.
 */
export function popupModalOptions(appPath: string, pathname: string, navigate: (to: string) => void) {
  const home = localizePath('/', localeFromPath(pathname));
  return { routePath: appPath, onClose: () => navigate(home) };
}

/**
 * The loader on each locale root: runs the guards of the route table on every navigation (see resolve-route.ts),
 * then opens what the outcome asks for and redirects or lets the page render.
 */
export function createGuardLoader(deps: GuardDeps, basename: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const pathname = stripBasePath(url.pathname, basename);
    const appPath = stripLocalePrefix(pathname);
    const outcome = resolveRoute({ pathname, search: url.search }, await gatherContext(appPath, deps));
    const effects = deps.effects ?? BROWSER_EFFECTS;

    if (outcome.type === 'render') {
      if (outcome.modal) effects.openModal(outcome.modal, popupModalOptions(appPath, pathname, deps.navigate));
      return null;
    }
    if (outcome.modal) effects.openModal(outcome.modal);
    if (outcome.toast) effects.showToast(outcome.toast);
    // Replace, not push: the address the guard refused should not be a Back-button step.
    throw replace(outcome.to);
  };
}
