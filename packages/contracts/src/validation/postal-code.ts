import type { z } from 'zod';
import { CANADIAN_POSTAL_CODE_PATTERN } from './canadian-province';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

/**
 * Postal code formats by ISO 3166-1 alpha-2 country, as the national post writes them (either case is accepted
 * where letters occur). Only the format is checked, not that the code exists: a new code must not block a
 * player's sign-up.
 */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^\d{4}$/,
  AU: /^\d{4}$/,
  BE: /^\d{4}$/,
  BR: /^\d{5}-?\d{3}$/,
  CA: CANADIAN_POSTAL_CODE_PATTERN,
  CH: /^\d{4}$/,
  CZ: /^\d{3} ?\d{2}$/,
  DE: /^\d{5}$/,
  DK: /^\d{4}$/,
  EE: /^\d{5}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  FI: /^\d{5}$/,
  FR: /^\d{5}$/,
  // Royal Mail's outward code + inward code, optional space; GIR 0AA is Girobank's historic exception.
  GB: /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i,
  // Eircode: routing key (D6W is the one with a letter) + 4-character unique identifier.
  IE: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$/i,
  IN: /^[1-9]\d{5}$/,
  IT: /^\d{5}$/,
  JP: /^\d{3}-?\d{4}$/,
  // 4 digits not starting with 0, 2 letters; SA, SD and SS are never issued.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i,
  NO: /^\d{4}$/,
  NZ: /^\d{4}$/,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  SE: /^\d{3} ?\d{2}$/,
  US: /^\d{5}(?:-\d{4})?$/,
};

/** Where the country has no known format (or is not chosen yet): letters, digits, spaces and hyphens. */
const ANY_COUNTRY_POSTAL_CODE = /^[A-Za-z0-9 -]+$/;

export function postalCodePattern(country: string | null | undefined): RegExp {
  return (country && POSTAL_CODE_PATTERNS[country.trim().toUpperCase()]) || ANY_COUNTRY_POSTAL_CODE;
}

export function postalCodeRule(
  value: string | null | undefined,
  options: { country?: string | null } = {},
): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return postalCodePattern(options.country).test(value) ? null : { key: VALIDATION_MESSAGE_KEYS.postalCodeInvalid };
}

/** The postal code field for a chosen country; the server, which gets both in one body, can also use the rule. */
export function postalCodeSchema(country?: string | null): z.ZodString {
  return stringFieldSchema([(value) => postalCodeRule(value, { country })]);
}
