import { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import { ageOn, compareCalendarDates, isRealDate } from './calendar-date';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema, withRules } from './zod-rules';
import { maxLengthRule } from './length';
import { integerRule, maxValueRule } from './number';
import { requiredRule } from './required';

/** Gambling is for adults: 18 in general, 21 under the Estonian licence. */
export const BIRTHDAY_MIN_AGE = { default: 18, estonia: 21 } as const;
export type BirthdayVariant = keyof typeof BIRTHDAY_MIN_AGE;

/** Nobody born earlier is alive; an older year is a slip of the keyboard, not a customer. */
export const BIRTHDAY_MIN_YEAR = 1900;

/** The three selects of the birthday input, as zero-padded text ("07", "03", "1990"). */
export type BirthdayParts = { day: string; month: string; year: string };

const STRICT_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The date from day, month and year joined as strict DD/MM/YYYY: "7" is not "07", "31/02" is not a day, and
 * leap years count. Null when the parts do not make a real date.
 */
export function parseBirthday(parts: BirthdayParts): CalendarDate | null {
  const match = STRICT_DATE.exec(`${parts.day}/${parts.month}/${parts.year}`);
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** `YYYY-MM-DD`, the stored form of `date_of_birth`, or null for an invalid birthday. */
export function birthdayIsoDate(parts: BirthdayParts): string | null {
  const date = parseBirthday(parts);
  if (!date) return null;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type BirthdayRuleOptions = { today: CalendarDate; variant?: BirthdayVariant };

/** A real date, not in the future or before 1900, and old enough for the licence (`birthday_min_age`, `age`). */
export function birthdayRule(parts: BirthdayParts, options: BirthdayRuleOptions): ValidationMessage | null {
  const birth = parseBirthday(parts);
  if (!birth || birth.year < BIRTHDAY_MIN_YEAR || compareCalendarDates(birth, options.today) > 0) {
    return { key: VALIDATION_MESSAGE_KEYS.birthdayInvalid };
  }
  const minAge = BIRTHDAY_MIN_AGE[options.variant ?? 'default'];
  return ageOn(birth, options.today) >= minAge
    ? null
    : { key: VALIDATION_MESSAGE_KEYS.birthdayMinAge, params: { age: minAge } };
}

/** The day select: at most 2 characters, a whole number no greater than 31 (the full date is checked together). */
export function birthdayDayRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return maxLengthRule(value, { max: 2 }) ?? integerRule(value) ?? maxValueRule(value, { max: 31 });
}

/** The month select: at most 2 characters, a whole number no greater than 12. */
export function birthdayMonthRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return maxLengthRule(value, { max: 2 }) ?? integerRule(value) ?? maxValueRule(value, { max: 12 });
}

/**
 * `{ day, month, year }` → per-part messages on `day`/`month`, then the whole-date message on the object itself,
 * so a nested `date_of_birth` field gets `birthday_invalid` or `birthday_min_age`. `today` is read per parse,
 * so a long-running server does not keep the day it started on.
 */
export function birthdaySchema(options: { today: () => CalendarDate; variant?: BirthdayVariant }) {
  const variant = options.variant ?? 'default';
  const parts = z.object({
    day: stringFieldSchema([birthdayDayRule]),
    month: stringFieldSchema([birthdayMonthRule]),
    year: stringFieldSchema([]),
  });
  // A day of "32" or a blank year already has its own message on that part; repeating it as "invalid birthday"
  // only adds noise.
  const partsFailed = (value: BirthdayParts) =>
    [value.day, value.month, value.year].some((part) => requiredRule(part)) ||
    Boolean(birthdayDayRule(value.day) ?? birthdayMonthRule(value.month));
  return withRules(parts, [
    (value) => (partsFailed(value) ? null : birthdayRule(value, { today: options.today(), variant })),
  ]);
}
