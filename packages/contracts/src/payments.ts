import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './constants';

/**
 * Payments: the cashier's calls and the history (platform-core §1, §3, §4, §7; player-api-shapes §2). Amounts are
 * integer minor units of the payment's currency, except a method's limits, which the reference gives in major units
 * (`termsOfService.restrictions`).
 */

export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
export type PaymentAction = (typeof PAYMENT_ACTIONS)[number];

/** platform-core §4. `reserved` is part of the family's vocabulary; this platform never enters it. */
export const PAYMENT_STATES = [
  'pending',
  'processing',
  'reserved',
  'succeeded',
  'canceled',
  'declined',
  'rejected',
  'recalled',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** A payment that will not change again. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = [
  'succeeded',
  'canceled',
  'declined',
  'rejected',
  'recalled',
];

/** A deposit that failed this recently raises the cashier's warning toast, once per payment (platform-core §4, §9). */
export const FAILED_DEPOSIT_WARNING_MS = 5 * 60_000;
/** The amount a first deposit form starts with, in major units (platform-core §9). */
export const FIRST_DEPOSIT_AMOUNT = 50;
/** An empty method list is asked for again this many times (platform-core §1). */
export const PAYMENT_METHODS_RETRIES = 3;

const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** One line of the payment history: `GET /api/player/payments`, `with_pages`, and `payments_changes` messages. */
export const playerPaymentSchema = z.object({
  id: z.number().int().positive(),
  amount_cents: minorUnits,
  currency: z.string(),
  action: z.enum(PAYMENT_ACTIONS),
  /** Display name of the method ("Visa", "Bank transfer"). */
  payment_system: z.string(),
  /** Technical id of the provider ("sandbox"). */
  system_name: z.string(),
  /** The method's brand ("visa", "btc"). */
  brand: z.string(),
  state: z.enum(PAYMENT_STATES),
  success: z.boolean(),
  /** A pending withdrawal the player may still cancel; always false where the licence forbids reversing one. */
  recallable: z.boolean(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  cancellation_reason: z.string().optional(),
  /** What the money came from or goes to, masked: "•••• 4242", an IBAN's last digits, a crypto address. */
  account_label: z.string().nullable(),
});
export type PlayerPayment = z.infer<typeof playerPaymentSchema>;

export const paymentsPageRequestSchema = z
  .object({
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(100).default(20),
    filter: z
      .object({
        type: z.enum(PAYMENT_ACTIONS).or(z.literal('')).optional(),
        currency: z.string().regex(CURRENCY_CODE_PATTERN).or(z.literal('')).optional(),
        from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
        to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type PaymentsPageRequest = z.input<typeof paymentsPageRequestSchema>;

export const paymentsPageSchema = z.object({
  data: z.array(playerPaymentSchema),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_count: z.number().int(),
  }),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;

export const PAYMENT_METHOD_TYPES = ['bank_transfer', 'cards', 'crypto', 'direct', 'voucher'] as const;

/** A payment method as the cashier lists it (`GET /api/payments/methods`): the family's PaymentMethod shape. */
export const paymentMethodSchema = z.object({
  id: z.string(),
  brand: z.string(),
  currency: z.string(),
  provider: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  title: z.string().nullable(),
  /** The i18n key of the method's name and description in the web app. */
  translationKey: z.string(),
  description: z.string().nullable(),
  /** A locally generated logo (`/api/payments/logos/<brand>.svg`). */
  iconSrc: z.string().nullable(),
  extraIcons: z.string(),
  savedProfiles: z.array(z.object({ id: z.string(), title: z.string(), isRemoveAvailable: z.boolean() })),
  isForSavedProfilesOnly: z.boolean(),
  isProfileRequiredForCashout: z.boolean(),
  termsOfService: z.object({
    processingTime: z.object({ type: z.string() }),
    commissions: z.object({ type: z.string() }),
    /** Major units of `amountCurrencyCode` (the coin for a crypto method, else the wallet's currency). */
    restrictions: z.object({
      minAmountValue: z.number(),
      maxAmountValue: z.number(),
      amountCurrencyCode: z.string(),
    }),
  }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsQuerySchema = z.object({
  currency: z.string().regex(CURRENCY_CODE_PATTERN),
  action: z.enum(PAYMENT_ACTIONS),
});

/** A field the method needs from the player; `name` is the key in the request's `fields`. */
export const methodFieldSchema = z.object({
  name: z.string(),
  type: z.enum(['card_number', 'card_expiry', 'card_cvv', 'text', 'email', 'iban', 'crypto_address', 'select']),
  required: z.boolean(),
  /** i18n key of the label in the web app. */
  labelKey: z.string(),
  pattern: z.string().optional(),
  options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
});
export type MethodField = z.infer<typeof methodFieldSchema>;

export const methodFieldsSchema = z.object({
  amountField: z.object({ min: minorUnits, max: minorUnits, currency: z.string(), step: minorUnits }).nullable(),
  isSubmitAvailable: z.boolean(),
  /** What to show instead of a form: a crypto method's deposit address (`[0].address`). */
  methodFields: z.array(z.record(z.string(), z.unknown())),
  /** What the player types. */
  playerFields: z.array(methodFieldSchema),
});
export type MethodFields = z.infer<typeof methodFieldsSchema>;

export const methodFieldsQuerySchema = paymentMethodsQuerySchema.extend({
  saved_profile_id: z.string().max(64).optional(),
});

const promoCode = z.string().trim().max(64);

/** `POST /api/payments/deposits`: card fields go to the provider and are never stored (only brand, BIN, last 4). */
export const depositRequestSchema = z
  .object({
    method_id: z.string().min(1).max(64),
    currency: z.string().regex(CURRENCY_CODE_PATTERN),
    amount_cents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    fields: z.record(z.string().max(64), z.string().max(200)).default({}),
    saved_profile_id: z.string().max(64).optional(),
    save_profile: z.boolean().default(false),
    promo_code: promoCode.optional(),
    bonus_id: z.string().max(64).optional(),
    /** Where the e-wallet's hosted page sends the player back to: a path on this site. */
    return_path: z.string().max(500).optional(),
  })
  .strict();
export type DepositRequest = z.input<typeof depositRequestSchema>;

/** What the player must do next for a deposit to finish. */
export const paymentNextStepSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  /** The 3-D Secure challenge: the provider's page, shown in an embedded frame. */
  z.object({ type: z.literal('challenge'), url: z.string() }),
  /** The e-wallet's approval page: the browser goes there and comes back to `return_path`. */
  z.object({ type: z.literal('redirect'), url: z.string() }),
  /** A bank transfer: where to send the money, and the reference that matches it to this deposit. */
  z.object({
    type: z.literal('bank_transfer'),
    beneficiary: z.string(),
    iban: z.string(),
    bic: z.string(),
    reference: z.string(),
  }),
]);
export type PaymentNextStep = z.infer<typeof paymentNextStepSchema>;

export const depositResponseSchema = z.object({ payment: playerPaymentSchema, next: paymentNextStepSchema });
export type DepositResponse = z.infer<typeof depositResponseSchema>;

/** `POST /api/payments/cashouts`: the amount is taken from cash and held in the same transaction. */
export const cashoutRequestSchema = z
  .object({
    method_id: z.string().min(1).max(64),
    currency: z.string().regex(CURRENCY_CODE_PATTERN),
    amount_cents: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    fields: z.record(z.string().max(64), z.string().max(200)).default({}),
    saved_profile_id: z.string().max(64).optional(),
    /** The player confirmed that withdrawing cancels their active bonus (answered `409 BONUS_ACTIVE` before). */
    erase_bonus: z.boolean().optional(),
  })
  .strict();
export type CashoutRequest = z.input<typeof cashoutRequestSchema>;

export const cashoutResponseSchema = z.object({ payment: playerPaymentSchema });

/** Message keys the payments API answers in `errors` (the web translates them). */
export const PAYMENT_MESSAGE_KEYS = {
  methodUnavailable: 'payments.errors.method_unavailable',
  belowMinimum: 'payments.errors.below_minimum',
  aboveMaximum: 'payments.errors.above_maximum',
  cardInvalid: 'payments.errors.card_invalid',
  cardExpired: 'payments.errors.card_expired',
  cvvInvalid: 'payments.errors.cvv_invalid',
  holderInvalid: 'payments.errors.holder_invalid',
  emailInvalid: 'payments.errors.email_invalid',
  ibanInvalid: 'payments.errors.iban_invalid',
  addressInvalid: 'payments.errors.address_invalid',
  profileUnknown: 'payments.errors.profile_unknown',
  notEnoughMoney: 'payments.errors.not_enough_money',
  walletMissing: 'payments.errors.wallet_missing',
} as const;

/** One row of the payments information page (engagement §9): a method with its terms for deposits and withdrawals. */
export const paymentInfoRowSchema = z.object({
  id: z.string(),
  brand: z.string(),
  title: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  translationKey: z.string(),
  iconSrc: z.string(),
  processingTime: z.string(),
  fee: z.string(),
  /** Major units of `currency`; null where the method takes no deposits or pays no withdrawals in this currency. */
  deposit: z.object({ min: z.number(), max: z.number() }).nullable(),
  withdrawal: z.object({ min: z.number(), max: z.number() }).nullable(),
  currency: z.string(),
});
export type PaymentInfoRow = z.infer<typeof paymentInfoRowSchema>;
