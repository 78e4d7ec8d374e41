import { describe, expect, it } from 'vitest';
import { readLaunchParams } from './launch-params';

describe('readLaunchParams', () => {
  it('reads the session token and a known locale', () => {
    expect(readLaunchParams('?session=abc&locale=fr-CA')).toEqual({ sessionToken: 'abc', locale: 'fr-CA' });
  });

  it('falls back to English for a missing or unknown locale', () => {
    expect(readLaunchParams('?session=abc').locale).toBe('en');
    expect(readLaunchParams('?session=abc&locale=xx').locale).toBe('en');
  });

  it('has no token when the URL carries none', () => {
    expect(readLaunchParams('?locale=de').sessionToken).toBeUndefined();
    expect(readLaunchParams('?session=%20').sessionToken).toBeUndefined();
  });
});
