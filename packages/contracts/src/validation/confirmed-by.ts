import type { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';

/**
 * The repeat field must equal the original exactly (no trimming or case folding): a password typed twice
 * differently is a typo the person must see before they lock themselves out.
 */
export function confirmedByRule(value: unknown, options: { other: unknown }): ValidationMessage | null {
  return value === options.other ? null : { key: VALIDATION_MESSAGE_KEYS.passwordNotMatch };
}

/**
 * An object-level check for `.superRefine(...)`: reports a mismatch on `field` (the repeat input), which is
 * where the form shows it.
 */
export function confirmedBy<T extends Record<string, unknown>>(
  field: keyof T & string,
  otherField: keyof T & string,
): (value: T, ctx: z.RefinementCtx<T>) => void {
  return (value, ctx) => {
    const failure = confirmedByRule(value[field], { other: value[otherField] });
    if (!failure) return;
    ctx.addIssue({ code: 'custom', message: failure.key, path: [field], input: value[field] });
  };
}
