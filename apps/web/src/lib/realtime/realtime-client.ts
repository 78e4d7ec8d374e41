import { PUBLIC_CHANNELS } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { logger } from '../http/api';
import { fetchPlayerSettings, playerSettingsQueryOptions } from './player-settings';
import { applyPublication } from './realtime-cache';

/** The endpoint may be given relative to the site; a WebSocket needs an absolute ws(s) URL. */
function toWebSocketUrl(url: string): string {
  const absolute = new URL(url, window.location.href);
  if (absolute.protocol === 'http:') absolute.protocol = 'ws:';
  if (absolute.protocol === 'https:') absolute.protocol = 'wss:';
  return absolute.toString();
}

/**
 * Connects to the realtime endpoint and mirrors the public channels into the query cache. The `centrifuge`
 * package is imported on demand: the lobby paints without it, and the connection starts once the page is idle.
 * Returns a stop function.
 */
export function startRealtime(queryClient: QueryClient): () => void {
  let stopped = false;
  let disconnect: (() => void) | undefined;

  const connect = async () => {
    const settings = await queryClient.fetchQuery(playerSettingsQueryOptions());
    if (!settings || stopped) return;
    const { Centrifuge } = await import('centrifuge');
    if (stopped) return;

    const client = new Centrifuge(toWebSocketUrl(settings.cent.url), {
      token: settings.cent.token,
      // Tokens expire; a fresh settings call issues a new one for the same (guest or player) identity.
      getToken: async () => (await fetchPlayerSettings())?.cent.token ?? '',
    });
    for (const channel of PUBLIC_CHANNELS) {
      const subscription = client.newSubscription(channel);
      subscription.on('publication', (context) => {
        if (!applyPublication(queryClient, channel, context.data)) {
          logger.warn('REALTIME_MESSAGE_INVALID', `Dropped a malformed message on ${channel}`);
        }
      });
      subscription.subscribe();
    }
    client.connect();
    disconnect = () => client.disconnect();
  };

  connect().catch((error: unknown) => logger.warn('REALTIME_CONNECT_ERROR', String(error)));

  return () => {
    stopped = true;
    disconnect?.();
  };
}
