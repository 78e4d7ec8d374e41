import type { PaymentAction, PaymentMethod } from '@casino/contracts';
import type { Coin } from './crypto-coins';
import { COINS } from './crypto-coins';
import type { CurrencyFacts } from './payment-methods';
import { PAYMENT_PROVIDER_NAME } from './payment-methods';

/** Exchange rates as `/api/info/crypto_exchange_rates` publishes them: coin → currency → rate net of the fee. */
export type ExchangeRates = Record<string, Record<string, { total_exchange_rate: number }>>;

export const cryptoMethodId = (coin: Coin) => `crypto_${coin.code.toLowerCase()}`;

export const coinOfMethod = (id: string) => COINS.find((coin) => cryptoMethodId(coin) === id);

export const rateOf = (rates: ExchangeRates, coin: string, currency: string) =>
  coin === currency ? 1 : rates[coin]?.[currency]?.total_exchange_rate;

/**
 * Coins pay into the coin's own wallet, or into a fiat wallet at the published rate (only where there is one);
 * withdrawals in a coin come from that coin's wallet.
 */
export function cryptoServes(coin: Coin, currency: CurrencyFacts, action: PaymentAction, rates: ExchangeRates) {
  if (action === 'cashout') return currency.code === coin.code;
  return currency.code === coin.code || (currency.fiat && rateOf(rates, coin.code, currency.code) !== undefined);
}

/**
 * Limits in whole coins. A deposit's maximum is shown as the withdrawal maximum but not enforced: coins already
 * sent are credited whatever their amount; below the minimum they are not (see docs/payments.md).
 */
export function cryptoLimits(coin: Coin, action: PaymentAction) {
  return action === 'deposit'
    ? { min: coin.depositMin, max: coin.withdrawMax }
    : { min: coin.withdrawMin, max: coin.withdrawMax };
}

export function toCryptoPaymentMethod(coin: Coin, currency: CurrencyFacts, action: PaymentAction): PaymentMethod {
  const { min, max } = cryptoLimits(coin, action);
  return {
    id: cryptoMethodId(coin),
    brand: coin.code.toLowerCase(),
    currency: currency.code,
    provider: PAYMENT_PROVIDER_NAME,
    type: 'crypto',
    title: coin.name,
    translationKey: `payments.methods.${cryptoMethodId(coin)}`,
    description: null,
    iconSrc: `/api/payments/logos/${coin.code.toLowerCase()}.svg`,
    extraIcons: '',
    savedProfiles: [],
    isForSavedProfilesOnly: false,
    isProfileRequiredForCashout: false,
    termsOfService: {
      processingTime: { type: 'instant' },
      commissions: { type: 'none' },
      restrictions: { minAmountValue: min, maxAmountValue: max, amountCurrencyCode: coin.code },
    },
  };
}
