import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { startRealtime } from '../lib/realtime/realtime-client';

type AppProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Realtime is a nice-to-have for the first screen, so it waits until the browser is idle after first paint. */
function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 1_500);
  return () => clearTimeout(timer);
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      stop = startRealtime(queryClient);
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}
