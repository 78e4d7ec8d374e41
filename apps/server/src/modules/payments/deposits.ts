import { createHash, randomUUID } from 'node:crypto';
import type { DepositResponse, PaymentNextStep, depositRequestSchema } from '@casino/contracts';
import { PAYMENT_MESSAGE_KEYS } from '@casino/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, invalidFields } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { WalletsService } from '../wallets';
import type { CardInput } from './card-checks';
import type { DepositGuard } from './deposit-usage';
import { maskedCard, readCard } from './card-checks';
import type { PaymentCatalogue } from './payment-catalogue';
import type { PaymentChangesService } from './payment-changes';
import type { MethodDefinition } from './payment-methods';
import type { DepositAnswer, PaymentProvider } from './payment-provider';
import { stateFromProvider, toPlayerPayment } from './payment-states';
import type { PaymentRow, ProfileRow } from './payments.repository';
import {
  findPayment,
  findPaymentByClientKey,
  findProfile,
  insertPayment,
  insertProfile,
  lockPayment,
  updatePayment,
} from './payments.repository';

export type DepositOrder = z.output<typeof depositRequestSchema>;

/** What the player pays with, checked: a new card, a saved one, an e-wallet account, or a bank transfer. */
type Source = { card?: CardInput; profile?: ProfileRow; email?: string; label: string | null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What a repeated request must match to be the same request: the order without the card's secrets. The card is
 * named by its last four digits, so a different card with the same key is a different request.
 */
function requestHash(order: DepositOrder): string {
  const { fields, ...rest } = order;
  const card = (fields.card_number ?? '').replace(/\D/g, '').slice(-4);
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, email: fields.email ?? null, card }))
    .digest('hex');
}

export function createDeposits({
  db,
  clock,
  provider,
  changes,
  audit,
  catalogue,
  wallets,
  depositGuard,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  changes: PaymentChangesService;
  audit: AuditLog;
  catalogue: PaymentCatalogue;
  wallets: WalletsService;
  depositGuard?: DepositGuard;
}) {
  async function sourceOf(userId: number, method: MethodDefinition, order: DepositOrder): Promise<Source> {
    if (method.type === 'cards') {
      if (order.saved_profile_id) {
        const profile = await findProfile(db, userId, Number(order.saved_profile_id) || 0);
        if (!profile || profile.brand !== method.brand) {
          throw invalidFields({ saved_profile_id: [PAYMENT_MESSAGE_KEYS.profileUnknown] });
        }
        return { profile, label: maskedCard(profile.last4) };
      }
      const read = readCard(order.fields, method.brand as 'visa' | 'mastercard', clock(), {
        invalid: PAYMENT_MESSAGE_KEYS.cardInvalid,
        expired: PAYMENT_MESSAGE_KEYS.cardExpired,
        cvv: PAYMENT_MESSAGE_KEYS.cvvInvalid,
        holder: PAYMENT_MESSAGE_KEYS.holderInvalid,
      });
      if ('problems' in read) {
        throw invalidFields(
          Object.fromEntries(Object.entries(read.problems).map(([field, key]) => [`fields.${field}`, [key]])),
        );
      }
      return { card: read.card, label: maskedCard(read.card.number.slice(-4)) };
    }
    if (method.id === 'sandpay') {
      const email = (order.fields.email ?? '').trim().toLowerCase();
      if (!EMAIL.test(email)) throw invalidFields({ 'fields.email': [PAYMENT_MESSAGE_KEYS.emailInvalid] });
      return { email, label: email };
    }
    return { label: null };
  }

  /**
   * The payment row for this request: the one an earlier request with the same key made, or a new one. The source
   * is checked again for an earlier payment the provider never heard of (the process stopped in between), so the
   * retry can send it.
   */
  async function record(userId: number, order: DepositOrder, clientKey: string, origin: RequestOrigin) {
    const hash = requestHash(order);
    const earlier = await findPaymentByClientKey(db, userId, clientKey);
    if (earlier && sameRequest(earlier, hash).providerReference !== null) return { payment: earlier };

    const { method } = await catalogue.resolve(order, 'deposit');
    // Resolving a deposit only ever finds a fiat method: coins arrive at an address, not by an order.
    if (!method) throw invalidFields({ method_id: [PAYMENT_MESSAGE_KEYS.methodUnavailable] });
    const held = await wallets.list(userId);
    if (!held.some((account) => account.currency === order.currency)) {
      throw invalidFields({ currency: [PAYMENT_MESSAGE_KEYS.walletMissing] });
    }
    const source = await sourceOf(userId, method, order);
    if (earlier) return { payment: earlier, source };

    const now = clock();
    const payment = await db.transaction(async (tx) => {
      // Responsible gambling: refused here, before the payment exists and before the provider is called.
      await depositGuard?.(tx, { userId, currency: order.currency, amountCents: order.amount_cents });
      const inserted = await insertPayment(tx, {
        userId,
        action: 'deposit',
        state: 'pending',
        methodId: method.id,
        brand: method.brand,
        paymentSystem: method.title,
        provider: provider.name,
        currency: order.currency,
        amountCents: order.amount_cents,
        clientKey,
        requestHash: hash,
        accountLabel: source.label,
        promoCode: order.promo_code || null,
        bonusId: order.bonus_id ?? null,
        savedProfileId: source.profile?.id ?? null,
        createdAt: now,
        updatedAt: now,
      });
      if (!inserted) return undefined;
      const details = {
        paymentId: inserted.id,
        method: method.id,
        currency: order.currency,
        amountCents: order.amount_cents,
      };
      await audit.record('deposit_requested', { userId, origin, details }, tx);
      // A deposit is never recallable, so its history line does not depend on the licence.
      await changes.announce(tx, { ...inserted, licenseName: '' });
      return inserted;
    });
    // Two requests with one key at the same moment: the other one made the payment.
    if (!payment) return { payment: sameRequest((await findPaymentByClientKey(db, userId, clientKey))!, hash), source };
    return { payment, source };
  }

  function sameRequest(earlier: PaymentRow, hash: string): PaymentRow {
    if (earlier.requestHash !== hash || earlier.action !== 'deposit') {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request');
    }
    return earlier;
  }

  /** Records what the provider answered: its reference, the next step, a card kept for later, and the state. */
  async function applyAnswer(payment: PaymentRow, answer: DepositAnswer, saveCard: boolean) {
    return db.transaction(async (tx) => {
      const locked = (await lockPayment(tx, payment.id))!;
      const nextStep = answer.next.type === 'none' ? null : (answer.next as Record<string, string>);
      if (locked.providerReference === null || locked.nextStep === null) {
        await updatePayment(tx, payment.id, { providerReference: answer.reference, nextStep }, clock());
      }
      if (answer.savedCard && saveCard) {
        const { token, ...card } = answer.savedCard;
        await insertProfile(tx, { userId: payment.userId, provider: provider.name, providerToken: token, ...card });
      }
      const state = stateFromProvider('deposit', answer.status);
      const { payment: moved } = await changes.move(tx, { ...locked, providerReference: answer.reference }, state, {
        providerReference: answer.reference,
        ...(answer.reason ? { cancellationReason: answer.reason } : {}),
      });
      return moved;
    });
  }

  const nextOf = (payment: PaymentRow): PaymentNextStep =>
    payment.state === 'pending' && payment.nextStep ? (payment.nextStep as PaymentNextStep) : { type: 'none' };

  return {
    /**
     * Starts a deposit: checks it, records it (pending), asks the provider, and records the answer. A request
     * repeated with the same Idempotency-Key answers the same payment as it is now and never charges again: the
     * provider is asked with the payment's id, which it treats as the same payment.
     */
    async start(
      userId: number,
      order: DepositOrder,
      clientKey: string | undefined,
      origin: RequestOrigin,
      returnUrl: string,
    ): Promise<DepositResponse> {
      const { payment, source } = await record(userId, order, clientKey ?? randomUUID(), origin);
      if (payment.providerReference !== null) {
        const current = (await findPayment(db, payment.id))!;
        return { payment: toPlayerPayment(current), next: nextOf(current) };
      }
      let answer: DepositAnswer;
      try {
        answer = await provider.createDeposit({
          merchantReference: String(payment.id),
          method: payment.methodId,
          currency: payment.currency,
          amountCents: payment.amountCents,
          ...(source?.card ? { card: source.card } : {}),
          ...(source?.profile ? { cardToken: source.profile.providerToken } : {}),
          ...(source?.email ? { email: source.email } : {}),
          saveCard: order.save_profile,
          returnUrl,
        });
      } catch (error) {
        // The payment stays pending; reconciliation asks the provider later and finishes or cancels it.
        throw new AppError('PAYMENTS_UNAVAILABLE', `The payment provider did not answer: ${(error as Error).message}`);
      }
      const moved = await applyAnswer(payment, answer, order.save_profile);
      return { payment: toPlayerPayment(moved), next: moved.state === 'pending' ? answer.next : { type: 'none' } };
    },
  };
}
