import { DEFAULT_LOCALE, LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import html from '../../../index.html?raw';

describe('messages prefetch in index.html', () => {
  it('knows exactly the prefixed locales of the contracts', () => {
    const list = /var locales = \[([^\]]*)\]/.exec(html)?.[1] ?? '';
    const inline = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(inline).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
  });
});
