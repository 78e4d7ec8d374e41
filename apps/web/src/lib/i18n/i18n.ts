import { DEFAULT_LOCALE, messagesCacheBucket, type LocaleCode } from '@casino/contracts';
import { http } from '../http/api';
import type { ResponseSchema } from '../http/http-client';
import { takePrefetchedMessages } from './prefetch';
import { Translator, type MessageTree } from './translator';

/**
 * Messages are data, not code: every locale, English included, comes from `/messages/{lang}.json`. index.html
 * starts that download before the scripts arrive, so the first paint does not wait for it; if it fails, the
 * same messages come from a bundled chunk instead, so a page never shows raw keys.
 */
export const i18n = new Translator(DEFAULT_LOCALE);

const pendingLoads = new Map<LocaleCode, Promise<void>>();

/**
 * How long the first paint waits for a locale's messages. A slow network must not leave the page blank: after
 * this the page paints with the bundled messages and switches as soon as the requested ones arrive.
 */
const FIRST_PAINT_WAIT_MS = 2_500;

export async function initI18n(locale: LocaleCode): Promise<void> {
  // Nothing is drawn before this resolves, so the language is the page's at once: bundled messages that stand in
  // for a slow download are read in it.
  i18n.changeLanguage(locale);
  const loaded = await Promise.race([
    changeLocale(locale).then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), FIRST_PAINT_WAIT_MS)),
  ]);
  if (!loaded) await loadBundledMessages(locale);
}

type MessagesModule = { default: MessageTree };

/** The messages compiled into the build, one chunk per locale, loaded only when the request failed. */
const BUNDLED_MESSAGES: Record<LocaleCode, () => Promise<MessagesModule>> = {
  en: () => import('@casino/messages/locales/en.json'),
  de: () => import('@casino/messages/locales/de.json'),
  'en-AU': () => import('@casino/messages/locales/en-AU.json'),
  'en-CA': () => import('@casino/messages/locales/en-CA.json'),
  'fr-CA': () => import('@casino/messages/locales/fr-CA.json'),
  'en-NZ': () => import('@casino/messages/locales/en-NZ.json'),
  no: () => import('@casino/messages/locales/no.json'),
  it: () => import('@casino/messages/locales/it.json'),
  'en-AU-x-fake': () => import('@casino/messages/locales/en-AU-x-fake.json'),
};

async function loadBundledMessages(locale: LocaleCode): Promise<void> {
  if (i18n.hasMessages(locale)) return;
  const messages = await BUNDLED_MESSAGES[locale]();
  if (!i18n.hasMessages(locale)) i18n.addMessages(locale, messages.default);
}

/**
 * The contracts' `messagesSchema` (an object of keys), checked without zod: the first screen reads its messages
 * before anything else, and zod is not among its scripts (http/lazy-schema.ts).
 */
const messagesShape: ResponseSchema<MessageTree> = {
  parse(input) {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new TypeError('The messages are not an object of keys');
    }
    return input as MessageTree;
  },
};

async function fetchMessages(locale: LocaleCode): Promise<MessageTree | undefined> {
  const prefetched = await takePrefetchedMessages(locale, messagesCacheBucket(Date.now()));
  if (prefetched) return messagesShape.parse(prefetched);
  return http.request(`/messages/${locale}.json`, {
    query: { t: messagesCacheBucket(Date.now()) },
    schema: messagesShape,
    logCode: 'LOAD_MESSAGES_ERROR',
    // A missing translation file must not hold the page hostage: the bundled messages are the fallback.
    retries: 2,
  });
}

/** Loads a locale once; every later switch to it uses the cache (engagement §4). */
function loadMessages(locale: LocaleCode): Promise<void> {
  if (i18n.hasMessages(locale)) return Promise.resolve();
  const pending = pendingLoads.get(locale);
  if (pending) return pending;
  const load = fetchMessages(locale)
    .then((messages) => {
      if (messages) i18n.addMessages(locale, messages);
      else return loadBundledMessages(locale);
    })
    .catch(() => loadBundledMessages(locale))
    .catch(() => undefined)
    .finally(() => pendingLoads.delete(locale));
  pendingLoads.set(locale, load);
  return load;
}

/** Switches once the messages are in, so the page never flashes half-translated. */
export async function changeLocale(locale: LocaleCode): Promise<void> {
  await loadMessages(locale);
  i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('app.metaDescription'));
}
