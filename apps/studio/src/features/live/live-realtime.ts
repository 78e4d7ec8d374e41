/** The realtime endpoint may be given relative to the site; a WebSocket needs an absolute ws(s) URL. */
export function toWebSocketUrl(url: string, base: string): string {
  const absolute = new URL(url, base);
  if (absolute.protocol === 'http:') absolute.protocol = 'ws:';
  if (absolute.protocol === 'https:') absolute.protocol = 'wss:';
  return absolute.toString();
}

/** Where the table's channel stands: subscribed (messages flow), or not (yet, or any more). */
export type ChannelState = 'subscribing' | 'subscribed' | 'down';

type LiveChannelOptions = {
  readonly url: string;
  readonly token: string;
  readonly channel: string;
  /** A fresh token when the one given expires: a new table read issues one. */
  readonly getToken: () => Promise<string>;
  readonly onPublication: (data: unknown) => void;
  readonly onState: (state: ChannelState) => void;
};

/**
 * Follows the table's public channel over the Centrifugo client protocol. The client reconnects by itself with
 * back-off; `onState` says when messages flow, so the caller can catch up after a gap and poll while they do not.
 * The `centrifuge` package is fetched here, on demand: the table draws from its first read without waiting for it.
 * Returns a stop function.
 */
export function followLiveChannel({ url, token, channel, getToken, onPublication, onState }: LiveChannelOptions) {
  let stopped = false;
  let stop: (() => void) | undefined;
  onState('subscribing');
  import('centrifuge').then(
    ({ Centrifuge }) => {
      if (stopped) return;
      const client = new Centrifuge(toWebSocketUrl(url, window.location.href), { token, getToken });
      const subscription = client.newSubscription(channel);
      subscription.on('publication', (context) => onPublication(context.data));
      subscription.on('subscribing', () => onState('subscribing'));
      subscription.on('subscribed', () => onState('subscribed'));
      subscription.on('unsubscribed', () => onState('down'));
      client.on('disconnected', () => onState('down'));
      client.on('connecting', () => onState('subscribing'));
      subscription.subscribe();
      client.connect();
      stop = () => {
        client.removeAllListeners();
        subscription.removeAllListeners();
        client.disconnect();
      };
    },
    // The chunk did not load (offline, a release replaced it): the table keeps going by polling.
    () => onState('down'),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}
