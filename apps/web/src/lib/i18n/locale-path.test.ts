import { describe, expect, it } from 'vitest';
import { basePathOf, localeFromPath, localizePath, stripBasePath, stripLocalePrefix } from './locale-path';

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

  it('finds the guest variant base path and strips it before the locale', () => {
    expect(basePathOf('/guest')).toBe('/guest');
    expect(basePathOf('/guest/de/live')).toBe('/guest');
    expect(basePathOf('/guests/live')).toBe('');
    expect(basePathOf('/de/live')).toBe('');
    expect(stripBasePath('/guest/de/live', '/guest')).toBe('/de/live');
    expect(stripBasePath('/guest', '/guest')).toBe('/');
    expect(localeFromPath(stripBasePath('/guest/fr-CA/pokies', '/guest'))).toBe('fr-CA');
    expect(stripBasePath('/de/live', '')).toBe('/de/live');
    expect(stripBasePath('/de/live', '/')).toBe('/de/live');
  });
});
