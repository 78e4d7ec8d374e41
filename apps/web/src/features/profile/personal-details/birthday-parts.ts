import {
  birthdayIsoDate,
  birthdayRule,
  type BirthdayParts,
  type CalendarDate,
  type License,
  type ValidationMessage,
} from '@casino/contracts';

const EMPTY_BIRTHDAY: BirthdayParts = { day: '', month: '', year: '' };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored `YYYY-MM-DD` split into the form's day, month and year; anything else starts the inputs empty. */
export function birthdayPartsOf(isoDate: string | null | undefined): BirthdayParts {
  const match = ISO_DATE.exec(isoDate ?? '');
  if (!match) return EMPTY_BIRTHDAY;
  const [, year = '', month = '', day = ''] = match;
  return { day, month, year };
}

/** The parts as `YYYY-MM-DD` for the API; null when they are all blank or do not make a real date. */
export function isoDateOfBirthday(parts: BirthdayParts): string | null {
  return birthdayIsoDate({ day: parts.day.trim(), month: parts.month.trim(), year: parts.year.trim() });
}

export const isBirthdayBlank = (parts: BirthdayParts) =>
  [parts.day, parts.month, parts.year].every((part) => part.trim() === '');

/** Players under the Estonian licence must be 21, everyone else 18 (platform-core §5). */
const birthdayVariantOf = (license: License) => (license === 'EE' ? 'estonia' : 'default');

/**
 * The §5 birthday rule over the three inputs. All blank is "not given" (whether that is allowed is the required
 * rule's decision); a half-filled date is invalid rather than silently dropped.
 */
export function birthdayPartsRule(
  parts: BirthdayParts,
  options: { today: CalendarDate; license: License },
): ValidationMessage | null {
  if (isBirthdayBlank(parts)) return null;
  return birthdayRule(parts, { today: options.today, variant: birthdayVariantOf(options.license) });
}
