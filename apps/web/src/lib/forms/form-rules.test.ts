import { emailRule, requiredRule } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { rulesResolver, validateForm, valueRule, type FormRules } from './form-rules';

type Values = { email: string; password: string; repeat: string };

const RULES: FormRules<Values> = {
  email: [requiredRule, valueRule(emailRule)],
  password: [requiredRule],
  repeat: [(value, values) => (value === values.password ? null : { key: 'validation.password_not_match' })],
};

describe('form rules', () => {
  it('reports the first failing rule of each field, and nothing for a valid form', () => {
    expect(validateForm({ email: '', password: '', repeat: 'x' }, RULES)).toEqual({
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
      repeat: { key: 'validation.password_not_match' },
    });
    expect(validateForm({ email: 'not-an-address', password: 'a', repeat: 'a' }, RULES)).toEqual({
      email: { key: 'validation.email_invalid' },
    });
    expect(validateForm({ email: 'mia@example.com', password: 'a', repeat: 'a' }, RULES)).toEqual({});
  });

  it('gives react-hook-form the key as the type and the translated words as the message', async () => {
    const resolver = rulesResolver(RULES, (field, message) => `${field}: ${message.key}`);
    const failed = await resolver({ email: 'x', password: 'p', repeat: 'q' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({
      email: { type: 'validation.email_invalid', message: 'email: validation.email_invalid' },
      repeat: { type: 'validation.password_not_match', message: 'repeat: validation.password_not_match' },
    });

    const valid = { email: 'mia@example.com', password: 'p', repeat: 'p' };
    const passed = await resolver(valid, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(passed).toEqual({ values: valid, errors: {} });
  });

  it('adapts value-only rules to any value type', () => {
    const rule = valueRule<Values>(emailRule);
    expect(rule(undefined, { email: '', password: '', repeat: '' })).toBeNull();
    expect(rule(42, { email: '', password: '', repeat: '' })).toEqual({ key: 'validation.email_invalid' });
  });
});
