import { describe, expect, it } from 'vitest';
import { cardExpiryProblem, cardNumberProblem, cvvProblem, holderProblem } from './card-rules';

describe('card rules', () => {
  it('accepts numbers that pass the Luhn check, spaces allowed', () => {
    expect(cardNumberProblem('4242 4242 4242 4242')).toBeUndefined();
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe('payments.errors.card_invalid');
    expect(cardNumberProblem('1234')).toBe('payments.errors.card_invalid');
  });

  it('takes an expiry through its month, never before the current one', () => {
    const now = new Date(2026, 10, 23);
    expect(cardExpiryProblem('11/26', now)).toBeUndefined();
    expect(cardExpiryProblem('10/26', now)).toBe('payments.errors.card_expired');
    expect(cardExpiryProblem('13/30', now)).toBe('payments.errors.card_invalid');
    expect(cardExpiryProblem('1/30', now)).toBeUndefined();
    expect(cardExpiryProblem('12/00', now)).toBe('payments.errors.card_invalid');
  });

  it('checks the CVV and the holder', () => {
    expect(cvvProblem('123')).toBeUndefined();
    expect(cvvProblem('12a')).toBe('payments.errors.cvv_invalid');
    expect(holderProblem('Ada Lovelace')).toBeUndefined();
    expect(holderProblem('')).toBe('payments.errors.holder_invalid');
  });
});
