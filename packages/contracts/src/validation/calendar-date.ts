/** A day on the calendar, with no time or zone: what a birthday or "this month" means to a person. */
export type CalendarDate = { year: number; month: number; day: number };

/**
 * The UTC calendar day of a clock reading (`clock()` on the server). Rules take the day as an argument instead
 * of calling Date.now, so tests can stand on any date and a form and the server can agree on one.
 */
export function calendarDateOf(time: Date | number): CalendarDate {
  const date = typeof time === 'number' ? new Date(time) : time;
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isRealDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Negative when `a` is earlier than `b`, zero on the same day, positive when later. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Whole years from `birth` to `today`. Someone born on 29 February comes of age on 1 March in a non-leap year:
 * the later of the two readings, because letting a minor in a day early is the costly mistake.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthdayThisYear = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthdayThisYear ? 0 : 1);
}
