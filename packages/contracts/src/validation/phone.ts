import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

export const PHONE_MIN_LENGTH = 8;

/**
 * At least 8 characters, each a digit, plus, parenthesis, space or hyphen — how people write numbers
 * ("+372 (5) 123-4567"). The SMS provider does the real check; this only stops obvious typos.
 */
const PHONE_PATTERN = new RegExp(`^[0-9+() -]{${PHONE_MIN_LENGTH},}$`);

export function phoneRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return PHONE_PATTERN.test(value)
    ? null
    : { key: VALIDATION_MESSAGE_KEYS.phoneInvalid, params: { min: PHONE_MIN_LENGTH } };
}

export const phoneSchema: z.ZodString = stringFieldSchema([phoneRule]);
