import { describe, expect, it } from 'vitest';
import {
  accountHolderProblem,
  coinAddressProblem,
  payoutEmailProblem,
  payoutIbanProblem,
  readWithdrawalAmount,
  savedCardProblem,
} from './withdraw-rules';

const key = (answer: ReturnType<typeof readWithdrawalAmount>) => ('problem' in answer ? answer.problem : answer);

describe('readWithdrawalAmount', () => {
  const bounds = { min: 1, max: 1_000_000, withdrawable: 50_000 };

  it('reads major units exactly, up to everything the player can withdraw', () => {
    expect(readWithdrawalAmount('250', 100, bounds)).toEqual({ cents: 25_000 });
    expect(readWithdrawalAmount('0.29', 100, bounds)).toEqual({ cents: 29 });
    expect(readWithdrawalAmount(' 12,5 ', 100, bounds)).toEqual({ cents: 1_250 });
    expect(readWithdrawalAmount('500', 100, bounds)).toEqual({ cents: 50_000 });
    expect(
      readWithdrawalAmount('0.00012345', 100_000_000, { min: 10_000, max: 40_000_000, withdrawable: 10 ** 8 }),
    ).toEqual({ cents: 12_345 });
  });

  it('refuses more than the withdrawable amount and names it', () => {
    expect(key(readWithdrawalAmount('500.01', 100, bounds))).toEqual({
      key: 'cashbox.withdraw.errors.overWithdrawable',
      params: { cents: 50_000 },
    });
  });

  it('names the method maximum when it is the lower bound, and the minimum below it', () => {
    const rich = { min: 1_000, max: 20_000, withdrawable: 50_000 };
    expect(key(readWithdrawalAmount('300', 100, rich))).toEqual({
      key: 'cashbox.withdraw.errors.aboveMaximum',
      params: { cents: 20_000 },
    });
    expect(key(readWithdrawalAmount('9.99', 100, rich))).toEqual({
      key: 'cashbox.withdraw.errors.belowMinimum',
      params: { cents: 1_000 },
    });
    expect(key(readWithdrawalAmount('0', 100, bounds))).toEqual({
      key: 'cashbox.withdraw.errors.belowMinimum',
      params: { cents: 1 },
    });
  });

  it("refuses what is not an amount and more decimals than the currency's", () => {
    expect(key(readWithdrawalAmount('', 100, bounds))).toEqual({ key: 'cashbox.withdraw.errors.amountRequired' });
    expect(key(readWithdrawalAmount('12abc', 100, bounds))).toEqual({ key: 'cashbox.withdraw.errors.amountInvalid' });
    expect(key(readWithdrawalAmount('-5', 100, bounds))).toEqual({ key: 'cashbox.withdraw.errors.amountInvalid' });
    expect(key(readWithdrawalAmount('1.234', 100, bounds))).toEqual({ key: 'payments.errors.too_many_decimals' });
    expect(key(readWithdrawalAmount('100.5', 1, { min: 1, max: 10 ** 6, withdrawable: 10 ** 6 }))).toEqual({
      key: 'payments.errors.too_many_decimals',
    });
  });
});

describe('payout destinations', () => {
  it('takes a SandPay address', () => {
    expect(payoutEmailProblem('ada@example.com')).toBeNull();
    expect(payoutEmailProblem('')?.key).toBe('validation.email_invalid');
    expect(payoutEmailProblem('ada@')?.key).toBe('validation.email_invalid');
  });

  it('takes an IBAN with spaces and lower case, with real check digits', () => {
    expect(payoutIbanProblem('de89 3704 0044 0532 0130 00')).toBeNull();
    expect(payoutIbanProblem('')?.key).toBe('cashbox.withdraw.errors.ibanRequired');
    expect(payoutIbanProblem('DE89-3704-0044-0532-0130-00')?.key).toBe('validation.iban_only_letters_numbers');
    expect(payoutIbanProblem('DE89 3704 0044 0532 0130 01')?.key).toBe('payments.errors.iban_invalid');
  });

  it('takes an account holder in any alphabet', () => {
    expect(accountHolderProblem('Zoë Ørsted-Łukasz')).toBeNull();
    expect(accountHolderProblem('A')?.key).toBe('cashbox.withdraw.errors.holderInvalid');
    expect(accountHolderProblem('Ada 42')?.key).toBe('cashbox.withdraw.errors.holderInvalid');
  });

  it('needs a coin address and a saved card', () => {
    expect(coinAddressProblem('  ')?.key).toBe('cashbox.withdraw.errors.addressRequired');
    expect(coinAddressProblem('tb1qexample')).toBeNull();
    expect(savedCardProblem('')?.key).toBe('cashbox.withdraw.errors.cardRequired');
    expect(savedCardProblem('7')).toBeNull();
  });
});
