/** The current time. Injected, so tests can stand at any moment (token expiry, TOTP steps, session idling). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMinutes = (time: Date, minutes: number): Date => new Date(time.getTime() + minutes * 60_000);
