import {
  confirmedByRule,
  lengthRules,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordCharactersRule,
  requiredRule,
} from '@casino/contracts';
import type { FieldRule } from './form-rules';
import { valueRule } from './form-rules';

/** A new password (sign-up, reset, change): the §5 characters and our length bounds, as the server checks them. */
export function newPasswordRules<Values>(): FieldRule<Values>[] {
  return [
    requiredRule,
    valueRule(passwordCharactersRule),
    // The same length window as the contracts' passwordSchema, so a 422 and the form agree.
    ...lengthRules({ min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }).map((rule) =>
      valueRule<Values>((value) => rule(value ?? '')),
    ),
  ];
}

/** The repeat of a new password must match it (message: password not match). */
export function repeatOf<Values extends Record<string, unknown>>(field: keyof Values & string): FieldRule<Values>[] {
  return [requiredRule, (value, values) => confirmedByRule(value, { other: values[field] })];
}
