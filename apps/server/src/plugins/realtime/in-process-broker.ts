import type { Broker, BrokerListener } from './broker';

/**
 * For a single server process (development, tests, small installs): publications never leave the process, so two
 * processes without Redis do not see each other's messages. Delivery is synchronous, which keeps publications on a
 * channel in the order they were made.
 */
export function createInProcessBroker(listener: BrokerListener): Broker {
  const channels = new Set<string>();

  return {
    publish(channel, payload) {
      if (channels.has(channel)) listener(channel, payload);
      return Promise.resolve();
    },
    subscribe(channel) {
      channels.add(channel);
      return Promise.resolve();
    },
    unsubscribe(channel) {
      channels.delete(channel);
      return Promise.resolve();
    },
    close() {
      channels.clear();
      return Promise.resolve();
    },
  };
}
