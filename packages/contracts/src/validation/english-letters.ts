import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/** For fields a bank or card scheme reads (holder names), which accept only unaccented Latin letters. */
const ENGLISH_LETTERS = /^[A-Za-z ]*$/;

export function englishLettersRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return ENGLISH_LETTERS.test(value) ? null : { key: VALIDATION_MESSAGE_KEYS.onlyEnglishLetters };
}

export const englishLettersSchema: z.ZodString = stringFieldSchema([englishLettersRule]);
