import type { ExclusionLimitType, UserLimitPeriod } from '@casino/contracts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A window of a money or session limit: usage counts from `start` (inclusive) to `end` (exclusive). */
export type LimitWindow = { start: Date; end: Date };

/**
 * `months` calendar months after `from`, in UTC, the day of the month clamped to the target month's last day
 * (31 January + 1 month = 28 or 29 February), the time of day kept.
 */
export function addCalendarMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}

/**
 * The window containing `now` of a limit whose windows run back to back from `anchor` (the moment the limit was
 * set): a day is 24 hours, a week 7 × 24 hours, a month a calendar month in UTC. Fixed windows rather than rolling
 * ones, so a window has one end the player can be shown (`active_until`) and reaching a limit means "until then",
 * not "until the oldest counted bet falls out"; and anchored at the limit rather than at midnight, so no time zone
 * decides when a player's day ends.
 */
export function windowAt(period: UserLimitPeriod, anchor: Date, now: Date): LimitWindow {
  if (period === 'day' || period === 'week') {
    const length = period === 'day' ? DAY_MS : 7 * DAY_MS;
    const elapsed = Math.max(0, now.getTime() - anchor.getTime());
    const start = anchor.getTime() + Math.floor(elapsed / length) * length;
    return { start: new Date(start), end: new Date(start + length) };
  }
  if (period === 'month') {
    if (now < anchor) return { start: anchor, end: addCalendarMonths(anchor, 1) };
    let months = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth();
    while (months > 0 && addCalendarMonths(anchor, months) > now) months -= 1;
    while (addCalendarMonths(anchor, months + 1) <= now) months += 1;
    return { start: addCalendarMonths(anchor, months), end: addCalendarMonths(anchor, months + 1) };
  }
  throw new Error(`period ${period} has no windows`);
}

/**
 * When a cooling-off or self-exclusion taken at `from` ends; null for `forever`. Cooling-off periods are exact
 * lengths (a "month" of cooling-off is 30 days, the minimum); self-exclusions are calendar months in UTC.
 */
export function exclusionEnd(type: ExclusionLimitType, period: UserLimitPeriod, from: Date): Date | null {
  if (type === 'coolingoff') {
    const days: Partial<Record<UserLimitPeriod, number>> = { day: 1, day_3: 3, week: 7, month: 30 };
    const length = days[period];
    if (length === undefined) throw new Error(`cooling-off has no period ${period}`);
    return new Date(from.getTime() + length * DAY_MS);
  }
  if (period === 'forever') return null;
  const months = Number(period);
  if (!Number.isInteger(months) || months < 6) throw new Error(`self-exclusion has no period ${period}`);
  return addCalendarMonths(from, months);
}
