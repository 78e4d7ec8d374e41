import { describe, expect, it } from 'vitest';
import { messageKeysOf } from './validation-metrics';

describe('validation metrics', () => {
  it('reports the message key of each invalid field, never the translated words', () => {
    expect(
      messageKeysOf({
        email: { type: 'validation.email_invalid', message: 'Enter a valid e-mail address' },
        password: { type: 'validation.required', message: 'Password is required.' },
      }),
    ).toEqual({ email: ['validation.email_invalid'], password: ['validation.required'] });
  });
});
