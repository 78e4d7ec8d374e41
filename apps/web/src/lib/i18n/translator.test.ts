import { MESSAGES } from '@casino/messages';
import { describe, expect, it, vi } from 'vitest';
import { Translator, type MessageKey } from './translator';

/** Keys these tests make up: the translator reads any key, the type only lets the app's own through. */
const key = (name: string) => name as MessageKey;

function translatorWith(messages: Parameters<Translator['addMessages']>[1], locale: 'en' | 'fr-CA' = 'en') {
  const translator = new Translator(locale);
  translator.addMessages(locale, messages);
  return translator;
}

describe('the translator', () => {
  it('reads nested keys and fills in placeholders, leaving a missing value empty', () => {
    const translator = translatorWith({ cashbox: { title: 'Deposit {{ amount }} to {{name}}' } });
    expect(translator.t(key('cashbox.title'), { amount: '€10', name: 'Mia' })).toBe('Deposit €10 to Mia');
    expect(translator.t(key('cashbox.title'), { amount: 0 })).toBe('Deposit 0 to ');
  });

  it("picks the plural form of the shown language's rules, then `_other`, and a `_zero` for 0 when there is one", () => {
    const spins = { spins_one: '{{count}} tour', spins_other: '{{count}} tours' };
    const french = translatorWith({ bonus: spins }, 'fr-CA');
    // French counts 0 and 1 as one; a million is "many", which these messages have no form for.
    expect([0, 1, 2, 1_000_000].map((count) => french.t(key('bonus.spins'), { count }))).toEqual([
      '0 tour',
      '1 tour',
      '2 tours',
      '1000000 tours',
    ]);
    const english = translatorWith({ bonus: { ...spins, spins_zero: 'no spins' } });
    expect([0, 1, 2].map((count) => english.t(key('bonus.spins'), { count }))).toEqual([
      'no spins',
      '1 tour',
      '2 tours',
    ]);
  });

  it('falls back to English, then to the default value, then to the key itself', () => {
    const translator = translatorWith({ a: { onlyFrench: 'français' } }, 'fr-CA');
    translator.addMessages('en', { a: { onlyEnglish: 'English' } });
    expect(translator.t(key('a.onlyFrench'))).toBe('français');
    expect(translator.t(key('a.onlyEnglish'))).toBe('English');
    expect(translator.t(key('a.none'), { defaultValue: 'Something went wrong' })).toBe('Something went wrong');
    expect(translator.t(key('a.none'))).toBe('a.none');
    // A key naming a group of messages is no message.
    expect(translator.exists('a')).toBe(false);
    expect(translator.exists('a.onlyEnglish')).toBe(true);
    expect(translator.exists('a.onlyFrench.deeper')).toBe(false);
  });

  it('tells its readers when the language or the messages change, and not for a switch to the same language', () => {
    const translator = translatorWith({ greeting: 'Hello' });
    const listener = vi.fn();
    const stop = translator.subscribe(listener);
    const before = translator.getRevision();
    translator.changeLanguage('en');
    expect(listener).not.toHaveBeenCalled();
    translator.addMessages('fr-CA', { greeting: 'Bonjour' });
    translator.changeLanguage('fr-CA');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(translator.getRevision()).toBe(before + 2);
    expect(translator.t(key('greeting'))).toBe('Bonjour');
    stop();
    translator.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("reads every plural message of every locale with a form for each of the language's counts", () => {
    for (const [locale, messages] of Object.entries(MESSAGES)) {
      const translator = new Translator(locale as 'en');
      translator.addMessages(locale as 'en', messages);
      const pluralBases = new Set<string>();
      const walk = (tree: object, prefix: string) => {
        for (const [name, value] of Object.entries(tree)) {
          if (typeof value === 'object') walk(value as object, `${prefix}${name}.`);
          const base = /^(.*)_(?:zero|one|two|few|many|other)$/.exec(name)?.[1];
          if (typeof value === 'string' && base) pluralBases.add(`${prefix}${base}`);
        }
      };
      walk(messages, '');
      expect(pluralBases.size, locale).toBeGreaterThan(0);
      for (const base of pluralBases) {
        for (const count of [0, 1, 2, 5, 21, 1_000_000]) {
          const text = translator.t(key(base), { count, multiplier: 3, bet: '€1' });
          // Found under a plural key: never the key itself, and no placeholder left unfilled.
          expect(text, `${locale} ${base} ${count}`).not.toBe(base);
          expect(text, `${locale} ${base} ${count}`).not.toMatch(/\{\{/);
        }
      }
    }
  });
});
