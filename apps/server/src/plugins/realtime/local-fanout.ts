import type { Broker } from './broker';
import { encodePublicationPush } from './protocol';

export type FanoutMember = {
  deliver(channel: string, frame: string): void;
};

export type LocalFanout = {
  /** Resolves once the broker delivers the channel to this process; rejects if it could not subscribe. */
  join(channel: string, member: FanoutMember): Promise<void>;
  leave(channel: string, member: FanoutMember): void;
  /** Called by the broker for every publication on a channel this process subscribed to. */
  deliver(channel: string, payload: string): void;
};

type ChannelEntry = { members: Set<FanoutMember>; ready: Promise<void> };

type LocalFanoutDeps = {
  broker: () => Broker;
  onError: (error: unknown, channel: string) => void;
};

/**
 * The sockets of this process per channel. The broker is asked for a channel on its first member and released after
 * its last, and members that join while the first subscribe is in flight wait for that same subscribe.
 */
export function createLocalFanout({ broker, onError }: LocalFanoutDeps): LocalFanout {
  const channels = new Map<string, ChannelEntry>();

  function entryFor(channel: string): ChannelEntry {
    const existing = channels.get(channel);
    if (existing !== undefined) return existing;
    const entry: ChannelEntry = { members: new Set(), ready: broker().subscribe(channel) };
    // A failed subscribe must not stick: forget the entry so the client's retry asks the broker again.
    entry.ready.catch(() => {
      if (channels.get(channel) === entry) channels.delete(channel);
    });
    channels.set(channel, entry);
    return entry;
  }

  return {
    join(channel, member) {
      const entry = entryFor(channel);
      entry.members.add(member);
      return entry.ready;
    },

    leave(channel, member) {
      const entry = channels.get(channel);
      if (entry === undefined || !entry.members.delete(member) || entry.members.size > 0) return;
      channels.delete(channel);
      // Redis orders commands on one connection, so a later re-subscribe to this channel lands after this.
      broker()
        .unsubscribe(channel)
        .catch((error: unknown) => onError(error, channel));
    },

    deliver(channel, payload) {
      const entry = channels.get(channel);
      if (entry === undefined) return;
      const frame = encodePublicationPush(channel, payload);
      for (const member of entry.members) member.deliver(channel, frame);
    },
  };
}
