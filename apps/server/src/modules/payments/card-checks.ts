/**
 * What the server checks of a card before a provider sees it (platform-core §5): a valid number (Luhn), the brand
 * the player picked, an expiry not before the current month, a CVV and a holder. The number itself is never stored
 * or logged: only the brand, BIN and last four digits leave this module.
 */

export type CardBrand = 'visa' | 'mastercard';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Visa starts with 4; Mastercard with 51–55 or 2221–2720. */
export function cardBrandOf(number: string): CardBrand | undefined {
  if (/^4\d{12}(\d{3}){0,2}$/.test(number)) return 'visa';
  const prefix4 = Number(number.slice(0, 4));
  if (number.length === 16 && (/^5[1-5]/.test(number) || (prefix4 >= 2221 && prefix4 <= 2720))) return 'mastercard';
  return undefined;
}

export type CardExpiry = { month: string; year: string };

/** MM/YY (or MM/YYYY): month 01–12, and not before the current month (a card is valid through its expiry month). */
export function parseExpiry(value: string, now: Date): CardExpiry | 'invalid' | 'expired' {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12 || year <= 2000) return 'invalid';
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return 'expired';
  return { month: String(month).padStart(2, '0'), year: String(year % 100).padStart(2, '0') };
}

export type CardInput = { number: string; expiry: CardExpiry; cvv: string; holder: string };

export type CardProblems = Partial<Record<'card_number' | 'card_expiry' | 'card_cvv' | 'card_holder', string>>;

/** Checks the card fields of a deposit form; answers the card or the message key of each wrong field. */
export function readCard(
  fields: Record<string, string>,
  brand: CardBrand,
  now: Date,
  keys: { invalid: string; expired: string; cvv: string; holder: string },
): { card: CardInput } | { problems: CardProblems } {
  const problems: CardProblems = {};
  const number = digitsOnly(fields.card_number ?? '');
  if (!passesLuhn(number) || cardBrandOf(number) !== brand) problems.card_number = keys.invalid;
  const expiry = parseExpiry(fields.card_expiry ?? '', now);
  if (expiry === 'invalid') problems.card_expiry = keys.invalid;
  if (expiry === 'expired') problems.card_expiry = keys.expired;
  const cvv = (fields.card_cvv ?? '').trim();
  if (!/^\d{3,4}$/.test(cvv)) problems.card_cvv = keys.cvv;
  // English letters, spaces, dots, apostrophes and hyphens, as embossed on a card.
  const holder = (fields.card_holder ?? '').trim().replace(/\s+/g, ' ');
  if (!/^[A-Za-z][A-Za-z .'-]{1,99}$/.test(holder)) problems.card_holder = keys.holder;
  if (Object.keys(problems).length > 0 || typeof expiry === 'string') return { problems };
  return { card: { number, expiry, cvv, holder } };
}

export const maskedCard = (last4: string) => `•••• ${last4}`;
