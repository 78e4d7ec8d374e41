import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocalePrefix } from './locale-path';

describe('locale paths', () => {
  it('reads the locale from the first segment only when it is a known locale', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/pokies/new')).toBe('en');
    expect(localeFromPath('/de')).toBe('de');
    expect(localeFromPath('/en-AU-x-fake/live')).toBe('en-AU-x-fake');
    expect(localeFromPath('/fr/live')).toBe('en');
    expect(localeFromPath('/en/live')).toBe('en');
  });

  it('strips and adds the prefix symmetrically', () => {
    expect(stripLocalePrefix('/de')).toBe('/');
    expect(stripLocalePrefix('/fr-CA/producers/aurora/2')).toBe('/producers/aurora/2');
    expect(stripLocalePrefix('/pokies')).toBe('/pokies');
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/live/all', 'no')).toBe('/no/live/all');
    expect(localizePath('/live/all', 'en')).toBe('/live/all');
  });
});
