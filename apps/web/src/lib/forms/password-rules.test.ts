import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { validateForm } from './form-rules';
import { newPasswordRules, repeatOf } from './password-rules';

type Values = { password: string; password_confirmation: string };

const RULES = { password: newPasswordRules<Values>(), password_confirmation: repeatOf<Values>('password') };
const check = (password: string, repeat = password) => validateForm({ password, password_confirmation: repeat }, RULES);

describe('a new password', () => {
  it("keeps to the contracts' length window", () => {
    expect(check('a'.repeat(PASSWORD_MIN_LENGTH - 1)).password).toEqual({
      key: 'validation.min_length',
      params: { min: PASSWORD_MIN_LENGTH },
    });
    expect(check('a'.repeat(PASSWORD_MIN_LENGTH))).toEqual({});
    expect(check('a'.repeat(PASSWORD_MAX_LENGTH))).toEqual({});
    expect(check('a'.repeat(PASSWORD_MAX_LENGTH + 1)).password).toEqual({
      key: 'validation.max_length',
      params: { max: PASSWORD_MAX_LENGTH },
    });
  });

  it('is required, checked for its characters first, and must be repeated', () => {
    expect(check('')).toEqual({
      password: { key: 'validation.required' },
      password_confirmation: { key: 'validation.required' },
    });
    expect(check('a b').password).toEqual({ key: 'validation.password_wrong_characters' });
    expect(check('secret1', 'secret2').password_confirmation).toEqual({ key: 'validation.password_not_match' });
  });
});
