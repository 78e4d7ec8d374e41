const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * "in 3 hours", "in 2 days", "dans 5 minutes": how long until a moment, worded by the browser for the locale.
 * Rounded up, so a limit never reads as resetting sooner than it does; hours from 90 minutes, days from 48 hours
 * (so "in 1 day" never hides a 47-hour wait).
 */
export function timeUntil(target: string, now: number, locale: string): string {
  const ms = Math.max(0, Date.parse(target) - now);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (ms >= 2 * DAY_MS) return format.format(Math.ceil(ms / DAY_MS), 'day');
  if (ms >= 90 * MINUTE_MS) return format.format(Math.ceil(ms / HOUR_MS), 'hour');
  return format.format(Math.max(1, Math.ceil(ms / MINUTE_MS)), 'minute');
}

/** The date and time of a moment in the player's locale and time zone ("25 Nov 2026, 14:30"). */
export function dateTimeText(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}
