import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './index';

/** Flattens nested messages into dotted keys, the way the web app's translator addresses them. */
function flatten(messages: object, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [nestedKey, nestedValue] of flatten(value, path)) flat.set(nestedKey, nestedValue);
    } else {
      flat.set(path, value);
    }
  }
  return flat;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const english = flatten(MESSAGES.en);
/** Locales in another language than English must really be translated, not copied. */
const TRANSLATED_LOCALES = ['de', 'fr-CA', 'no', 'it'] as const;

describe('messages', () => {
  it('has a file for every locale the product is sold in', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)('%s has exactly the English key set, with non-empty strings', (locale) => {
    const messages = flatten(MESSAGES[locale]);
    expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of messages) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(LOCALES)('%s keeps every {{placeholder}} of the English text', (locale) => {
    for (const [key, value] of flatten(MESSAGES[locale])) {
      expect(placeholders(String(value)), `${locale}: ${key}`).toEqual(placeholders(String(english.get(key))));
    }
  });

  it.each(TRANSLATED_LOCALES)('%s is translated, not a copy of English', (locale) => {
    const messages = flatten(MESSAGES[locale]);
    const differing = [...english].filter(([key, value]) => messages.get(key) !== value).length;
    expect(differing / english.size).toBeGreaterThanOrEqual(0.9);
  });

  it('claims no certificate, licence or award for the fictional demo brand', () => {
    // The demo ships as a running site: a claim in its texts would read as the project's own.
    expect([...english].filter(([, value]) => /certif/i.test(String(value)))).toEqual([]);
    for (const key of ['footer.licenceCW', 'footer.licenceEE', 'footer.awardsSample', 'sections.awards.text']) {
      expect(english.get(key), key).toMatch(/^Sample .*fictional brand/);
    }
  });

  it('the fake Australian variant mirrors Australian English', () => {
    expect(MESSAGES['en-AU-x-fake']).toEqual(MESSAGES['en-AU']);
  });
});
