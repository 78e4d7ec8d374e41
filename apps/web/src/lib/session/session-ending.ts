import { createStore, useStore } from '../store/create-store';

/**
 * Whether a sign-out is with the server now. Until the server has ended the session the chrome reads the login
 * state as not yet known: no user call starts (one that did was answered 401 once the session had ended), and the
 * guest's buttons appear only when they are true (a "Log in" shown while the server still knew the player would be
 * a lie to whoever takes the screen next).
 */
const ending = createStore(false);

export const setSessionEnding = (value: boolean): void => ending.set(value);
export const isSessionEnding = (): boolean => ending.get();
export const useSessionEnding = (): boolean => useStore(ending);
