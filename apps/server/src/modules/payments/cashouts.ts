import { createHash, randomUUID } from 'node:crypto';
import type { PlayerPayment, cashoutRequestSchema } from '@casino/contracts';
import { ibanChecksumProblem, normalizeIban, PAYMENT_MESSAGE_KEYS } from '@casino/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client';
import { AppError, invalidFields, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { WalletsService } from '../wallets';
import { maskedCard } from './card-checks';
import type { Coin } from './crypto-coins';
import { cryptoMethodId } from './crypto-methods';
import type { PaymentCatalogue } from './payment-catalogue';
import type { PaymentChangesService } from './payment-changes';
import { holdPosting } from './payment-changes';
import type { CurrencyFacts, MethodDefinition } from './payment-methods';
import { defaultAutoApprovalLimit } from './payment-methods';
import type { PaymentProvider, PayoutOrder } from './payment-provider';
import { recallAllowedUnder, toPlayerPayment } from './payment-states';
import type { PaymentRow } from './payments.repository';
import {
  findPayment,
  findPaymentByClientKey,
  findProfile,
  insertPayment,
  lockPayment,
  readAutoApproval,
} from './payments.repository';
import type { ProviderUpdates } from './provider-updates';

type CashoutOrder = z.output<typeof cashoutRequestSchema>;

type Destination = { destination: PayoutOrder['destination']; label: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** How a cash-out's method is named in its history line. */
const describe = ({ method, coin }: { method?: MethodDefinition; coin?: Coin }) =>
  coin
    ? { id: cryptoMethodId(coin), brand: coin.code.toLowerCase(), title: coin.name }
    : { id: method!.id, brand: method!.brand, title: method!.title };

const requestHash = (order: CashoutOrder) => createHash('sha256').update(JSON.stringify(order)).digest('hex');

export type Cashouts = ReturnType<typeof createCashouts>;

/**
 * Called in a withdrawal's transaction before the amount is held: throws `BONUS_ACTIVE` while a bonus is active on
 * the wallet, or cancels the wallet's active bonuses when the player confirmed (`erase`).
 */
export type WithdrawalBonusGuard = (
  tx: Transaction,
  withdrawal: { userId: number; currency: string; erase: boolean },
) => Promise<void>;

export function createCashouts({
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
}: {
  /** The bonus engine's say on a withdrawal (refuse while a bonus is active, or erase it once confirmed). */
  bonusGuard?: WithdrawalBonusGuard;
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  changes: PaymentChangesService;
  updates: ProviderUpdates;
  audit: AuditLog;
  catalogue: PaymentCatalogue;
  wallets: WalletsService;
  logger: FastifyBaseLogger;
}) {
  async function destinationOf(
    userId: number,
    { method, coin }: { method?: MethodDefinition; coin?: Coin },
    order: CashoutOrder,
  ): Promise<Destination> {
    if (coin) {
      const address = (order.fields.address ?? '').trim();
      if (!coin.address.test(address)) throw invalidFields({ 'fields.address': [PAYMENT_MESSAGE_KEYS.addressInvalid] });
      return { destination: { address }, label: `${address.slice(0, 8)}…${address.slice(-6)}` };
    }
    if (method!.type === 'cards') {
      const profileId = Number(order.saved_profile_id ?? order.fields.saved_profile_id) || 0;
      const profile = await findProfile(db, userId, profileId);
      if (!profile || profile.brand !== method!.brand) {
        throw invalidFields({ saved_profile_id: [PAYMENT_MESSAGE_KEYS.profileUnknown] });
      }
      return { destination: { cardToken: profile.providerToken }, label: maskedCard(profile.last4) };
    }
    if (method!.id === 'sandpay') {
      const email = (order.fields.email ?? '').trim().toLowerCase();
      if (!EMAIL.test(email)) throw invalidFields({ 'fields.email': [PAYMENT_MESSAGE_KEYS.emailInvalid] });
      return { destination: { email }, label: email };
    }
    const iban = normalizeIban(order.fields.iban ?? '');
    const holder = (order.fields.account_holder ?? '').trim().replace(/\s+/g, ' ');
    const problems: Record<string, string[]> = {};
    if (ibanChecksumProblem(iban)) problems['fields.iban'] = [PAYMENT_MESSAGE_KEYS.ibanInvalid];
    if (!/^[\p{L}][\p{L} .'-]{1,99}$/u.test(holder)) {
      problems['fields.account_holder'] = [PAYMENT_MESSAGE_KEYS.holderInvalid];
    }
    if (Object.keys(problems).length > 0) throw invalidFields(problems);
    return { destination: { iban, accountHolder: holder }, label: `IBAN •••• ${iban.slice(-4)}` };
  }

  async function autoApprovalLimit(facts: CurrencyFacts): Promise<number> {
    return (await readAutoApproval(db))[facts.code] ?? defaultAutoApprovalLimit(facts);
  }

  /** Sends an approved cash-out to the provider; a failure leaves it for reconciliation to send again. */
  async function sendPayout(paymentId: number): Promise<void> {
    const payment = await findPayment(db, paymentId);
    if (!payment || payment.action !== 'cashout' || payment.state !== 'processing') return;
    try {
      const answer = await provider.createPayout({
        merchantReference: String(payment.id),
        method: payment.methodId,
        currency: payment.currency,
        amountCents: payment.amountCents,
        destination: payment.destination ?? {},
      });
      await updates.apply(answer);
    } catch (error) {
      logger.warn({ paymentId, err: error }, 'payout not sent; reconciliation will retry');
    }
  }

  async function insertCashout(
    userId: number,
    order: CashoutOrder,
    found: { method?: MethodDefinition; coin?: Coin; facts: CurrencyFacts },
    target: Destination,
    clientKey: string,
    origin: RequestOrigin,
  ): Promise<PaymentRow | undefined> {
    const limit = await autoApprovalLimit(found.facts);
    const described = describe(found);
    const now = clock();
    return db.transaction(async (tx) => {
      const inserted = await insertPayment(tx, {
        userId,
        action: 'cashout',
        state: 'pending',
        methodId: described.id,
        brand: described.brand,
        paymentSystem: described.title,
        provider: provider.name,
        currency: order.currency,
        amountCents: order.amount_cents,
        clientKey,
        requestHash: requestHash(order),
        accountLabel: target.label,
        destination: target.destination as Record<string, string>,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) return undefined;
      await bonusGuard?.(tx, { userId, currency: order.currency, erase: order.erase_bonus === true });
      try {
        await wallets.post(tx, holdPosting(inserted));
      } catch (error) {
        if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
          throw new AppError('INSUFFICIENT_FUNDS', error.message, {
            amount_cents: [PAYMENT_MESSAGE_KEYS.notEnoughMoney],
          });
        }
        throw error;
      }
      const details = {
        paymentId: inserted.id,
        method: described.id,
        currency: order.currency,
        amountCents: order.amount_cents,
      };
      await audit.record('cashout_requested', { userId, origin, details }, tx);
      const locked = (await lockPayment(tx, inserted.id))!;
      await changes.announce(tx, locked);
      if (inserted.amountCents <= limit) {
        await changes.move(tx, locked, 'processing');
        await audit.record(
          'cashout_approved',
          { userId, origin, details: { paymentId: inserted.id, automatic: true } },
          tx,
        );
      }
      return inserted;
    });
  }

  /** A cash-out the operator may still decide on, locked; anything else is a conflict. */
  async function lockAwaitingReview(tx: Transaction, id: number) {
    const locked = await lockPayment(tx, id);
    if (!locked) throw notFound('The payment');
    if (locked.action !== 'cashout' || locked.state !== 'pending') {
      throw new AppError(
        'PAYMENT_STATE_CONFLICT',
        `This payment is ${locked.state}, not a cash-out waiting for review`,
      );
    }
    return locked;
  }

  async function view(id: number): Promise<PlayerPayment> {
    return toPlayerPayment((await findPayment(db, id))!);
  }

  return {
    sendPayout,

    /**
     * A withdrawal request: the amount leaves cash for the hold in the same transaction (so it cannot be bet or
     * requested twice), then waits for review, or is approved at once below the operator's threshold and sent.
     */
    async request(userId: number, order: CashoutOrder, clientKey: string | undefined, origin: RequestOrigin) {
      const key = clientKey ?? randomUUID();
      const earlier = await findPaymentByClientKey(db, userId, key);
      if (earlier) {
        if (earlier.requestHash !== requestHash(order) || earlier.action !== 'cashout') {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request');
        }
        return { payment: await view(earlier.id) };
      }
      const found = await catalogue.resolve(order, 'cashout');
      const target = await destinationOf(userId, found, order);
      const inserted = await insertCashout(userId, order, found, target, key, origin);
      const payment = inserted ?? (await findPaymentByClientKey(db, userId, key))!;
      await sendPayout(payment.id);
      return { payment: await view(payment.id) };
    },

    /** The player cancels a pending withdrawal; refused where the licence forbids reversing withdrawals. */
    async recall(userId: number, id: number, origin: RequestOrigin): Promise<PlayerPayment> {
      const payment = await db.transaction(async (tx) => {
        const locked = await lockPayment(tx, id);
        if (!locked || locked.userId !== userId) throw notFound('The payment');
        const recallable =
          locked.action === 'cashout' && locked.state === 'pending' && recallAllowedUnder(locked.licenseName);
        if (!recallable) throw new AppError('PAYMENT_NOT_RECALLABLE', 'This payment can no longer be recalled');
        const { payment: moved } = await changes.move(tx, locked, 'recalled', {
          cancellationReason: 'recalled_by_player',
        });
        await audit.record('cashout_recalled', { userId, origin, details: { paymentId: id } }, tx);
        return moved;
      });
      return toPlayerPayment(payment);
    },

    /** The operator approves a cash-out waiting for review; it goes to the provider at once. */
    async approve(id: number, origin: RequestOrigin): Promise<PlayerPayment> {
      await db.transaction(async (tx) => {
        const locked = await lockAwaitingReview(tx, id);
        await changes.move(tx, locked, 'processing');
        await audit.record('cashout_approved', { userId: locked.userId, origin, details: { paymentId: id } }, tx);
      });
      await sendPayout(id);
      return view(id);
    },

    /** The operator refuses a cash-out waiting for review, with a reason the player sees; the money returns. */
    async reject(id: number, reason: string, origin: RequestOrigin): Promise<PlayerPayment> {
      await db.transaction(async (tx) => {
        const locked = await lockAwaitingReview(tx, id);
        await changes.move(tx, locked, 'rejected', { cancellationReason: reason });
        await audit.record(
          'cashout_rejected',
          { userId: locked.userId, origin, details: { paymentId: id, reason } },
          tx,
        );
      });
      return view(id);
    },
  };
}
