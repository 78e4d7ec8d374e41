import type { ValidationMessage } from '@casino/contracts';
import { emailRule, ibanChecksumProblem, ibanRule, normalizeIban, VALIDATION_MESSAGE_KEYS } from '@casino/contracts';
import { parseAmount } from './amount-rules';

/**
 * What the cashier checks before a withdrawal is sent (platform-core §5); the server checks the same again.
 * Amounts and bounds are minor units; a bound's message carries it as `cents`, and the form formats it as money.
 */
export type WithdrawalBounds = {
  /** The method's minimum and maximum for this currency. */
  min: number;
  max: number;
  /** `available_to_cashout_cents`: cash only, bonus money is not withdrawable. */
  withdrawable: number;
};

const KEYS = {
  amountRequired: 'cashbox.withdraw.errors.amountRequired',
  amountInvalid: 'cashbox.withdraw.errors.amountInvalid',
  belowMinimum: 'cashbox.withdraw.errors.belowMinimum',
  aboveMaximum: 'cashbox.withdraw.errors.aboveMaximum',
  overWithdrawable: 'cashbox.withdraw.errors.overWithdrawable',
  ibanRequired: 'cashbox.withdraw.errors.ibanRequired',
  holderInvalid: 'cashbox.withdraw.errors.holderInvalid',
  addressRequired: 'cashbox.withdraw.errors.addressRequired',
  cardRequired: 'cashbox.withdraw.errors.cardRequired',
} as const;

const PARSE_PROBLEMS = {
  required: KEYS.amountRequired,
  format: KEYS.amountInvalid,
  decimals: 'payments.errors.too_many_decimals',
} as const;

/**
 * The amount typed, as minor units: a number with at most the currency's decimals, at least the method's minimum,
 * and at most what the player can withdraw and the method pays. Over both upper bounds, the message names the
 * lower of them, the one the player can actually reach.
 */
export function readWithdrawalAmount(
  text: string,
  subunitsToUnit: number,
  bounds: WithdrawalBounds,
): { cents: number } | { problem: ValidationMessage } {
  const parsed = parseAmount(text, subunitsToUnit);
  if ('problem' in parsed) return { problem: { key: PARSE_PROBLEMS[parsed.problem] } };
  const { cents } = parsed;
  if (cents < bounds.min) return { problem: { key: KEYS.belowMinimum, params: { cents: bounds.min } } };
  const ceiling = Math.min(bounds.withdrawable, bounds.max);
  if (cents > ceiling) {
    const key = bounds.withdrawable <= bounds.max ? KEYS.overWithdrawable : KEYS.aboveMaximum;
    return { problem: { key, params: { cents: ceiling } } };
  }
  return { cents };
}

/** The SandPay account the money goes to. */
export const payoutEmailProblem = (value: string): ValidationMessage | null =>
  value.trim() === '' ? { key: VALIDATION_MESSAGE_KEYS.emailInvalid } : emailRule(value.trim());

/** Letters, digits and spaces (the spec's rule), then the country's length and the check digits. */
export function payoutIbanProblem(value: string): ValidationMessage | null {
  if (value.trim() === '') return { key: KEYS.ibanRequired };
  const characters = ibanRule(value);
  if (characters) return characters;
  return ibanChecksumProblem(normalizeIban(value)) ? { key: 'payments.errors.iban_invalid' } : null;
}

/** The account holder as the bank knows them: letters in any alphabet, spaces, dots, apostrophes and hyphens. */
export const accountHolderProblem = (value: string): ValidationMessage | null =>
  /^[\p{L}][\p{L} .'-]{1,99}$/u.test(value.trim().replace(/\s+/g, ' ')) ? null : { key: KEYS.holderInvalid };

/** A coin address's form differs per coin and network: only its presence is checked here, the server knows them. */
export const coinAddressProblem = (value: string): ValidationMessage | null =>
  value.trim() === '' ? { key: KEYS.addressRequired } : null;

export const savedCardProblem = (value: string): ValidationMessage | null =>
  value === '' ? { key: KEYS.cardRequired } : null;
