import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/** Players who withdraw to a Lithuanian IBAN join this group (platform-core §6). */
export const LT_IBAN_GROUP_ID = 1101;

/**
 * Letters, digits and spaces only, as the spec says. No checksum: the payment provider verifies the account,
 * and a stricter rule here would refuse formats it accepts.
 */
const IBAN_CHARACTERS = /^[A-Za-z0-9 ]*$/;

export function ibanRule(value: string | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return IBAN_CHARACTERS.test(value) ? null : { key: VALIDATION_MESSAGE_KEYS.ibanOnlyLettersNumbers };
}

/**
 * True for a Lithuanian IBAN: the caller adds the player to `LT_IBAN_GROUP_ID` and shows the LT notice.
 * Leading spaces and lower case are ignored, since people paste "  lt12 ..." too.
 */
export function ibanRequiresLtGroup(iban: string): boolean {
  return iban.trimStart().toUpperCase().startsWith('LT');
}

export const ibanSchema: z.ZodString = stringFieldSchema([ibanRule]);

/** An IBAN as it is sent and stored: players type spaces and lower case, the bank reads neither. */
export const normalizeIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/**
 * The ISO 13616 shape and mod-97 check digits of a normalized IBAN, for payouts: money sent to a mistyped account
 * comes back days later, so both the cashier and the server refuse it before it leaves.
 */
export function ibanChecksumProblem(iban: string): 'format' | 'checksum' | undefined {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return 'format';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? undefined : 'checksum';
}
