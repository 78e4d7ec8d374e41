/**
 * The sign-up form's "address already registered" check, one at a time: a new check aborts the one before, and an
 * answer about an address that is no longer in the field is dropped, so a slow answer cannot mark a newer address.
 */
export function latestEmailCheck(isAvailable: (email: string, signal: AbortSignal) => Promise<boolean>) {
  let running: AbortController | null = null;
  return {
    /** Whether `email` is free; null when the answer no longer applies (a newer check, or the field changed). */
    async check(email: string, currentEmail: () => string): Promise<boolean | null> {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      const available = await isAvailable(email, controller.signal);
      if (controller.signal.aborted || currentEmail() !== email) return null;
      return available;
    },
    abort() {
      running?.abort();
    },
  };
}
