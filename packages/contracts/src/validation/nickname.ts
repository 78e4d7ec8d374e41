import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { lengthRules } from './length';
import { firstFailure, isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

export const NICKNAME_MIN_LENGTH = 3;
export const NICKNAME_MAX_LENGTH = 15;

/**
 * Letters of any script (with their combining marks, so a decomposed "é" passes like a composed one), decimal
 * digits, spaces, dots and hyphens. Anything else could be used to impersonate staff or break chat layouts.
 */
const NICKNAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd} .-]*$/u;

export function nicknameCharactersRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return NICKNAME_CHARACTERS.test(value) ? null : { key: VALIDATION_MESSAGE_KEYS.nicknameWrongCharacters };
}

const nicknameLengthRules = lengthRules({ min: NICKNAME_MIN_LENGTH, max: NICKNAME_MAX_LENGTH });

/** The whole nickname rule: optional, but when given, the right characters and 3 to 15 of them. */
export function nicknameRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return firstFailure(value, [nicknameCharactersRule, ...nicknameLengthRules]);
}

/** Optional by spec: an empty string passes; use `.optional()` as well when the field may be absent. */
export const nicknameSchema: z.ZodString = stringFieldSchema([nicknameRule], { required: false });
