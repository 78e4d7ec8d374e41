import type { LocaleCode } from '@casino/contracts';
import en from './locales/en.json' with { type: 'json' };

/**
 * The game frame's own messages: a few hundred words, so a flat dictionary and a twenty-line translator rather than
 * the lobby's messages and their endpoint (the frame loads nothing of the lobby). English is bundled as the
 * fallback; every other locale is its own small chunk.
 */
export type Messages = typeof en;
export type MessageKey = keyof Messages;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const LOADERS: Record<Exclude<LocaleCode, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('./locales/de.json'),
  'en-AU': () => import('./locales/en-AU.json'),
  'en-CA': () => import('./locales/en-CA.json'),
  'fr-CA': () => import('./locales/fr-CA.json'),
  'en-NZ': () => import('./locales/en-NZ.json'),
  no: () => import('./locales/no.json'),
  it: () => import('./locales/it.json'),
  'en-AU-x-fake': () => import('./locales/en-AU-x-fake.json'),
};

export async function loadMessages(locale: LocaleCode): Promise<Messages> {
  if (locale === 'en') return en;
  try {
    return (await LOADERS[locale]()).default;
  } catch {
    // A chunk that failed to load must not leave the player with raw keys: English it is.
    return en;
  }
}

export function createTranslator(messages: Messages): Translate {
  return (key, values) => {
    const template: string = messages[key] ?? en[key] ?? key;
    if (!values) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}
