import { sql } from 'drizzle-orm';
import { bigint, bigserial, integer, pgTable, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';

/**
 * The payment sandbox's own books: what a real provider keeps on its side. The casino never reads these tables; it
 * learns about a payment only through the provider adapter's answers, the hosted pages and signed webhooks.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    /** The merchant's id for the payment: a second request with it is the same payment, never a second charge. */
    merchantReference: text('merchant_reference').notNull(),
    kind: text('kind', { enum: ['deposit', 'payout'] }).notNull(),
    method: text('method').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['pending', 'processing', 'succeeded', 'declined', 'canceled'] }).notNull(),
    reason: text('reason'),
    /** Which test behaviour this payment follows (see sandbox-scenarios.ts). */
    scenario: text('scenario').notNull(),
    /** The secret part of the hosted page's address (3-D Secure challenge, e-wallet approval). */
    pageToken: text('page_token'),
    returnUrl: text('return_url'),
    /** When a delayed payment settles by itself. */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('sandbox_payments_reference_idx').on(table.reference),
    uniqueIndex('sandbox_payments_merchant_idx').on(table.kind, table.merchantReference),
    uniqueIndex('sandbox_payments_page_token_idx').on(table.pageToken),
    index('sandbox_payments_settle_idx').on(table.settleAt),
  ],
);

/** Cards the sandbox keeps for one-click payments, found by token. Only the documented test numbers are accepted. */
export const sandboxCards = pgTable('sandbox_cards', {
  token: text('token').primaryKey(),
  number: text('number').notNull(),
  expiry: text('expiry').notNull(),
  holder: text('holder').notNull(),
  createdAt: createdAt(),
});

/** Webhooks waiting to be acknowledged: retried with backoff until the merchant answers 2xx. */
export const sandboxWebhooks = pgTable(
  'sandbox_webhooks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentReference: text('payment_reference').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Attempts that the "lost webhook" test card makes vanish on the way, as a network would. */
    lostAttempts: integer('lost_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_webhooks_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`delivered_at is null`),
  ],
);
