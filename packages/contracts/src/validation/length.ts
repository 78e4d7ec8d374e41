import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import type { Rule } from './rule';
import { characterCount, isEmptyValue } from './rule';
import { stringFieldSchema } from './zod-rules';

export function minLengthRule(value: string | null | undefined, options: { min: number }): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return characterCount(value) < options.min
    ? { key: VALIDATION_MESSAGE_KEYS.minLength, params: { min: options.min } }
    : null;
}

export function maxLengthRule(value: string | null | undefined, options: { max: number }): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  return characterCount(value) > options.max
    ? { key: VALIDATION_MESSAGE_KEYS.maxLength, params: { max: options.max } }
    : null;
}

/** Rules for a length window; either bound may be left out. */
export function lengthRules(options: { min?: number; max?: number }): Rule<string>[] {
  const rules: Rule<string>[] = [];
  const { min, max } = options;
  if (min !== undefined) rules.push((value) => minLengthRule(value, { min }));
  if (max !== undefined) rules.push((value) => maxLengthRule(value, { max }));
  return rules;
}

/** A free-text field with only length bounds (required unless `required: false`). */
export function lengthSchema(options: { min?: number; max?: number; required?: boolean }): z.ZodString {
  return stringFieldSchema(lengthRules(options), { required: options.required ?? true });
}

/** A string that must be present, with no other rule. */
export const requiredStringSchema: z.ZodString = stringFieldSchema([]);
