import type { PaymentState } from '@casino/contracts';
import type { Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Posting } from '../ledger';
import { houseBook, playerBook } from '../ledger';
import type { Outbox } from '../outbox';
import type { WalletsService } from '../wallets';
import { isFinal, movesForward, toPlayerPayment } from './payment-states';
import type { PaymentChanges, PaymentRow, PaymentWithLicence } from './payments.repository';
import { updatePayment } from './payments.repository';

export type PaymentChangesService = ReturnType<typeof createPaymentChanges>;

/**
 * The money a state change moves, as a ledger posting keyed by payment and step: posted at most once whatever
 * calls it (a webhook, its retry, the reconciliation job, two of them at once).
 */
function postingFor(payment: PaymentRow, to: PaymentState): Posting | undefined {
  const { userId, currency, amountCents: amount, id: paymentId } = payment;
  const clearing = houseBook(currency, 'payment_clearing');
  const cash = playerBook(userId, currency, 'cash');
  const hold = playerBook(userId, currency, 'withdrawal_hold');
  const keyed = (step: string, kind: Posting['kind'], legs: Posting['legs']): Posting => ({
    idempotencyKey: `payment:${paymentId}:${step}`,
    kind,
    legs,
    paymentId,
  });
  if (payment.action === 'deposit') {
    if (to !== 'succeeded') return undefined;
    return keyed('credit', 'deposit', [
      { account: cash, amount },
      { account: clearing, amount: -amount },
    ]);
  }
  if (to === 'succeeded') {
    return keyed('paid', 'withdrawal_paid', [
      { account: hold, amount: -amount },
      { account: clearing, amount },
    ]);
  }
  if (isFinal(to)) {
    return keyed('returned', 'withdrawal_returned', [
      { account: hold, amount: -amount },
      { account: cash, amount },
    ]);
  }
  return undefined;
}

/** The cash-out's first movement: the amount leaves cash for the hold, in the request's transaction. */
export function holdPosting(payment: PaymentRow): Posting {
  const { userId, currency, amountCents: amount, id: paymentId } = payment;
  return {
    idempotencyKey: `payment:${paymentId}:hold`,
    kind: 'withdrawal_hold',
    legs: [
      { account: playerBook(userId, currency, 'cash'), amount: -amount },
      { account: playerBook(userId, currency, 'withdrawal_hold'), amount },
    ],
    paymentId,
  };
}

export function createPaymentChanges({
  clock,
  wallets,
  outbox,
}: {
  clock: Clock;
  wallets: WalletsService;
  outbox: Outbox;
}) {
  /** Tells the player's clients about the payment as it reads now. */
  const announce = (tx: Transaction, payment: PaymentWithLicence) =>
    outbox.emit(tx, {
      type: 'payment_changed',
      userId: payment.userId,
      payload: { payment: toPlayerPayment(payment) },
    });

  return {
    announce,

    /**
     * Moves a locked payment to `to` with its money, in the caller's transaction. A move backwards or out of a final
     * state changes nothing and answers the payment as it is: the caller may be a late or repeated webhook.
     */
    async move(
      tx: Transaction,
      payment: PaymentWithLicence,
      to: PaymentState,
      changes: Omit<PaymentChanges, 'state'> = {},
    ): Promise<{ payment: PaymentWithLicence; moved: boolean }> {
      if (!movesForward(payment.state, to)) return { payment, moved: false };
      const now = clock();
      const row = await updatePayment(
        tx,
        payment.id,
        { ...changes, state: to, finishedAt: isFinal(to) ? now : null },
        now,
      );
      const posting = postingFor(row, to);
      if (posting) await wallets.post(tx, posting);
      const moved = { ...row, licenseName: payment.licenseName };
      await announce(tx, moved);
      return { payment: moved, moved: true };
    },
  };
}
