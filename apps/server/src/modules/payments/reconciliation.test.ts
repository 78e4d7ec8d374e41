import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import { card, creditPlayer, paymentsClient } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

describe.each(DATABASE_KINDS)('reconciliation on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, PAYMENT_SANDBOX_SETTLE_MS: 1_000 }, { clock });
  });
  afterAll(() => t.close());

  it('finds a deposit whose webhook was lost by asking the provider', async () => {
    const { cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    const lost = (await pay.deposit({ method_id: 'visa', amount_cents: 600, fields: card('4000000000000341') })).json();
    clock.advance(1_500);
    await t.app.paymentJobs.tick(); // settles; the success webhook is lost on the way
    expect((await pay.payment(lost.payment.id)).state).toBe('processing');
    clock.advance(31_000);
    // Reconciliation runs before the webhook's retry would.
    expect(await t.app.paymentJobs.reconcile()).toMatchObject({ moved: 1 });
    expect((await pay.payment(lost.payment.id)).state).toBe('succeeded');
    expect(await pay.cash()).toBe(600);
    await t.app.paymentJobs.tick(); // the late webhook changes nothing
    expect(await pay.cash()).toBe(600);
  });

  it('sends again an approved withdrawal the provider never received, and cancels a deposit it never heard of', async () => {
    const { id, cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    await creditPlayer(t.app, ADMIN_TOKEN, id, 5_000);
    // As a process that stopped between recording the payment and calling the provider leaves them.
    const now = clock();
    const [deposit] = await t.database.db
      .insert(payments)
      .values({
        userId: id,
        action: 'deposit',
        state: 'pending',
        methodId: 'visa',
        brand: 'visa',
        paymentSystem: 'Visa',
        provider: 'sandbox',
        currency: 'EUR',
        amountCents: 900,
        clientKey: 'unsent-deposit',
        requestHash: 'unsent',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const cashout = (
      await pay.cashout({ method_id: 'sandpay', amount_cents: 2_000, fields: { email: 'a@b.co' } })
    ).json();
    // As if the call had never reached the provider: the sandbox has no such payout, and we no reference.
    await t.database.db.execute(
      sql`delete from sandbox_payments where kind = 'payout' and merchant_reference = ${String(cashout.payment.id)}`,
    );
    await t.database.db.update(payments).set({ providerReference: null }).where(eq(payments.id, cashout.payment.id));
    clock.advance(31_000);
    await t.app.paymentJobs.reconcile();
    clock.advance(1_500);
    await t.app.paymentJobs.tick();
    expect((await pay.payment(cashout.payment.id)).state).toBe('succeeded');
    expect((await pay.payment(deposit!.id)).state).toBe('pending');
    clock.advance(15 * 60_000);
    await t.app.paymentJobs.reconcile();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, deposit!.id));
    expect(row).toMatchObject({ state: 'canceled', cancellationReason: 'not_received_by_provider' });
    expect(await pay.cash()).toBe(3_000);
  });
});
