import { describe, expect, it } from 'vitest';
import { signUpChoicesState } from './sign-up-choices';

const pending = { isPending: true, isError: false, data: undefined };
const failed = { isPending: false, isError: true, data: undefined };
const loaded = (data: readonly unknown[]) => ({ isPending: false, isError: false, data });

describe('the sign-up form while its choices load', () => {
  it('waits for countries, currencies and the visitor country', () => {
    expect(signUpChoicesState({ countries: pending, currencies: loaded(['EUR']), visitor: { isPending: false } })).toBe(
      'loading',
    );
    expect(
      signUpChoicesState({ countries: loaded(['EE']), currencies: loaded(['EUR']), visitor: { isPending: true } }),
    ).toBe('loading');
  });

  it('fails instead of loading for ever when a list could not be had', () => {
    expect(signUpChoicesState({ countries: loaded(['EE']), currencies: failed, visitor: { isPending: true } })).toBe(
      'failed',
    );
    expect(signUpChoicesState({ countries: failed, currencies: pending, visitor: { isPending: false } })).toBe(
      'failed',
    );
    // The countries' fetch answers an empty list when its request fails.
    expect(
      signUpChoicesState({ countries: loaded([]), currencies: loaded(['EUR']), visitor: { isPending: false } }),
    ).toBe('failed');
  });

  it('starts the form once both lists are there', () => {
    expect(
      signUpChoicesState({ countries: loaded(['EE']), currencies: loaded(['EUR']), visitor: { isPending: false } }),
    ).toBe('ready');
  });
});
