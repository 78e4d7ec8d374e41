import type { ValidationMessage } from './messages';

/** A validation rule: a pure function that names what is wrong, or returns null when the value is acceptable. */
export type Rule<T> = (value: T) => ValidationMessage | null;

/**
 * Runs rules in order and stops at the first failure, so a field shows one message and later rules (a length
 * bound, say) can assume the earlier ones (the character set) already passed.
 */
export function firstFailure<T>(value: T, rules: readonly Rule<T>[]): ValidationMessage | null {
  for (const rule of rules) {
    const failure = rule(value);
    if (failure) return failure;
  }
  return null;
}

/**
 * Format rules leave an absent value alone: whether a field may be blank is the `required` rule's decision,
 * so an optional field can still be checked when it is filled in.
 */
export function isEmptyValue(value: unknown): value is undefined | null | '' {
  return value === undefined || value === null || value === '';
}

/** Length in Unicode code points, so "Zoë" counts 3 whether or not the browser's string has surrogate pairs. */
export function characterCount(value: string): number {
  return Array.from(value).length;
}
