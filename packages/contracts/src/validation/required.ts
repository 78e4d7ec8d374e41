import { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import { withRules } from './zod-rules';

/**
 * Missing means undefined, null, an empty list or a string of only spaces: a name of "   " is not a name.
 * `false` and `0` are answers, not gaps; a checkbox that must be ticked uses `mustBeCheckedRule`.
 */
export function requiredRule(value: unknown): ValidationMessage | null {
  const missing =
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? { key: VALIDATION_MESSAGE_KEYS.required } : null;
}

/** Terms and age confirmations: only an explicit `true` counts, never a truthy string from a tampered form. */
export function mustBeCheckedRule(value: unknown): ValidationMessage | null {
  return value === true ? null : { key: VALIDATION_MESSAGE_KEYS.mustBeChecked };
}

export const mustBeCheckedSchema = withRules(z.boolean({ error: VALIDATION_MESSAGE_KEYS.mustBeChecked }), [
  mustBeCheckedRule,
]);
