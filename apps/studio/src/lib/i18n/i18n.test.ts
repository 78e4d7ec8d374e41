import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { createTranslator, loadMessages } from './i18n';
import en from './locales/en.json' with { type: 'json' };

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Locales in another language than English must really be translated, not copied. */
const TRANSLATED_LOCALES = ['de', 'fr-CA', 'no', 'it'] as const;

describe('studio messages', () => {
  it.each(LOCALES)('%s has exactly the English keys, non-empty, with the same placeholders', async (locale) => {
    const messages = await loadMessages(locale);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(messages)) {
      expect(value.trim(), `${locale}: ${key}`).not.toBe('');
      expect(placeholders(value), `${locale}: ${key}`).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it.each(TRANSLATED_LOCALES)('%s is translated, not a copy of English', async (locale) => {
    const messages = await loadMessages(locale);
    const keys = Object.keys(en) as (keyof typeof en)[];
    // Words that are the same in both languages (Demo, Turbo, Min) are few.
    const differing = keys.filter((key) => messages[key] !== en[key]).length;
    expect(differing / keys.length).toBeGreaterThanOrEqual(0.9);
  });

  it('the fake Australian variant mirrors Australian English', async () => {
    expect(await loadMessages('en-AU-x-fake')).toEqual(await loadMessages('en-AU'));
  });
});

describe('createTranslator', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    const t = createTranslator(en);
    expect(t('result.win', { amount: '€5.00' })).toBe('You win €5.00');
    expect(t('result.win')).toBe('You win {{amount}}');
  });
});
