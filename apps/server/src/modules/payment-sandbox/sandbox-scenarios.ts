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

/** Decimal places the test chain counts each coin in (ETH in gwei, as the casino's wallets do). */
export const COIN_DECIMALS: Readonly<Record<string, number>> = { BTC: 8, ETH: 9, LTC: 8, BCH: 8, DOG: 8, USDT: 6 };

/** "0.015" → 1500000 at 8 decimals, exactly (no floating point); undefined when it is not such a number. */
export function parseCoinAmount(text: string, decimals: number): number | undefined {
  const match = /^(\d{1,12})(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  if (fraction.length > decimals) return undefined;
  const minor = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : undefined;
}

export const formatCoinAmount = (minor: number, decimals: number) =>
  (minor / 10 ** decimals).toFixed(decimals).replace(/\.?0+$/, '');
