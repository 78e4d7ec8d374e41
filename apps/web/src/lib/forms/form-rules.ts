import { firstFailure, type ValidationMessage } from '@casino/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** One check of one field; it sees the whole form for rules like "repeat the password". */
export type FieldRule<Values> = (value: unknown, values: Values) => ValidationMessage | null;

/** Per field, its §5 rules from the contracts in the order they are checked; the first failure is shown. */
export type FormRules<Values> = Partial<Record<keyof Values & string, readonly FieldRule<Values>[]>>;

/** Turns a message key with its bounds into the words a person reads, with the field's translated name. */
export type TranslateMessage = (field: string, message: ValidationMessage) => string;

/** The first failing rule of each field, in the form's field order. */
export function validateForm<Values>(values: Values, rules: FormRules<Values>): Record<string, ValidationMessage> {
  const failures: Record<string, ValidationMessage> = {};
  for (const [field, fieldRules] of Object.entries(rules) as [string, readonly FieldRule<Values>[]][]) {
    const value = (values as Record<string, unknown>)[field];
    const failure = firstFailure(
      value,
      fieldRules.map((rule) => (checked: unknown) => rule(checked, values)),
    );
    if (failure) failures[field] = failure;
  }
  return failures;
}

/**
 * A react-hook-form resolver that runs the contracts' rules: the same functions the server's 422 answers come
 * from, so the browser and the server never disagree about what is valid. The error's `type` keeps the message
 * key (for the validation metrics), its `message` the translated words.
 */
export function rulesResolver<Values extends FieldValues>(
  rules: FormRules<Values>,
  translate: TranslateMessage,
): Resolver<Values> {
  return (values) => {
    const failures = validateForm(values, rules);
    if (Object.keys(failures).length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(failures)) {
      errors[field] = { type: message.key, message: translate(field, message) };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** Adapts a contracts rule that takes only the value (emailRule, nicknameRule, ...) to a form rule. */
export function valueRule<Values>(
  rule: (value: string | null | undefined) => ValidationMessage | null,
): FieldRule<Values> {
  return (value) => rule(typeof value === 'string' ? value : value == null ? null : String(value));
}
