import { australianStateFromPostcode } from './australian-state';
import { canadianProvinceFromPostalCode } from './canadian-province';

export type PostalAddress = { country?: string | null; postal_code?: string | null; state?: string | null };

/** The state (AU) or province (CA) a postal code belongs to; undefined for other countries or unknown codes. */
export function stateFromPostalCode(country: string, postalCode: string): string | undefined {
  const code = postalCode.trim();
  switch (country.trim().toUpperCase()) {
    case 'AU':
      return australianStateFromPostcode(code);
    case 'CA':
      return canadianProvinceFromPostalCode(code);
    default:
      return undefined;
  }
}

/**
 * When the state is missing and the postal code names one, sets it (a new object; the input is left alone).
 * A state the player chose is never overwritten, even if it disagrees with the code: they may know better
 * (PO boxes, border towns), and KYC compares what they entered.
 */
export function fillStateFromPostalCode<T extends PostalAddress>(address: T): T {
  const { country, postal_code: postalCode, state } = address;
  if (state?.trim() || !country || !postalCode) return address;
  const derived = stateFromPostalCode(country, postalCode);
  return derived ? { ...address, state: derived } : address;
}
