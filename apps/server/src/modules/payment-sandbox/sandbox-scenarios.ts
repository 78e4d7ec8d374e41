/**
 * The sandbox's documented test data (docs/payments.md, "Test cards"). Like a real provider's test mode, the
 * sandbox accepts only these card numbers, so a real card typed by mistake is refused and never kept.
 */
export type CardScenario =
  'success' | 'declined' | 'insufficient_funds' | 'challenge' | 'delayed_success' | 'lost_first_webhook';

export const TEST_CARDS: Readonly<Record<string, CardScenario>> = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'declined',
  '5105105105105100': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
  '5200828282828210': 'challenge',
  '4000000000000077': 'delayed_success',
  '4000000000000341': 'lost_first_webhook',
};

/** Payouts to these destinations fail (an account closed at the receiving end); any other destination is paid. */
export const FAILING_PAYOUT_DESTINATIONS = new Set(['fail@sandpay.test', 'GB82WEST12345698765432']);

/** The sandbox bank account players are asked to send transfers to. */
export const SANDBOX_BANK = { beneficiary: 'Sandbox Payments Ltd', iban: 'GB33BUKB20201555555555', bic: 'BUKBGB22' };
