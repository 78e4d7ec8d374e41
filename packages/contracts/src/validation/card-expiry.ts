import type { z } from 'zod';
import type { CalendarDate } from './calendar-date';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

const EXPIRY_PATTERN = /^(\d{2})\/(\d{2})$/;

/**
 * "MM/YY", month 01-12 and year above 00, read as 20YY. A card is valid through the last day of its month, so
 * only months before the current one are expired. A malformed expiry is `card_invalid`; a past one `card_expired`.
 */
export function cardExpiryRule(
  value: string | null | undefined,
  options: { today: CalendarDate },
): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const match = EXPIRY_PATTERN.exec(value);
  const month = Number(match?.[1]);
  const shortYear = Number(match?.[2]);
  if (!match || month < 1 || month > 12 || shortYear <= 0) return { key: VALIDATION_MESSAGE_KEYS.cardInvalid };
  const year = 2000 + shortYear;
  const { today } = options;
  const expired = year < today.year || (year === today.year && month < today.month);
  return expired ? { key: VALIDATION_MESSAGE_KEYS.cardExpired } : null;
}

/** `today` is read per parse, so a long-running server does not keep the month it started in. */
export function cardExpirySchema(options: { today: () => CalendarDate }): z.ZodString {
  return stringFieldSchema([(value) => cardExpiryRule(value, { today: options.today() })]);
}
