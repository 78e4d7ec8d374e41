import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { logger } from '../lib/http/api';
import { preloadResponseSchemas } from '../lib/http/lazy-response-schemas';
import { i18n } from '../lib/i18n/i18n';
import { TranslatorProvider } from '../lib/i18n/use-translation';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Time after the load event left to the first screen's own requests (lobby rows) before realtime starts. */
const FIRST_SCREEN_GRACE_MS = 3_000;

/**
 * Realtime is a nice-to-have for the first screen, so it must not compete with it: it waits for the load event,
 * a grace period for the lobby's data and covers, and then an idle moment.
 */
function afterFirstScreen(callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    if (!('requestIdleCallback' in window)) return callback();
    const handle = window.requestIdleCallback(callback, { timeout: 3_000 });
    cancelIdle = () => window.cancelIdleCallback(handle);
  };
  const start = () => {
    timer = setTimeout(idle, FIRST_SCREEN_GRACE_MS);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    clearTimeout(timer);
    cancelIdle?.();
  };
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    // Loaded on demand with the channel schemas it validates with: nothing of it is needed for the first screen.
    // So are the response schemas, which the first screen's own data did not need either.
    const cancel = afterFirstScreen(() => {
      void preloadResponseSchemas();
      import('../lib/realtime/realtime-client')
        .then(({ startRealtime }) => {
          if (!unmounted) stop = startRealtime(queryClient);
        })
        .catch((error: unknown) => logger.warn('REALTIME_CONNECT_ERROR', String(error)));
    });
    return () => {
      unmounted = true;
      cancel();
      stop?.();
    };
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>
    </QueryClientProvider>
  );
}
