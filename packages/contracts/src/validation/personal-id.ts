import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { characterCount, isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/** The length of an Estonian personal identification code (isikukood), the licence this field exists for. */
export const PERSONAL_ID_LENGTH = 11;

/**
 * Exactly 11 characters, as the spec says, of any kind: the spec does not restrict them to digits, and the
 * identity provider checks the code itself. Spaces count, so the form should not pad it.
 */
export function personalIdRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return characterCount(value) === PERSONAL_ID_LENGTH
    ? null
    : { key: VALIDATION_MESSAGE_KEYS.personalIdInvalid, params: { length: PERSONAL_ID_LENGTH } };
}

export const personalIdSchema: z.ZodString = stringFieldSchema([personalIdRule]);
