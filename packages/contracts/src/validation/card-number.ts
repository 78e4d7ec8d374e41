import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/** ISO/IEC 7812 primary account numbers are 12 to 19 digits long. */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** Luhn mod 10: catches every single-digit typo and most swapped neighbours before a payment round trip. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** Digits with spaces anywhere (as printed: "4111 1111 1111 1111"), 12 to 19 digits, passing Luhn. */
export function cardNumberRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const digits = value.replaceAll(' ', '');
  const wellFormed =
    /^\d+$/.test(digits) && digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
  return wellFormed && passesLuhn(digits) ? null : { key: VALIDATION_MESSAGE_KEYS.cardInvalid };
}

/**
 * The spec's card BIN check does nothing, and so does this: which BINs are accepted is the payment provider's
 * decision, made when it sees the card. It exists so forms that list the rule have something to call.
 */
export function cardBinRule(_value: string | null | undefined): ValidationMessage | null {
  return null;
}

export const cardNumberSchema: z.ZodString = stringFieldSchema([cardNumberRule]);
