import { MESSAGES } from '@casino/messages';
import i18next, { type i18n } from 'i18next';

/**
 * An i18n instance holding the English messages, ready as soon as it is returned (initialised synchronously), for
 * tests that draw components to static markup and read what an English-speaking player is shown.
 */
export function englishI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: 'en',
    resources: { en: { translation: MESSAGES.en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
