import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PaymentChangesService } from './payment-changes';
import type { CryptoDepositUpdate, PaymentProvider, ProviderUpdate, WebhookHeaders } from './payment-provider';
import { stateFromProvider } from './payment-states';
import { lockPayment, updatePayment } from './payments.repository';
import type { Clock } from '../../lib/clock';

export type ProviderUpdates = ReturnType<typeof createProviderUpdates>;

/**
 * Applies what the provider says about a payment, whichever way it arrives (the answer to a call, a webhook, the
 * reconciliation job): the payment is locked, checked against the update, and moved forward with its money. An
 * update that contradicts the payment (another amount, currency or reference) is logged and changes nothing.
 */
export function createProviderUpdates({
  db,
  clock,
  provider,
  changes,
  cryptoDeposit,
  logger,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  changes: PaymentChangesService;
  cryptoDeposit: (update: CryptoDepositUpdate) => Promise<'moved' | 'unchanged' | 'ignored'>;
  logger: FastifyBaseLogger;
}) {
  async function apply(update: ProviderUpdate): Promise<'moved' | 'unchanged' | 'ignored'> {
    const id = Number(update.merchantReference);
    if (!Number.isSafeInteger(id) || id <= 0) return 'ignored';
    return db.transaction(async (tx) => {
      const payment = await lockPayment(tx, id);
      const action = update.kind === 'deposit' ? 'deposit' : 'cashout';
      const mismatch =
        !payment ||
        payment.provider !== provider.name ||
        payment.action !== action ||
        payment.amountCents !== update.amountCents ||
        payment.currency !== update.currency ||
        (payment.providerReference !== null && payment.providerReference !== update.reference);
      if (mismatch) {
        logger.warn({ paymentId: id, reference: update.reference }, 'provider update does not match the payment');
        return 'ignored';
      }
      // The provider's reference is kept from its first report, even one that does not change the state.
      if (payment.providerReference === null) {
        await updatePayment(tx, payment.id, { providerReference: update.reference }, clock());
      }
      const { moved } = await changes.move(tx, payment, stateFromProvider(action, update.status), {
        providerReference: update.reference,
        ...(update.reason ? { cancellationReason: update.reason } : {}),
      });
      return moved ? 'moved' : 'unchanged';
    });
  }

  return {
    apply,
    /** A webhook: trusted only once its signature is checked over the raw body, then applied like any update. */
    receiveWebhook(rawBody: string, headers: WebhookHeaders) {
      const update = provider.parseWebhook(rawBody, headers);
      return update.kind === 'crypto_deposit' ? cryptoDeposit(update) : apply(update);
    },
  };
}
