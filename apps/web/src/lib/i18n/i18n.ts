import { DEFAULT_LOCALE, LOCALES, messagesCacheBucket, type LocaleCode } from '@casino/contracts';
import en from '@casino/messages/locales/en.json';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { http } from '../http/api';

/**
 * English ships inside the bundle so the lobby can paint without waiting for a request; every other locale is
 * fetched once from `/messages/{lang}.json` and kept for the rest of the session.
 */
export const i18n = i18next.createInstance();

const pendingLoads = new Map<LocaleCode, Promise<void>>();

/**
 * How long the first paint waits for a locale's messages. A slow network must not leave the page blank: after
 * this the page paints in English and switches as soon as the messages arrive.
 */
const FIRST_PAINT_WAIT_MS = 2_500;

const messagesSchema = {
  parse(input: unknown): Record<string, unknown> {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new Error('messages: not an object');
    return input as Record<string, unknown>;
  },
};

export async function initI18n(locale: LocaleCode): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    load: 'currentOnly',
    resources: { [DEFAULT_LOCALE]: { translation: en } },
    // React escapes every interpolated value already; escaping twice would show "&amp;" to players.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
  await Promise.race([changeLocale(locale), new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_WAIT_MS))]);
}

function loadMessages(locale: LocaleCode): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'translation')) return Promise.resolve();
  const pending = pendingLoads.get(locale);
  if (pending) return pending;
  const load = http
    .request(`/messages/${locale}.json`, {
      query: { t: messagesCacheBucket(Date.now()) },
      schema: messagesSchema,
      logCode: 'LOAD_MESSAGES_ERROR',
      // A missing translation file must not hold the page hostage: English is the fallback.
      retries: 2,
    })
    .then((messages) => {
      if (messages) i18n.addResourceBundle(locale, 'translation', messages, true, true);
    })
    .catch(() => undefined)
    .finally(() => pendingLoads.delete(locale));
  pendingLoads.set(locale, load);
  return load;
}

/** Switches once the messages are in, so the page never flashes half-translated. Failures fall back to English. */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  await loadMessages(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('app.metaDescription'));
}
