import { DEFAULT_LOCALE, LOCALES } from '@casino/contracts';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppSplash } from './layout/app-splash';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error-page';

/** Every page is its own chunk: the lobby's first load carries only the shell and the page it shows. */
const pageRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('../features/lobby/routes/main-page')).MainPage }),
  },
  ...['pokies', 'pokies/:slug'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/lobby/routes/section-page')).PokiesPage }),
  })),
  ...['live', 'live/:slug'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/lobby/routes/section-page')).LivePage }),
  })),
  {
    path: 'categories/:slug',
    lazy: async () => ({ Component: (await import('../features/lobby/routes/category-page')).CategoryPage }),
  },
  ...['producers/:slug', 'producers/:slug/:page'].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import('../features/lobby/routes/producer-page')).ProducerPage }),
  })),
  {
    path: 'play/:producer/:name',
    lazy: async () => ({ Component: (await import('../features/game-play/routes/game-launch-page')).GameLaunchPage }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
  },
];

/**
 * One route tree per locale: the default locale at the root, every other under its code (`/de/pokies`), so a
 * path that merely looks like a locale (`/fr/...`) is a plain not-found instead of a silent fallback.
 */
export function createAppRouter() {
  return createBrowserRouter(
    LOCALES.map((locale) => ({
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: AppSplash,
      // The pathless child keeps the header and footer on screen when a single page fails.
      children: [{ ErrorBoundary: RouteErrorPage, children: pageRoutes }],
    })),
  );
}
