import type { QueryClient } from '@tanstack/react-query';
import { DEFAULT_LOCALE, LOCALES } from '@casino/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { basePathOf } from '../lib/i18n/locale-path';
import { AppSplash } from './layout/app-splash';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { createGuardLoader } from './routing/guard-loader';
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

/**
 * One route tree per locale: the default locale at the root, every other under its code (`/de/pokies`), so a
 * path that merely looks like a locale (`/fr/...`) is a plain not-found instead of a silent fallback. The guest
 * variant runs the same trees under `/guest`.
 */
export function createAppRouter(queryClient: QueryClient) {
  const basename = basePathOf(window.location.pathname);
  const guardLoader = createGuardLoader(
    { queryClient, navigate: (to) => void router.navigate(to, { replace: true }) },
    basename,
  );
  const router = createBrowserRouter(
    LOCALES.map((locale) => ({
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppSplash,
      loader: guardLoader,
      // The guards run on every change of page or query, not only when the locale root itself changes.
      shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
        defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname || currentUrl.search !== nextUrl.search,
      // The pathless child keeps the header and footer on screen when a single page fails.
      children: [{ ErrorBoundary: RouteErrorPage, children: pageRoutes }],
    })),
    { basename: basename || undefined },
  );
  trackNavigation(router);
  return router;
}
