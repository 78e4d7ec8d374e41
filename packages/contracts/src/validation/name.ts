import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/**
 * First and last names: letters of any script (with combining marks), spaces, digits, dots and hyphens — the
 * spec's list. Apostrophes ("O'Brien") are not in it; widening this is a product decision, not a bug fix.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} .-]*$/u;

export function nameRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return NAME_CHARACTERS.test(value) ? null : { key: VALIDATION_MESSAGE_KEYS.nameWrongCharacters };
}

export const nameSchema: z.ZodString = stringFieldSchema([nameRule]);
