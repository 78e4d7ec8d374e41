import type { PaymentAction, PaymentsPage, PlayerPayment } from '@casino/contracts';
import type { paymentsPageRequestSchema } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog } from '../audit';
import type { Outbox } from '../outbox';
import type { WalletsService } from '../wallets';
import type { WithdrawalBonusGuard } from './cashouts';
import { createCashouts } from './cashouts';
import { createCryptoDeposits } from './crypto-deposits';
import type { ExchangeRates } from './crypto-methods';
import type { DepositGuard } from './deposit-usage';
import { createDeposits } from './deposits';
import { createPaymentCatalogue } from './payment-catalogue';
import { createPaymentChanges } from './payment-changes';
import type { PaymentProvider } from './payment-provider';
import { toPlayerPayment } from './payment-states';
import type { PaymentFilter } from './payments.repository';
import { findPayment, listPayments, readAutoApproval, removeProfile, writeAutoApproval } from './payments.repository';
import { createProviderUpdates } from './provider-updates';
import { createReconciliation } from './reconciliation';

export type PaymentsService = ReturnType<typeof createPaymentsService>;

type PageRequest = z.output<typeof paymentsPageRequestSchema>;

/** A filter date without a time covers that whole day (UTC): `to: 2026-11-23` includes the 23rd. */
function dayBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T${end ? '23:59:59.999' : '00:00:00.000'}Z`);
  return new Date(value);
}

/** Deposits, cash-outs, their history and the provider's reports, over one provider adapter. */
export function createPaymentsService({
  db,
  clock,
  wallets,
  outbox,
  audit,
  provider,
  rates,
  confirmations,
  logger,
  depositGuard,
  bonusGuard,
  assertMayDeposit,
}: {
  db: Database;
  clock: Clock;
  wallets: WalletsService;
  outbox: Outbox;
  audit: AuditLog;
  provider: PaymentProvider;
  /** Coin → currency rates net of fees, as `/api/info/crypto_exchange_rates` publishes them. */
  rates: () => Promise<ExchangeRates>;
  /** Confirmations after which a crypto deposit is credited. */
  confirmations: number;
  logger: FastifyBaseLogger;
  /** Responsible-gambling checks of a new deposit (the user-limits module). */
  depositGuard?: DepositGuard;
  bonusGuard?: WithdrawalBonusGuard;
  /** Refuses a crypto deposit address to a player who may not deposit now. */
  assertMayDeposit?: (userId: number) => Promise<void>;
}) {
  const catalogue = createPaymentCatalogue({ db, provider, rates, confirmations, assertMayDeposit });
  const changes = createPaymentChanges({ clock, wallets, outbox });
  const cryptoDeposit = createCryptoDeposits({
    db,
    clock,
    provider,
    changes,
    audit,
    wallets,
    rates,
    confirmations,
    logger,
  });
  const updates = createProviderUpdates({ db, clock, provider, changes, cryptoDeposit, logger });
  const deposits = createDeposits({ db, clock, provider, changes, audit, catalogue, wallets, depositGuard });
  const cashouts = createCashouts({
    db,
    clock,
    provider,
    changes,
    updates,
    audit,
    catalogue,
    wallets,
    logger,
    bonusGuard,
  });
  const reconcile = createReconciliation({ db, clock, provider, updates, changes, cashouts });

  async function page(filter: PaymentFilter, request: PageRequest): Promise<PaymentsPage> {
    const { rows, total } = await listPayments(db, filter, {
      offset: (request.page - 1) * request.page_size,
      limit: request.page_size,
    });
    return {
      data: rows.map(toPlayerPayment),
      pagination: { page: request.page, per_page: request.page_size, total_count: total },
    };
  }

  return {
    methods: (userId: number, currency: string, action: PaymentAction) => catalogue.methods(userId, currency, action),
    fields: catalogue.fields,
    information: catalogue.information,
    deposit: deposits.start,
    cashout: cashouts.request,
    recall: cashouts.recall,
    approve: cashouts.approve,
    reject: cashouts.reject,
    receiveWebhook: updates.receiveWebhook,
    reconcile,

    /** The player's history, newest first, filtered by type, currency and dates. */
    history(userId: number, request: PageRequest): Promise<PaymentsPage> {
      const filter = request.filter ?? {};
      return page(
        {
          userId,
          ...(filter.type ? { action: filter.type } : {}),
          ...(filter.currency ? { currency: filter.currency } : {}),
          from: dayBound(filter.from, false),
          to: dayBound(filter.to, true),
        },
        request,
      );
    },

    /** Every player's payments for the operator, filtered by player, state and action. */
    operatorList: page,

    async one(userId: number, id: number): Promise<PlayerPayment> {
      const payment = await findPayment(db, id, userId);
      if (!payment) throw notFound('The payment');
      return toPlayerPayment(payment);
    },

    async removeProfile(userId: number, id: number): Promise<void> {
      if (!(await removeProfile(db, userId, id, clock()))) throw notFound('The saved payment method');
    },

    autoApproval: () => readAutoApproval(db),
    async setAutoApproval(currency: string, belowCents: number | null): Promise<Record<string, number>> {
      const current = await readAutoApproval(db);
      const next = { ...current };
      if (belowCents === null) delete next[currency];
      else next[currency] = belowCents;
      await writeAutoApproval(db, next, clock());
      return next;
    },
  };
}
