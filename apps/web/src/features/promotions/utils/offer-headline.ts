import type { Promotion } from '@casino/contracts';
import type { OfferAmounts } from './offer-currency';

/**
 * What an offer gives, in the words of its headline: free spins by their count, a deposit match by its percent and
 * cap, else a fixed amount (a welcome gift on registration). Amounts are null when the offer lists no currency.
 */
export type Headline =
  | { kind: 'spins'; count: number; betCents: number | null }
  | { kind: 'match'; percent: number; capCents: number | null }
  | { kind: 'welcome'; amountCents: number | null }
  | { kind: 'fixed'; amountCents: number | null };

export function headlineOf(promotion: Promotion, amounts: OfferAmounts | undefined): Headline {
  const amountCents = amounts?.amount_cents ?? null;
  // With free spins, `amount_cents` is the bet of each spin, never money to win: the count is the offer.
  if (promotion.freespins_count) return { kind: 'spins', count: promotion.freespins_count, betCents: amountCents };
  if (promotion.kind === 'deposit' && promotion.match_percent) {
    return { kind: 'match', percent: promotion.match_percent, capCents: amountCents };
  }
  return { kind: promotion.kind === 'registration' ? 'welcome' : 'fixed', amountCents };
}

/** When the offer is given: on sign-up, on a given deposit (ordinals are worded up to the third), or on any. */
export type Occasion = 'signUp' | 'anyDeposit' | 'deposit1' | 'deposit2' | 'deposit3' | 'depositN';

export function occasionOf(promotion: Promotion): Occasion {
  if (promotion.kind === 'registration') return 'signUp';
  switch (promotion.deposit_number) {
    case null:
      return 'anyDeposit';
    case 1:
      return 'deposit1';
    case 2:
      return 'deposit2';
    case 3:
      return 'deposit3';
    default:
      return 'depositN';
  }
}
