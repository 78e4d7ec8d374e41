/**
 * A tiny typed event bus for the few app-wide signals that must cross layers without a React tree in between
 * (the HTTP client has no access to the router, yet a 401 must end the session and send the user to login).
 */
type Listener<Payload> = (payload: Payload) => void;

export type EventBus<Events extends Record<string, unknown>> = {
  on: <Type extends keyof Events>(type: Type, listener: Listener<Events[Type]>) => () => void;
  emit: <Type extends keyof Events>(type: Type, payload: Events[Type]) => void;
};

export function createEventBus<Events extends Record<string, unknown>>(): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();

  return {
    on(type, listener) {
      const forType = listeners.get(type) ?? new Set();
      forType.add(listener as Listener<never>);
      listeners.set(type, forType);
      return () => forType.delete(listener as Listener<never>);
    },
    emit(type, payload) {
      for (const listener of listeners.get(type) ?? []) (listener as Listener<typeof payload>)(payload);
    },
  };
}

export type AppEvents = {
  /** Any HTTP 401 (platform-core §8): the session is gone, so the auth feature logs out and opens login. */
  'auth-error': { url: string };
  /** The session ended in this browser (platform-core §4: logout emits a logout event). */
  logout: Record<string, never>;
};

export const appEvents = createEventBus<AppEvents>();
