import { LOCALES, type LocaleCode } from '@casino/contracts';

/** The fake Australian variant exists for testing translations; it is reachable by its path, never offered. */
const TEST_LOCALE: LocaleCode = 'en-AU-x-fake';

/**
 * The languages a player may pick. None of the feature flags of platform-core §6 asks for the test locale, so it is
 * left out; it stays in the list only while it is the current locale, so the select still names the page's language.
 */
export function offeredLocales(current: LocaleCode): readonly LocaleCode[] {
  return LOCALES.filter((code) => code !== TEST_LOCALE || code === current);
}
