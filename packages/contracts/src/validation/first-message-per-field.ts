import type { z } from 'zod';
import type { validationMetricsSchema } from '../diagnostics';
import type { ValidationMessage } from './messages';

export type ValidationMetrics = z.infer<typeof validationMetricsSchema>;
export type ValidationMetricsError = ValidationMetrics['errors'][number];

/** Per field, what the form or the 422 reported: message objects, or already-translated/keyed strings. */
export type FieldMessages = Readonly<Record<string, readonly (ValidationMessage | string)[] | undefined>>;

// The metrics endpoint's own bounds (diagnostics.ts): a huge form must not produce a report it rejects.
const MAX_FIELDS = 100;
const MAX_SHORT_TEXT = 200;
const MAX_MESSAGE = 500;

/**
 * `[{ key: field, firstMessage }]` for `PUT /metrics-errors-validation`: the first message of each field that has
 * one, in the form's field order. Only the first, because that is the one the person saw.
 */
export function firstMessagePerField(errors: FieldMessages): ValidationMetricsError[] {
  const result: ValidationMetricsError[] = [];
  for (const [field, messages] of Object.entries(errors)) {
    const first = messages?.[0];
    if (first === undefined || result.length >= MAX_FIELDS) continue;
    const text = typeof first === 'string' ? first : first.key;
    result.push({ key: field.slice(0, MAX_SHORT_TEXT), firstMessage: text.slice(0, MAX_MESSAGE) });
  }
  return result;
}

/** The whole metrics body, or null when there is nothing to report (the endpoint needs at least one error). */
export function validationMetricsPayload(input: {
  side: ValidationMetrics['side'];
  component: string;
  errors: FieldMessages;
}): ValidationMetrics | null {
  const errors = firstMessagePerField(input.errors);
  if (errors.length === 0) return null;
  return { side: input.side, component: input.component.slice(0, MAX_SHORT_TEXT), errors };
}
