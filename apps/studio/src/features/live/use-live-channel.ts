import { useEffect, useState } from 'react';
import { followLiveChannel, type ChannelState } from './live-realtime';

/** A read keeps the player seated: a table with nobody seated pauses between rounds. */
export const HEARTBEAT_MS = 20_000;
/** Without the channel, the table is read this often, so the rounds still follow each other on screen. */
export const POLL_MS = 2000;
/** How long the channel may take to (re)connect before polling takes over. */
export const FALLBACK_AFTER_MS = 3000;

export type LiveConnection = 'connecting' | 'live' | 'polling';
export type RealtimeLink = { readonly url: string; readonly token: string; readonly channel: string };

type Options = {
  /** Where the table's channel is, from the first read; undefined until then. */
  readonly link: RealtimeLink | undefined;
  /** Reads the table (one at a time: the caller queues). */
  readonly read: () => Promise<void>;
  /** A fresh token for the channel, from a fresh read. */
  readonly freshToken: () => Promise<string>;
  readonly onPublication: (data: unknown) => void;
};

/**
 * How the frame hears the table: its channel while it flows, a read every 2 s once it has been down a moment, and
 * a read every 20 s whatever happens, which keeps the player's seat. A (re)subscription reads the table too, for
 * the messages missed meanwhile.
 */
export function useLiveChannel({ link, read, freshToken, onPublication }: Options): LiveConnection {
  const [channel, setChannel] = useState<ChannelState>('subscribing');
  const [pollingDue, setPollingDue] = useState(false);

  useEffect(() => {
    if (!link) return;
    return followLiveChannel({
      ...link,
      getToken: freshToken,
      onState: (next) => {
        setChannel(next);
        if (next === 'subscribed') void read();
      },
      onPublication,
    });
  }, [freshToken, link, onPublication, read]);

  const flowing = channel === 'subscribed';
  useEffect(() => {
    if (flowing || !link) return;
    let poll: number | undefined;
    const due = window.setTimeout(() => {
      setPollingDue(true);
      poll = window.setInterval(() => void read(), POLL_MS);
    }, FALLBACK_AFTER_MS);
    return () => {
      window.clearTimeout(due);
      window.clearInterval(poll);
    };
  }, [flowing, link, read]);

  useEffect(() => {
    const beat = window.setInterval(() => void read(), HEARTBEAT_MS);
    return () => window.clearInterval(beat);
  }, [read]);

  if (flowing) return 'live';
  return pollingDue ? 'polling' : 'connecting';
}
