import { LOCALES } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { offeredLocales } from './offered-locales';

describe('offeredLocales', () => {
  it('offers every locale but the test one to players', () => {
    expect(offeredLocales('fr-CA')).toEqual(LOCALES.filter((code) => code !== 'en-AU-x-fake'));
    expect(offeredLocales('en')).not.toContain('en-AU-x-fake');
  });

  it('keeps the test locale listed while it is the page language', () => {
    expect(offeredLocales('en-AU-x-fake')).toEqual(LOCALES);
  });
});
