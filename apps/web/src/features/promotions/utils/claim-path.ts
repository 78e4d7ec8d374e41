import type { Promotion } from '@casino/contracts';

/**
 * Where a signed-in player claims an offer: a deposit offer in the cashier opened on its bonus choice (offers that
 * must be picked are picked there), a welcome gift on the gifts page, where it waits to be activated.
 */
export function claimPath(promotion: Pick<Promotion, 'kind'>): '/deposit-bonus' | '/profile/gifts' {
  return promotion.kind === 'deposit' ? '/deposit-bonus' : '/profile/gifts';
}

/**
 * A guest signs up first. The registration popup takes a `redirect`, so the new player lands where they claim
 * the offer instead of back on the lobby. Both paths come already localized.
 */
export function signUpToClaimPath(registrationPath: string, claimTarget: string): string {
  return `${registrationPath}?${new URLSearchParams({ redirect: claimTarget }).toString()}`;
}
