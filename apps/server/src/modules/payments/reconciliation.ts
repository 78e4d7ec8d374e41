import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Cashouts } from './cashouts';
import type { PaymentChangesService } from './payment-changes';
import type { PaymentProvider } from './payment-provider';
import { findPayment, listStalePayments, lockPayment, markChecked } from './payments.repository';
import type { ProviderUpdates } from './provider-updates';

/** A payment untouched this long is asked about: its webhook may have been lost. */
export const RECONCILE_AFTER_MS = 30_000;
/** A deposit the provider never heard of is canceled after this long (the process stopped before asking it). */
export const ABANDON_UNSENT_DEPOSIT_MS = 15 * 60_000;

/**
 * Asks the provider about payments that stay unfinished, as a real integration must: webhooks get lost, a process
 * stops between recording a payment and calling the provider. What the provider answers is applied like a
 * webhook; an approved cash-out it never received is sent again (it is keyed by the payment id, so never twice).
 */
export function createReconciliation({
  db,
  clock,
  provider,
  updates,
  changes,
  cashouts,
}: {
  db: Database;
  clock: Clock;
  provider: PaymentProvider;
  updates: ProviderUpdates;
  changes: PaymentChangesService;
  cashouts: Cashouts;
}) {
  async function cancelUnsent(id: number) {
    await db.transaction(async (tx) => {
      const locked = await lockPayment(tx, id);
      if (locked) await changes.move(tx, locked, 'canceled', { cancellationReason: 'not_received_by_provider' });
    });
  }

  return async function reconcile(limit = 100): Promise<{ checked: number; moved: number }> {
    const now = clock().getTime();
    const stale = await listStalePayments(db, new Date(now - RECONCILE_AFTER_MS), limit);
    let moved = 0;
    for (const { id } of stale) {
      const payment = await findPayment(db, id);
      if (!payment) continue;
      await markChecked(db, id, clock());
      const kind = payment.action === 'deposit' ? 'deposit' : 'payout';
      const known = await provider.fetchStatus(kind, String(id));
      if (known) {
        if ((await updates.apply(known)) === 'moved') moved += 1;
      } else if (payment.action === 'cashout') {
        await cashouts.sendPayout(id);
      } else if (now - payment.createdAt.getTime() > ABANDON_UNSENT_DEPOSIT_MS) {
        await cancelUnsent(id);
        moved += 1;
      }
    }
    return { checked: stale.length, moved };
  };
}
