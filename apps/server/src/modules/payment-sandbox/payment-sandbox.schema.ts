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

/** The sandbox's test chain: one address per customer and coin, as a crypto processor hands out. */
export const sandboxCryptoAddresses = pgTable(
  'sandbox_crypto_addresses',
  {
    address: text('address').primaryKey(),
    coin: text('coin').notNull(),
    customerReference: text('customer_reference').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sandbox_crypto_addresses_customer_idx').on(table.customerReference, table.coin)],
);

/** Blocks of the test chain, mined on a timer; a transaction's confirmations are counted from its block. */
export const sandboxBlocks = pgTable('sandbox_blocks', {
  height: bigserial('height', { mode: 'number' }).primaryKey(),
  minedAt: timestamp('mined_at', { withTimezone: true }).notNull(),
});

/** Test-chain transactions: coins sent from the faucet to an address, or paid out by the provider. */
export const sandboxChainTransactions = pgTable(
  'sandbox_chain_transactions',
  {
    txid: text('txid').primaryKey(),
    coin: text('coin').notNull(),
    address: text('address').notNull(),
    /** Minor units of the coin (satoshi, gwei, ...). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    direction: text('direction', { enum: ['in', 'out'] }).notNull(),
    /** The payout this transaction pays, for outgoing ones. */
    payoutReference: text('payout_reference'),
    blockHeight: bigint('block_height', { mode: 'number' }),
    /** Confirmations last reported to the merchant, so each threshold is reported once. */
    reportedConfirmations: integer('reported_confirmations').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('sandbox_chain_address_idx').on(table.address),
    index('sandbox_chain_block_idx').on(table.blockHeight),
  ],
);
