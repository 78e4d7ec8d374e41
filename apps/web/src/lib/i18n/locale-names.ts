import type { LocaleCode } from '@casino/contracts';

/**
 * Each language is listed under its own name (an endonym), so a visitor who cannot read the current language
 * still finds theirs. These are data, not UI copy, which is why they are not in the translated messages.
 */
export const LOCALE_NAMES: Readonly<Record<LocaleCode, string>> = {
  en: 'English',
  de: 'Deutsch',
  'en-AU': 'English (Australia)',
  'en-CA': 'English (Canada)',
  'fr-CA': 'Français (Canada)',
  'en-NZ': 'English (New Zealand)',
  no: 'Norsk bokmål',
  it: 'Italiano',
  'en-AU-x-fake': 'English (Australia, test)',
};
