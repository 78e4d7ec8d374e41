import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moneyBounds, updatedAt } from '../../db/columns';
import { users } from '../users/users.schema';

/**
 * Deposits and cash-outs. The row is the payment's story (state, provider reference, what the player chose); the
 * money itself moves only in the ledger, in the same transaction as the state change that causes it.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      // Payment records are kept with the account: a player is closed, never deleted.
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action', { enum: ['deposit', 'cashout'] }).notNull(),
    state: text('state', {
      enum: ['pending', 'processing', 'reserved', 'succeeded', 'canceled', 'declined', 'rejected', 'recalled'],
    }).notNull(),
    methodId: text('method_id').notNull(),
    brand: text('brand').notNull(),
    paymentSystem: text('payment_system').notNull(),
    provider: text('provider').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The caller's Idempotency-Key (or one the server made up): a retried request finds this payment again. */
    clientKey: text('client_key').notNull(),
    requestHash: text('request_hash').notNull(),
    providerReference: text('provider_reference'),
    /** Masked: "•••• 4242", "•••• 3000" of an IBAN, an e-mail, a crypto address. Never a full card number. */
    accountLabel: text('account_label'),
    /** Where a cash-out goes (IBAN, e-mail, saved card profile id, address); what the provider must be told. */
    destination: jsonb('destination').$type<Record<string, string>>(),
    /** What the player must do next (3-D Secure page, bank details), so a retried request can answer it again. */
    nextStep: jsonb('next_step').$type<Record<string, string>>(),
    promoCode: text('promo_code'),
    bonusId: text('bonus_id'),
    savedProfileId: bigint('saved_profile_id', { mode: 'number' }),
    cancellationReason: text('cancellation_reason'),
    /** When reconciliation last asked the provider about this payment. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_user_client_key_idx').on(table.userId, table.clientKey),
    uniqueIndex('payments_provider_reference_idx').on(table.provider, table.providerReference),
    index('payments_user_created_idx').on(table.userId, table.id),
    // The review queue and the reconciliation job read unfinished payments only.
    index('payments_unfinished_idx')
      .on(table.state, table.action, table.checkedAt)
      .where(sql`state in ('pending', 'processing')`),
    check('payments_amount_check', sql`${moneyBounds(table.amountCents)} and ${table.amountCents} > 0`),
  ],
);

/**
 * A card a player chose to keep for one-click deposits: what identifies it to the player (brand, BIN, last 4,
 * expiry, holder) and the provider's token for it. Never the full number or the CVV.
 */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    brand: text('brand').notNull(),
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: text('expiry_month').notNull(),
    expiryYear: text('expiry_year').notNull(),
    holder: text('holder').notNull(),
    providerToken: text('provider_token').notNull(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_profiles_token_idx').on(table.provider, table.providerToken),
    index('payment_profiles_user_idx').on(table.userId),
  ],
);
