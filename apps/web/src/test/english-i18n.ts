import { MESSAGES } from '@casino/messages';
import { Translator } from '../lib/i18n/translator';

/**
 * A translator holding the English messages, ready as soon as it is returned, for tests that draw components to
 * static markup and read what an English-speaking player is shown.
 */
export function englishI18n(): Translator {
  const translator = new Translator('en');
  translator.addMessages('en', MESSAGES.en);
  return translator;
}
