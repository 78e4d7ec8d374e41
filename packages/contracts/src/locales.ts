import * as z from 'zod/mini';

/**
 * Locales the product is sold in (platform-core §1). English is the default and has no path prefix; every other
 * locale is the first path segment. The fake Australian variant uses a BCP 47 private-use tag so that Intl
 * formats it as Australian English.
 */
export const LOCALES = ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'en-AU-x-fake'] as const;
export type LocaleCode = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en';

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALES as readonly string[]).includes(value);
}

/** Cache-buster for `GET /messages/{lang}.json?t=`: changes every 5 minutes (messages cache bucket). */
export function messagesCacheBucket(nowMs: number, bucketMs = 300_000): number {
  return Math.floor(nowMs / bucketMs) * bucketMs;
}

/**
 * `GET /messages/{lang}.json`: an object of messages (nested by key). Only the shape is checked: a message the translator
 * cannot find shows its fallback, while a list or text instead of the file would leave every key raw.
 */
export const messagesSchema = z.record(z.string(), z.unknown());
