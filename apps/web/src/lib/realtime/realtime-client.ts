import { PRIVATE_CHANNEL_NAMES, PUBLIC_CHANNELS, privateChannel } from '@casino/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { logger } from '../http/api';
import { queryKeys } from '../query-keys';
import type { SessionPlayer } from '../session/session-player';
import { fetchPlayerSettings, playerSettingsQueryOptions } from './player-settings';
import type { SequenceMemory } from './private-messages';
import { applyPrivateMessage, catchUpAfterSubscribe } from './private-messages';
import { applyPublication } from './apply-publication';

/** The endpoint may be given relative to the site; a WebSocket needs an absolute ws(s) URL. */
function toWebSocketUrl(url: string): string {
  const absolute = new URL(url, window.location.href);
  if (absolute.protocol === 'http:') absolute.protocol = 'ws:';
  if (absolute.protocol === 'https:') absolute.protocol = 'wss:';
  return absolute.toString();
}

/** Who the connection is for: the signed-in player's id, or null for a guest. */
type Identity = string | null;

const identityOf = (player: SessionPlayer | null | undefined): Identity => (player ? String(player.id) : null);

/**
 * Connects to the realtime endpoint and mirrors the public channels, and every private channel of the signed-in
 * player, into the query cache. When the session changes (sign-in, sign-out, another account) it reconnects with
 * the new identity: a fresh token from the settings call, the new player's channels, a fresh sequence memory.
 * The `centrifuge` package is imported on demand: the lobby paints without it. Returns a stop function.
 */
export function startRealtime(queryClient: QueryClient): () => void {
  let stopped = false;
  let disconnect: (() => void) | undefined;
  /** The identity connected (or being connected); undefined until the first settings call has told. */
  let identity: Identity | undefined;
  let queue = Promise.resolve();

  const connect = async () => {
    disconnect?.();
    disconnect = undefined;
    const settings = await queryClient.fetchQuery({ ...playerSettingsQueryOptions(), staleTime: 0 });
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
    const user = settings.cent.user || null;
    identity ??= user;
    if (user) {
      const sequences: SequenceMemory = new Map();
      for (const name of PRIVATE_CHANNEL_NAMES) {
        const subscription = client.newSubscription(privateChannel(name, user));
        subscription.on('publication', (context) => {
          if (applyPrivateMessage(queryClient, sequences, name, context.data) === 'invalid') {
            logger.warn('REALTIME_MESSAGE_INVALID', `Dropped a malformed message on ${name}`);
          }
        });
        subscription.on('subscribed', () => catchUpAfterSubscribe(queryClient, name));
        subscription.subscribe();
      }
    }
    client.connect();
    disconnect = () => client.disconnect();
  };

  /** Connections are made one after another, so a quick sign-in and sign-out never leave two sockets open. */
  const reconnect = () => {
    queue = queue.then(connect).catch((error: unknown) => logger.warn('REALTIME_CONNECT_ERROR', String(error)));
  };

  const playerKey = queryKeys.player();
  const stopWatching = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.state.status !== 'success') return;
    if (!playerKey.every((part, index) => event.query.queryKey[index] === part)) return;
    const next = identityOf(event.query.state.data as SessionPlayer | null);
    if (identity === undefined || next === identity) return;
    identity = next;
    reconnect();
  });
  reconnect();

  return () => {
    stopped = true;
    stopWatching();
    disconnect?.();
  };
}
