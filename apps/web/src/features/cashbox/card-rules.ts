/**
 * What the cashier checks before a card deposit is sent (platform-core §5); the server checks the same again.
 * Each rule answers a message key, or undefined when the value is fine.
 */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardNumberProblem = (value: string) =>
  passesLuhn(cardDigits(value)) ? undefined : 'payments.errors.card_invalid';

/** MM/YY with month 1–12 and year above 0, not before the current month. */
export function cardExpiryProblem(value: string, now: Date): string | undefined {
  const match = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return 'payments.errors.card_invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12 || Number(match[2]) === 0) return 'payments.errors.card_invalid';
  if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return 'payments.errors.card_expired';
  return undefined;
}

export const cvvProblem = (value: string) =>
  /^\d{3,4}$/.test(value.trim()) ? undefined : 'payments.errors.cvv_invalid';

export const holderProblem = (value: string) =>
  /^[A-Za-z][A-Za-z .'-]{1,99}$/.test(value.trim()) ? undefined : 'payments.errors.holder_invalid';
