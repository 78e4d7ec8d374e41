import type { LocaleCode } from '@casino/contracts';

/**
 * The country and currency each regional locale is sold in: the sign-up form opens on them, and the promotions
 * show their amounts in that money. Plain English names no region.
 */
export const LOCALE_REGIONS: Readonly<Partial<Record<LocaleCode, { country: string; currency: string }>>> = {
  de: { country: 'DE', currency: 'EUR' },
  'en-AU': { country: 'AU', currency: 'AUD' },
  'en-AU-x-fake': { country: 'AU', currency: 'AUD' },
  'en-CA': { country: 'CA', currency: 'CAD' },
  'fr-CA': { country: 'CA', currency: 'CAD' },
  'en-NZ': { country: 'NZ', currency: 'NZD' },
  no: { country: 'NO', currency: 'NOK' },
  it: { country: 'IT', currency: 'EUR' },
};
