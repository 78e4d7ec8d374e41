import * as z from 'zod/mini';

/*
 * The payment history's shapes, apart from payments.ts: the cashbox's first view (the wallets and the history) reads
 * them, so they are zod/mini, and the classic zod of the deposit and withdrawal forms loads only with those forms.
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

/** Whole minor units JSON carries exactly (a safe integer), never negative. */
const minorUnits = z.int().check(z.gte(0));

/** One line of the payment history: `GET /api/player/payments`, `with_pages`, and `payments_changes` messages. */
export const playerPaymentSchema = z.object({
  id: z.int().check(z.positive()),
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
  finished_at: z.nullable(z.string()),
  cancellation_reason: z.optional(z.string()),
  /** What the money came from or goes to, masked: "•••• 4242", an IBAN's last digits, a crypto address. */
  account_label: z.nullable(z.string()),
});
export type PlayerPayment = z.infer<typeof playerPaymentSchema>;

export const paymentsPageSchema = z.object({
  data: z.array(playerPaymentSchema),
  pagination: z.object({
    page: z.int(),
    per_page: z.int(),
    total_count: z.int(),
  }),
});
export type PaymentsPage = z.infer<typeof paymentsPageSchema>;
