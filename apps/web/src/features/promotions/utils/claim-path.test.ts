import { describe, expect, it } from 'vitest';
import { claimPath, signUpToClaimPath } from './claim-path';

describe('claiming an offer', () => {
  it('opens the cashier on its bonus choice for a deposit offer, the gifts page for a welcome gift', () => {
    expect(claimPath({ kind: 'deposit' })).toBe('/deposit-bonus');
    expect(claimPath({ kind: 'registration' })).toBe('/profile/gifts');
  });

  it('sends a guest to sign up first, and from there to where the offer is claimed', () => {
    expect(signUpToClaimPath('/fr-CA/registration', '/fr-CA/deposit-bonus')).toBe(
      '/fr-CA/registration?redirect=%2Ffr-CA%2Fdeposit-bonus',
    );
  });
});
