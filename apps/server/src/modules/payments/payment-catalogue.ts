import type { MethodFields, PaymentAction, PaymentInfoRow, PaymentMethod } from '@casino/contracts';
import { PAYMENT_MESSAGE_KEYS } from '@casino/contracts';
import type { Queryable } from '../../db/client';
import { invalidFields, notFound } from '../../lib/app-error';
import { findEnabledCurrency } from '../users';
import type { Coin } from './crypto-coins';
import { COINS, paymentUri } from './crypto-coins';
import type { ExchangeRates } from './crypto-methods';
import { coinOfMethod, cryptoLimits, cryptoServes, toCryptoPaymentMethod } from './crypto-methods';
import type { CurrencyFacts, MethodDefinition } from './payment-methods';
import {
  findMethod,
  limitsInMinorUnits,
  methodServes,
  METHODS,
  playerFieldsOf,
  toPaymentMethod,
} from './payment-methods';
import type { PaymentProvider } from './payment-provider';
import { listProfiles } from './payments.repository';

async function currencyFacts(db: Queryable, code: string): Promise<CurrencyFacts | undefined> {
  const row = await findEnabledCurrency(db, code);
  return row && { code: row.code, fiat: row.fiat, subunitsToUnit: row.subunitsToUnit };
}

/** A method is offered for a cash-out to cards only when the player has a card of that brand to pay out to. */
const offered = (method: MethodDefinition, action: PaymentAction, brands: ReadonlySet<string>) =>
  !(action === 'cashout' && method.needsSavedCardForCashout && !brands.has(method.brand));

/** Whole-coin limits in minor units of the coin, rounded inward. */
const coinLimitsInMinor = (coin: Coin, subunits: number, action: PaymentAction) => {
  const { min, max } = cryptoLimits(coin, action);
  return { min: Math.ceil(min * subunits), max: Math.floor(max * subunits) };
};

const limitsOfMethod = (method: PaymentMethod) => ({
  min: method.termsOfService.restrictions.minAmountValue,
  max: method.termsOfService.restrictions.maxAmountValue,
});

function infoRow(method: PaymentMethod, action: PaymentAction): PaymentInfoRow {
  return {
    id: method.id,
    brand: method.brand,
    title: method.title ?? method.id,
    type: method.type,
    translationKey: method.translationKey,
    iconSrc: method.iconSrc ?? '',
    processingTime: method.termsOfService.processingTime.type,
    fee: method.termsOfService.commissions.type,
    deposit: action === 'deposit' ? limitsOfMethod(method) : null,
    withdrawal: null,
    currency: method.termsOfService.restrictions.amountCurrencyCode,
  };
}

export type PaymentCatalogue = ReturnType<typeof createPaymentCatalogue>;

/** The cashier's method lists and forms, and the check of an order against them. */
export function createPaymentCatalogue({
  db,
  provider,
  rates,
  confirmations,
  assertMayDeposit,
}: {
  db: Queryable;
  provider: PaymentProvider;
  rates: () => Promise<ExchangeRates>;
  /** Confirmations after which a crypto deposit is credited. */
  confirmations: number;
  /** Refuses a player who may not deposit now (a cooling-off or self-exclusion), with a coded error. */
  assertMayDeposit?: (userId: number) => Promise<void>;
}) {
  async function cryptoFields(userId: number, coin: Coin, action: PaymentAction): Promise<MethodFields> {
    const facts = await currencyFacts(db, coin.code);
    if (!facts) throw notFound('The payment method');
    const amountField = { ...coinLimitsInMinor(coin, facts.subunitsToUnit, action), currency: coin.code, step: 1 };
    if (action === 'cashout') {
      return {
        amountField,
        isSubmitAvailable: true,
        methodFields: [],
        playerFields: [
          { name: 'address', type: 'crypto_address', required: true, labelKey: 'payments.fields.address' },
        ],
      };
    }
    // Coins sent to the address cannot be refused later, so an excluded player is not given one.
    await assertMayDeposit?.(userId);
    const address = await provider.cryptoAddress(String(userId), coin.code);
    return {
      amountField,
      // Coins are sent from the player's own wallet app: there is nothing to submit here.
      isSubmitAvailable: false,
      methodFields: [
        {
          address,
          uri: paymentUri(coin, address),
          coin: coin.code,
          confirmations,
          subunits: facts.subunitsToUnit,
        },
      ],
      playerFields: [],
    };
  }

  /** Every method a wallet in this currency could use, for one action, without a player's saved cards. */
  async function catalogueFor(facts: CurrencyFacts, action: PaymentAction, known: ExchangeRates) {
    const fiat = METHODS.filter((method) => methodServes(method, facts, action)).map((method) =>
      toPaymentMethod(method, facts, action, []),
    );
    const coins = COINS.filter((coin) => cryptoServes(coin, facts, action, known)).map((coin) =>
      toCryptoPaymentMethod(coin, facts, action),
    );
    return [...fiat, ...coins];
  }

  return {
    /**
     * The payments information page: each method a wallet in this currency (or, for a coin, that coin's wallet)
     * can use, with its terms for deposits and withdrawals. Public: a visitor reads it before signing up.
     */
    async information(currency: string): Promise<PaymentInfoRow[]> {
      const facts = await currencyFacts(db, currency);
      if (!facts) return [];
      const known = await rates();
      const deposits = await catalogueFor(facts, 'deposit', known);
      const rows = new Map<string, PaymentInfoRow>();
      for (const method of deposits) rows.set(method.id, infoRow(method, 'deposit'));
      for (const coin of COINS) {
        const coinFacts = await currencyFacts(db, coin.code);
        if (!coinFacts || !rows.has(`crypto_${coin.code.toLowerCase()}`)) continue;
        const [cashout] = await catalogueFor(coinFacts, 'cashout', known);
        if (cashout) rows.set(cashout.id, { ...rows.get(cashout.id)!, withdrawal: limitsOfMethod(cashout) });
      }
      for (const method of await catalogueFor(facts, 'cashout', known)) {
        const row = rows.get(method.id) ?? infoRow(method, 'cashout');
        rows.set(method.id, { ...row, withdrawal: limitsOfMethod(method) });
      }
      return [...rows.values()];
    },

    async methods(userId: number, currency: string, action: PaymentAction): Promise<PaymentMethod[]> {
      const facts = await currencyFacts(db, currency);
      if (!facts) return [];
      const profiles = await listProfiles(db, userId);
      const brands = new Set(profiles.map((profile) => profile.brand));
      const fiat = METHODS.filter(
        (method) => methodServes(method, facts, action) && offered(method, action, brands),
      ).map((method) => toPaymentMethod(method, facts, action, profiles));
      const known = await rates();
      const coins = COINS.filter((coin) => cryptoServes(coin, facts, action, known)).map((coin) =>
        toCryptoPaymentMethod(coin, facts, action),
      );
      return [...fiat, ...coins];
    },

    async fields(
      userId: number,
      query: { id: string; currency: string; action: PaymentAction; savedProfileId?: string },
    ): Promise<MethodFields> {
      const facts = await currencyFacts(db, query.currency);
      const coin = coinOfMethod(query.id);
      if (coin && facts && cryptoServes(coin, facts, query.action, await rates())) {
        return cryptoFields(userId, coin, query.action);
      }
      const method = findMethod(query.id);
      if (!method || !facts || !methodServes(method, facts, query.action)) throw notFound('The payment method');
      const profiles = await listProfiles(db, userId);
      const saved = query.savedProfileId
        ? profiles.find((profile) => String(profile.id) === query.savedProfileId)
        : undefined;
      const playerFields = playerFieldsOf(method, query.action, profiles, saved && String(saved.id));
      const limits = limitsInMinorUnits(method, facts, query.action);
      return {
        amountField: { ...limits, currency: facts.code, step: 1 },
        // A cash-out to a card needs a saved card of that brand.
        isSubmitAvailable: !playerFields.some((field) => field.type === 'select' && !field.options?.length),
        methodFields: [],
        playerFields,
      };
    },

    /**
     * The method and currency of an order, once its amount is within the method's limits; else a 422 per field.
     * Crypto deposits are not ordered (coins arrive at the address), so only crypto withdrawals resolve.
     */
    async resolve(order: { method_id: string; currency: string; amount_cents: number }, action: PaymentAction) {
      const facts = await currencyFacts(db, order.currency);
      const coin = coinOfMethod(order.method_id);
      const method = findMethod(order.method_id);
      const unavailable = () => invalidFields({ method_id: [PAYMENT_MESSAGE_KEYS.methodUnavailable] });
      if (!facts) throw unavailable();
      let limits: { min: number; max: number };
      if (coin && action === 'cashout' && cryptoServes(coin, facts, action, {})) {
        limits = coinLimitsInMinor(coin, facts.subunitsToUnit, action);
      } else if (method && methodServes(method, facts, action)) {
        limits = limitsInMinorUnits(method, facts, action);
      } else {
        throw unavailable();
      }
      if (order.amount_cents < limits.min) throw invalidFields({ amount_cents: [PAYMENT_MESSAGE_KEYS.belowMinimum] });
      if (order.amount_cents > limits.max) throw invalidFields({ amount_cents: [PAYMENT_MESSAGE_KEYS.aboveMaximum] });
      return { method, coin, facts };
    },
  };
}
