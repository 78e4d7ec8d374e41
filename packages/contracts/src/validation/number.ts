import { z } from 'zod';
import type { ValidationMessage } from './messages';
import { VALIDATION_MESSAGE_KEYS } from './messages';
import type { NumericInput } from './numeric-input';
import { parseNumericInput, toThousandths } from './numeric-input';
import type { Rule } from './rule';
import { isEmptyValue } from './rule';
import { withRules } from './zod-rules';

// Every numeric rule fails a value it cannot read as a number: a rule never passes what it could not check.

export function integerRule(value: NumericInput | null | undefined): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const isInteger = typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(value);
  return isInteger ? null : { key: VALIDATION_MESSAGE_KEYS.integer };
}

export function minValueRule(
  value: NumericInput | null | undefined,
  options: { min: number },
): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const parsed = parseNumericInput(value);
  return parsed !== null && parsed >= options.min
    ? null
    : { key: VALIDATION_MESSAGE_KEYS.minValue, params: { min: options.min } };
}

export function maxValueRule(
  value: NumericInput | null | undefined,
  options: { max: number },
): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const parsed = parseNumericInput(value);
  return parsed !== null && parsed <= options.max
    ? null
    : { key: VALIDATION_MESSAGE_KEYS.maxValue, params: { max: options.max } };
}

/** A multiple of `step`, both rounded to thousandths first (so 0.3 is a multiple of 0.1, as a person expects). */
export function multipleOfRule(
  value: NumericInput | null | undefined,
  options: { step: number },
): ValidationMessage | null {
  const stepThousandths = toThousandths(options.step);
  if (stepThousandths <= 0) throw new RangeError(`multipleOfRule needs a step of at least 0.001, got ${options.step}`);
  if (isEmptyValue(value)) return null;
  const parsed = parseNumericInput(value);
  const isMultiple = parsed !== null && toThousandths(parsed) % stepThousandths === 0;
  return isMultiple ? null : { key: VALIDATION_MESSAGE_KEYS.multipleOf, params: { step: options.step } };
}

/**
 * Balance check: the amount must not exceed `limit` (the available balance, in the same unit as the amount).
 * Equal is allowed — a player may stake or withdraw everything they have.
 */
export function balanceRule(
  value: NumericInput | null | undefined,
  options: { limit: number },
): ValidationMessage | null {
  if (isEmptyValue(value)) return null;
  const parsed = parseNumericInput(value);
  const withinLimit = parsed !== null && toThousandths(parsed) <= toThousandths(options.limit);
  return withinLimit ? null : { key: VALIDATION_MESSAGE_KEYS.notEnoughMoney, params: { limit: options.limit } };
}

export type NumberRuleOptions = { integer?: boolean; min?: number; max?: number; step?: number; limit?: number };

/** The numeric rules in the order a person fixes them: kind of number, range, step, then what they can afford. */
export function numberRules(options: NumberRuleOptions): Rule<NumericInput>[] {
  const { integer, min, max, step, limit } = options;
  const rules: Rule<NumericInput>[] = [];
  if (integer) rules.push(integerRule);
  if (min !== undefined) rules.push((value) => minValueRule(value, { min }));
  if (max !== undefined) rules.push((value) => maxValueRule(value, { max }));
  if (step !== undefined) rules.push((value) => multipleOfRule(value, { step }));
  if (limit !== undefined) rules.push((value) => balanceRule(value, { limit }));
  return rules;
}

/** A number field (amount, count): a missing or non-number value reads as `required`. */
export function numberSchema(options: NumberRuleOptions = {}): z.ZodNumber {
  return withRules(z.number({ error: VALIDATION_MESSAGE_KEYS.required }), numberRules(options));
}
