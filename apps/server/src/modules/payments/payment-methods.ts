import type { MethodField, PaymentAction, PaymentMethod } from '@casino/contracts';

/**
 * The methods the cashier offers, all through the built-in sandbox provider. Each knows which currencies and
 * actions it serves, its limits and the fields it needs. Limits are written in major units, as the cashier shows
 * them (player-api-shapes §2.3), and converted to minor units where amounts are checked.
 */
export type MethodId = 'visa' | 'mastercard' | 'sandpay' | 'bank_transfer';

export type MethodDefinition = {
  id: MethodId;
  brand: string;
  /** The name in history lines (`payment_system`). */
  title: string;
  type: PaymentMethod['type'];
  actions: readonly PaymentAction[];
  /** Largest amount per payment in a currency worth about one euro per unit; scaled per currency below. */
  maxPerPayment: Record<PaymentAction, number>;
  needsSavedCardForCashout: boolean;
};

export const PAYMENT_PROVIDER_NAME = 'sandbox';

export const METHODS: readonly MethodDefinition[] = [
  {
    id: 'visa',
    brand: 'visa',
    title: 'Visa',
    type: 'cards',
    actions: ['deposit', 'cashout'],
    maxPerPayment: { deposit: 10_000, cashout: 10_000 },
    needsSavedCardForCashout: true,
  },
  {
    id: 'mastercard',
    brand: 'mastercard',
    title: 'Mastercard',
    type: 'cards',
    actions: ['deposit', 'cashout'],
    maxPerPayment: { deposit: 10_000, cashout: 10_000 },
    needsSavedCardForCashout: true,
  },
  {
    id: 'sandpay',
    brand: 'sandpay',
    title: 'SandPay',
    type: 'direct',
    actions: ['deposit', 'cashout'],
    maxPerPayment: { deposit: 10_000, cashout: 10_000 },
    needsSavedCardForCashout: false,
  },
  {
    id: 'bank_transfer',
    brand: 'bank_transfer',
    title: 'Bank transfer',
    type: 'bank_transfer',
    actions: ['deposit', 'cashout'],
    maxPerPayment: { deposit: 100_000, cashout: 50_000 },
    needsSavedCardForCashout: false,
  },
];

/**
 * Currencies worth far less than a euro per unit have proportionally larger maximums, so every wallet can move about
 * the same value. Minimums follow platform-core §9: 0.01 of a unit.
 */
const UNITS_PER_EURO: Readonly<Record<string, number>> = { JPY: 150, NOK: 10, BRL: 5, KZT: 500, PLN: 4 };
const FIAT_MINIMUM = 0.01;

export type CurrencyFacts = { code: string; fiat: boolean; subunitsToUnit: number };

export const findMethod = (id: string) => METHODS.find((method) => method.id === id);

/** Card and e-wallet methods take every fiat currency; crypto wallets are paid in with coins (a later method). */
export const methodServes = (method: MethodDefinition, currency: CurrencyFacts, action: PaymentAction) =>
  currency.fiat && method.actions.includes(action);

/** The method's limits in major units of the currency. */
export function limitsOf(method: MethodDefinition, currency: CurrencyFacts, action: PaymentAction) {
  const scale = UNITS_PER_EURO[currency.code] ?? 1;
  // A currency without cents (JPY) cannot take 0.01: its smallest amount is one unit.
  const min = Math.max(FIAT_MINIMUM, 1 / currency.subunitsToUnit);
  return { min, max: method.maxPerPayment[action] * scale };
}

/** The same limits in minor units, rounded inward so a limit is never exceeded by rounding. */
export function limitsInMinorUnits(method: MethodDefinition, currency: CurrencyFacts, action: PaymentAction) {
  const { min, max } = limitsOf(method, currency, action);
  return {
    min: Math.ceil(min * currency.subunitsToUnit),
    max: Math.floor(max * currency.subunitsToUnit),
  };
}

export type SavedProfile = { id: number; brand: string; last4: string; expiryMonth: string; expiryYear: string };

export const profileTitle = (profile: SavedProfile) =>
  `•••• ${profile.last4} (${profile.expiryMonth}/${profile.expiryYear})`;

export function toPaymentMethod(
  method: MethodDefinition,
  currency: CurrencyFacts,
  action: PaymentAction,
  profiles: readonly SavedProfile[],
): PaymentMethod {
  const { min, max } = limitsOf(method, currency, action);
  const own = profiles.filter((profile) => profile.brand === method.brand);
  return {
    id: method.id,
    brand: method.brand,
    currency: currency.code,
    provider: PAYMENT_PROVIDER_NAME,
    type: method.type,
    title: method.title,
    translationKey: `payments.methods.${method.id}`,
    description: null,
    iconSrc: `/api/payments/logos/${method.brand}.svg`,
    extraIcons: '',
    savedProfiles: own.map((profile) => ({
      id: String(profile.id),
      title: profileTitle(profile),
      isRemoveAvailable: true,
    })),
    isForSavedProfilesOnly: action === 'cashout' && method.needsSavedCardForCashout,
    isProfileRequiredForCashout: method.needsSavedCardForCashout,
    // Every method settles instantly and free of charge (platform-core §9, the information table).
    termsOfService: {
      processingTime: { type: 'instant' },
      commissions: { type: 'none' },
      restrictions: { minAmountValue: min, maxAmountValue: max, amountCurrencyCode: currency.code },
    },
  };
}

const field = (name: string, type: MethodField['type'], extra: Partial<MethodField> = {}): MethodField => ({
  name,
  type,
  required: true,
  labelKey: `payments.fields.${name}`,
  ...extra,
});

/** What the player types for this method and action; a saved card needs nothing more for a one-click deposit. */
export function playerFieldsOf(
  method: MethodDefinition,
  action: PaymentAction,
  profiles: readonly SavedProfile[],
  savedProfileId: string | undefined,
): MethodField[] {
  if (method.type === 'cards') {
    if (action === 'cashout') {
      const options = profiles
        .filter((profile) => profile.brand === method.brand)
        .map((profile) => ({ value: String(profile.id), label: profileTitle(profile) }));
      return [field('saved_profile_id', 'select', { options })];
    }
    if (savedProfileId) return [];
    return [
      field('card_number', 'card_number', { pattern: '^[0-9 ]{12,23}$' }),
      field('card_expiry', 'card_expiry', { pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' }),
      field('card_cvv', 'card_cvv', { pattern: '^[0-9]{3,4}$' }),
      field('card_holder', 'text'),
    ];
  }
  if (method.id === 'sandpay') return [field('email', 'email')];
  if (method.id === 'bank_transfer' && action === 'cashout') {
    return [field('iban', 'iban', { pattern: '^[A-Za-z0-9 ]{15,42}$' }), field('account_holder', 'text')];
  }
  return [];
}

/**
 * Cash-outs up to this amount are approved without review unless the operator set a limit for the currency:
 * 200 units in a fiat currency (scaled like the maximums), none in crypto (every crypto cash-out is reviewed).
 */
export function defaultAutoApprovalLimit(currency: CurrencyFacts): number {
  if (!currency.fiat) return 0;
  return 200 * (UNITS_PER_EURO[currency.code] ?? 1) * currency.subunitsToUnit;
}
