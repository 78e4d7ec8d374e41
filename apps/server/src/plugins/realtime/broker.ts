/** Receives every publication for a channel this process subscribed to, `payload` being the data as JSON. */
export type BrokerListener = (channel: string, payload: string) => void;

/**
 * Carries publications between server processes. The hub asks for a channel on its first local subscriber and
 * gives it up after its last, so a broker only moves messages somebody on this process will read.
 */
export type Broker = {
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once publications made anywhere after this point reach the listener. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
};

export type CreateBroker = (listener: BrokerListener) => Broker;
