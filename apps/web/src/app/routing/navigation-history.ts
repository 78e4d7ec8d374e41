import type { createBrowserRouter } from 'react-router';
import { stripBasePath, stripLocalePrefix } from '../../lib/i18n/locale-path';
import { closeModalsNotOn } from '../../lib/modals/modal-store';

type DataRouter = ReturnType<typeof createBrowserRouter>;

let lastShown: string | null = null;

/** The last page shown (app path and query, no locale), or null before the first navigation completes. */
export function previousAppPath(): string | null {
  return lastShown;
}

/**
 * Remembers each page once it is on screen (the cashbox and legal-restriction rules need "where the player came
 * from"), and closes popup-route modals when the browser leaves their address (Back, a locale switch keeps it).
 */
export function trackNavigation(router: DataRouter): () => void {
  const record = () => {
    const { location, navigation, initialized } = router.state;
    if (!initialized || navigation.state !== 'idle') return;
    // The router's own state keeps the base path (`/guest/...`); hooks and loaders work without it.
    const appPath = stripLocalePrefix(stripBasePath(location.pathname, router.basename ?? ''));
    lastShown = `${appPath}${location.search}`;
    closeModalsNotOn(appPath);
  };
  record();
  return router.subscribe(record);
}
