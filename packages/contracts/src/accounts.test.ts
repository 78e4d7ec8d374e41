import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGE_KEYS, otpCodeRule, otpCodeSchema } from './accounts';

describe('one-time code rule', () => {
  it.each(['000000', '123456', '987654'])('accepts %s', (code) => {
    expect(otpCodeRule(code)).toBeNull();
    expect(otpCodeSchema.safeParse(code).success).toBe(true);
  });

  it.each(['12345', '1234567', '12345a', '123 456', ' 123456'])('refuses %j', (code) => {
    expect(otpCodeRule(code)).toEqual({ key: ACCOUNT_MESSAGE_KEYS.otpInvalid });
    expect(otpCodeSchema.safeParse(code).success).toBe(false);
  });

  it('leaves an empty value to the required rule', () => {
    expect(otpCodeRule('')).toBeNull();
  });
});
