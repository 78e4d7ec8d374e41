import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { openGuardModal } from './app/routing/guard-modal';
import './components/ui/global.css';
import { logger } from './lib/http/api';
import { initI18n } from './lib/i18n/i18n';
import { basePathOf, localeFromPath, stripBasePath } from './lib/i18n/locale-path';
import { AfterTakeover } from './lib/ssr/after-takeover';
import { loadDrawnParts } from './lib/ssr/drawn-lazy';
import { readFirstScreenState } from './lib/ssr/first-screen-state';
import { keepServerDevice } from './lib/ssr/page-environment';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A first screen the server rendered comes with the data it was drawn from: the browser takes it over (hydrates)
// instead of drawing it again, and asks the server for none of it a second time.
const firstScreen = readFirstScreenState();
// The code of the lazy parts the server drew must be here before the take-over, or a tap on one would be lost.
const drawnPartsLoaded = loadDrawnParts(firstScreen?.drawnParts ?? []);

// The locale's messages arrive before the first render, so a German visitor never sees English flash by.
const { pathname } = window.location;
await initI18n(localeFromPath(stripBasePath(pathname, basePathOf(pathname))));

const queryClient = createQueryClient();
if (firstScreen) {
  keepServerDevice(firstScreen.device);
  hydrate(queryClient, firstScreen.queries);
  // A guard sent the visitor on before the page was drawn (a cashbox route opens over the lobby): the address
  // shown is the one drawn, as the browser's guards would have left it.
  if (firstScreen.shownPath) window.history.replaceState(window.history.state, '', firstScreen.shownPath);
}
const [router] = await Promise.all([createAppRouter(queryClient, firstScreen?.router), drawnPartsLoaded]);
const guardModal = firstScreen?.modal;
const app = (
  <StrictMode>
    <App queryClient={queryClient} router={router} />
    {guardModal ? <AfterTakeover action={() => openGuardModal(guardModal, router)} /> : null}
  </StrictMode>
);

if (firstScreen) {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding a slow phone's main
  // thread for the whole page: the page is on screen already, and a tap meanwhile is answered first.
  startTransition(() => {
    hydrateRoot(container, app, {
      // A difference between the server's drawing and the browser's (a stored preference, the screen's width) is
      // mended by React drawing that part again; it is worth knowing, not worth an error report.
      onRecoverableError: (error) => logger.warn('FIRST_SCREEN_HYDRATION', String(error)),
    });
  });
} else {
  createRoot(container).render(app);
}
