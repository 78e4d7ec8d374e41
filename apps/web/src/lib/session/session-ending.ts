import { useSyncExternalStore } from 'react';

/**
 * Whether a sign-out is with the server now. Until the server has ended the session the chrome reads the login
 * state as not yet known: no user call starts (one that did was answered 401 once the session had ended), and the
 * guest's buttons appear only when they are true (a "Log in" shown while the server still knew the player would be
 * a lie to whoever takes the screen next).
 */
let ending = false;
const listeners = new Set<() => void>();

export function setSessionEnding(value: boolean): void {
  if (ending === value) return;
  ending = value;
  for (const listener of listeners) listener();
}

export const isSessionEnding = (): boolean => ending;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useSessionEnding = (): boolean => useSyncExternalStore(subscribe, isSessionEnding, isSessionEnding);
