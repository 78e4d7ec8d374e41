import { describe, expect, it } from 'vitest';
import { validationMetricsSchema } from '../diagnostics';
import { firstMessagePerField, validationMetricsPayload } from './first-message-per-field';

describe('firstMessagePerField', () => {
  it('keeps the first message of each field, in field order, skipping clean fields', () => {
    expect(
      firstMessagePerField({
        email: [{ key: 'validation.email_invalid' }, { key: 'validation.required' }],
        nickname: [],
        password: [{ key: 'validation.min_length', params: { min: 6 } }],
        date_of_birth: ['Must be 18 or older'],
        city: undefined,
      }),
    ).toEqual([
      { key: 'email', firstMessage: 'validation.email_invalid' },
      { key: 'password', firstMessage: 'validation.min_length' },
      { key: 'date_of_birth', firstMessage: 'Must be 18 or older' },
    ]);
  });

  it('stays within what the metrics endpoint accepts', () => {
    const errors = Object.fromEntries(
      Array.from({ length: 150 }, (_, index) => [`field_${index}_${'x'.repeat(300)}`, ['y'.repeat(900)]]),
    );
    const result = firstMessagePerField(errors);
    expect(result).toHaveLength(100);
    expect(result[0]?.key).toHaveLength(200);
    expect(result[0]?.firstMessage).toHaveLength(500);
    expect(validationMetricsSchema.safeParse({ side: 'client', component: 'sign-up', errors: result }).success).toBe(
      true,
    );
  });
});

describe('validationMetricsPayload', () => {
  it('builds a body the endpoint accepts', () => {
    const payload = validationMetricsPayload({
      side: 'server',
      component: 'sign-up',
      errors: { email: ['validation.email_invalid'] },
    });
    expect(payload).toEqual({
      side: 'server',
      component: 'sign-up',
      errors: [{ key: 'email', firstMessage: 'validation.email_invalid' }],
    });
    expect(validationMetricsSchema.safeParse(payload).success).toBe(true);
  });

  it('has nothing to send when no field failed', () => {
    expect(validationMetricsPayload({ side: 'client', component: 'sign-up', errors: { email: [] } })).toBeNull();
  });
});
