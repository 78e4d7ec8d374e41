/**
 * Whether the last guard run saw a logged-in player; null when its page's guards do not look at the session. A
 * login or logout re-runs the guards only when it contradicts this, so the first answer after a load (which the
 * guards already waited for) does not run them twice. Its own module: the lazy shell effects read it without
 * pulling the guard loader out of the first chunk.
 */
let sessionSeenByGuards: boolean | null = null;

export function guardsSawLoggedIn(): boolean | null {
  return sessionSeenByGuards;
}

export function rememberGuardSession(loggedIn: boolean | null): void {
  sessionSeenByGuards = loggedIn;
}
