import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateOf, compareCalendarDates, daysInMonth, isLeapYear, isRealDate } from './calendar-date';

describe('calendar dates', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('isLeapYear(%i) is %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
  ])('daysInMonth(%i, %i) is %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });

  it.each([
    [{ year: 2024, month: 2, day: 29 }, true],
    [{ year: 2023, month: 2, day: 29 }, false],
    [{ year: 2023, month: 4, day: 31 }, false],
    [{ year: 2023, month: 13, day: 1 }, false],
    [{ year: 2023, month: 0, day: 1 }, false],
    [{ year: 2023, month: 1, day: 0 }, false],
    [{ year: 2023, month: 1, day: 1.5 }, false],
  ])('isRealDate(%j) is %s', (date, expected) => {
    expect(isRealDate(date)).toBe(expected);
  });

  it('reads the UTC day of a clock value', () => {
    expect(calendarDateOf(Date.UTC(2024, 11, 31, 23, 59))).toEqual({ year: 2024, month: 12, day: 31 });
    expect(calendarDateOf(new Date(Date.UTC(2025, 0, 1)))).toEqual({ year: 2025, month: 1, day: 1 });
  });

  it('orders dates', () => {
    const day = { year: 2024, month: 6, day: 15 };
    expect(compareCalendarDates(day, { ...day })).toBe(0);
    expect(compareCalendarDates(day, { ...day, day: 16 })).toBeLessThan(0);
    expect(compareCalendarDates(day, { year: 2023, month: 12, day: 31 })).toBeGreaterThan(0);
  });

  it.each([
    [{ year: 2006, month: 6, day: 15 }, { year: 2024, month: 6, day: 15 }, 18],
    [{ year: 2006, month: 6, day: 16 }, { year: 2024, month: 6, day: 15 }, 17],
    [{ year: 2006, month: 7, day: 1 }, { year: 2024, month: 6, day: 30 }, 17],
    // Born on a leap day: of age on 1 March in a common year, not on 28 February.
    [{ year: 2004, month: 2, day: 29 }, { year: 2022, month: 2, day: 28 }, 17],
    [{ year: 2004, month: 2, day: 29 }, { year: 2022, month: 3, day: 1 }, 18],
    [{ year: 2004, month: 2, day: 29 }, { year: 2024, month: 2, day: 29 }, 20],
  ])('ageOn(%j, %j) is %i', (birth, today, expected) => {
    expect(ageOn(birth, today)).toBe(expected);
  });
});
