import { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import type { Rule } from './rule';
import { firstFailure } from './rule';

/**
 * Adds rules to a zod schema. The issue message IS the message key and the issue params carry its bounds, so a
 * 422 from the server and a form built on the same schema name the same problem.
 */
export function withRules<S extends z.ZodType>(schema: S, rules: readonly Rule<z.output<S>>[]): S {
  return schema.superRefine((value, ctx) => {
    const failure = firstFailure(value, rules);
    if (!failure) return;
    ctx.addIssue({
      code: 'custom',
      message: failure.key,
      input: value,
      ...(failure.params && { params: failure.params }),
    });
  });
}

/**
 * A string field checked by `rules`. A missing value, or one of the wrong type, reads as `required`: the
 * catalogue has no "wrong type" key and, for a person filling a form, both mean no usable value was given.
 */
export function stringFieldSchema(rules: readonly Rule<string>[], options: { required?: boolean } = {}): z.ZodString {
  const required = options.required ?? true;
  const base = z.string({ error: VALIDATION_MESSAGE_KEYS.required });
  const requiredRule: Rule<string> = (value) =>
    value.trim() === '' ? { key: VALIDATION_MESSAGE_KEYS.required } : null;
  return withRules(base, required ? [requiredRule, ...rules] : rules);
}

/** The key and bounds of one zod issue, for forms that translate messages from a schema's result. */
export function messageFromIssue(issue: z.core.$ZodIssue): ValidationMessage {
  if (issue.code === 'custom' && issue.params && Object.keys(issue.params).length > 0) {
    return { key: issue.message, params: issue.params as Record<string, string | number> };
  }
  return { key: issue.message };
}

/** `{ "birthday.day": [message, ...] }`: issues grouped by dotted path; a root-level issue files under `rootField`. */
export function fieldMessagesFromZodError(error: z.ZodError, rootField = 'value'): Record<string, ValidationMessage[]> {
  const byField: Record<string, ValidationMessage[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : rootField;
    (byField[field] ??= []).push(messageFromIssue(issue));
  }
  return byField;
}
