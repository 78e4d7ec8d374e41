import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from '@casino/contracts';
import { createBrowserRouter, matchRoutes, type HydrationState, type RouteObject } from 'react-router';
import { basePathOf, localeFromPath, stripBasePath } from '../lib/i18n/locale-path';
import { AppSplash } from './layout/app-splash';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { createGuardLoader, type GuardEffects } from './routing/guard-loader';
import { trackNavigation } from './routing/navigation-history';
import { ROUTES } from './routing/route-table';
import type { ComingSoonHandle } from './routing/route-types';

export type RouteHandle = { route: string; comingSoon?: ComingSoonHandle };

/** The route table as router routes: every page lazy, named in its handle for the chrome and analytics. */
const pageRoutes: RouteObject[] = ROUTES.map((entry) => {
  const handle: RouteHandle = { route: entry.name, comingSoon: entry.comingSoon };
  return entry.path === ''
    ? { index: true, lazy: entry.component, handle }
    : { path: entry.path, lazy: entry.component, handle };
});

type AppRouteDeps = {
  queryClient: QueryClient;
  /** Where a popup's modal falls back to when it closes. */
  navigate: (to: string) => void;
  basename: string;
  /** What the guards' outcomes open; the browser's own stores unless given (the server gives stand-ins). */
  effects?: GuardEffects;
  /** The locales whose trees to build: all of them unless given (the browser builds one at a time). */
  locales?: readonly LocaleCode[];
};

/**
 * One route tree per locale: the default locale at the root, every other under its code (`/de/pokies`), so a
 * path that merely looks like a locale (`/fr/...`) is a plain not-found instead of a silent fallback. The guest
 * variant runs the same trees under `/guest`. The browser's router and the server's first-screen render share it,
 * each building only the locales it needs.
 */
export function createAppRoutes({
  queryClient,
  navigate,
  basename,
  effects,
  locales = LOCALES,
}: AppRouteDeps): RouteObject[] {
  const guardLoader = createGuardLoader({ queryClient, navigate, effects }, basename);
  return locales.map((locale) => ({
    id: `locale:${locale}`,
    path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: AppSplash,
    loader: guardLoader,
    // The guards run on every change of page or query, not only when the locale root itself changes.
    shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
      defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
    // The pathless child keeps the header and footer on screen when a single page fails.
    children: [{ id: `pages:${locale}`, ErrorBoundary: RouteErrorPage, children: pageRoutes }],
  }));
}

/**
 * A page the server rendered is hydrated, and hydration must draw exactly what the server drew: the lazy page
 * modules on the address are loaded before the router starts, or it would draw its splash over the page first.
 */
async function loadLazyPagesOn(routes: RouteObject[], basename: string): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` is the server's loader data when the first screen came rendered. */
export async function createAppRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const basename = basePathOf(window.location.pathname);
  const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
  const localeTree = (locale: LocaleCode) =>
    createAppRoutes({
      queryClient,
      navigate: (to) => void routerRef.current?.navigate(to, { replace: true }),
      basename,
      locales: [locale],
    });
  // Only the address's locale is built up front: the router ranks and tries every route it holds when it starts and
  // on each navigation, and nine locales' trees made that ten times the work on a phone's busiest second. Another
  // locale's tree joins when a navigation first leads into it (React Router asks whenever no route, or only the
  // not-found page, matched).
  const pageLocale = (path: string) => localeFromPath(stripBasePath(path, basename));
  const startLocale = pageLocale(window.location.pathname);
  const built = new Set<LocaleCode>([startLocale]);
  const routes = localeTree(startLocale);
  if (hydrationData) await loadLazyPagesOn(routes, basename);
  const router = createBrowserRouter(routes, {
    basename: basename || undefined,
    hydrationData,
    patchRoutesOnNavigation: ({ path, patch }) => {
      const locale = pageLocale(path);
      if (built.has(locale)) return;
      built.add(locale);
      patch(null, localeTree(locale));
    },
  });
  routerRef.current = router;
  trackNavigation(router);
  return router;
}
