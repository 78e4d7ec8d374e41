import { validationMetricsPayload, type FieldMessages } from '@casino/contracts';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { http } from '../http/api';

/**
 * Reports the first message of each invalid field to `PUT /metrics-errors-validation` (platform-core §5), so the
 * operator can see which fields make people stumble. Fire and forget: a metric must never get in the way.
 */
export function reportValidationErrors(input: { side: 'client' | 'server'; component: string; errors: FieldMessages }) {
  const payload = validationMetricsPayload(input);
  if (!payload) return;
  void http.request('/metrics-errors-validation', { method: 'PUT', body: payload, retries: 0 }).catch(() => undefined);
}

/** The message keys of a react-hook-form error map (the key is kept in each error's `type`). */
export function messageKeysOf<Values extends FieldValues>(errors: FieldErrors<Values>): FieldMessages {
  const keys: Record<string, string[]> = {};
  for (const [field, error] of Object.entries(errors)) {
    const type = (error as { type?: unknown } | undefined)?.type;
    if (typeof type === 'string') keys[field] = [type];
  }
  return keys;
}
