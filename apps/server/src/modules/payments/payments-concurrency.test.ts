import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import { card, creditPlayer, paymentsClient, SUCCESS_VISA } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';

describe.each(DATABASE_KINDS)('payments under concurrency on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  it('never lets concurrent withdrawals take more than the cash', async () => {
    const { id, cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    await creditPlayer(t.app, ADMIN_TOKEN, id, 10_000);
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        pay.cashout({ method_id: 'sandpay', amount_cents: 1_000, fields: { email: 'ada@example.com' } }),
      ),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 422)).toHaveLength(30);
    expect(await pay.cash()).toBe(0);
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, id));
    expect(rows).toHaveLength(10);
  });

  it('makes one payment and one credit of a deposit sent twice at once with one key', async () => {
    const { id, cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    const key = crypto.randomUUID();
    const body = { method_id: 'visa', amount_cents: 1_500, fields: card(SUCCESS_VISA) };
    const [a, b] = await Promise.all([pay.deposit(body, key), pay.deposit(body, key)]);
    const codes = [a!.statusCode, b!.statusCode].sort();
    // The second either waits for its turn and replays the answer, or is told the first is still running.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(codes);
    expect(await pay.cash()).toBe(1_500);
    expect(await t.database.db.select().from(payments).where(eq(payments.userId, id))).toHaveLength(1);
  });

  it('lets exactly one of a recall and an operator decision win', async () => {
    const { id, cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    await creditPlayer(t.app, ADMIN_TOKEN, id, 1_000_000);
    for (let round = 0; round < 10; round += 1) {
      const created = await pay.cashout({ method_id: 'sandpay', amount_cents: 50_000, fields: { email: 'a@b.co' } });
      const payment = created.json<{ payment: { id: number } }>().payment;
      const decision = round % 2 === 0 ? 'approve' : 'reject';
      const [recall, operator] = await Promise.all([
        pay.recall(payment.id),
        t.app.inject({
          method: 'POST',
          url: `/api/admin/payments/${payment.id}/${decision}`,
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
          payload: decision === 'reject' ? { reason: 'Checks failed' } : undefined,
        }),
      ]);
      expect([recall.statusCode, operator.statusCode].sort()).toEqual([200, 409]);
    }
    // Every refused or recalled request returned its money; the approved ones are on their way.
    const rows = await t.database.db.select().from(payments).where(eq(payments.userId, id));
    const outstanding = rows.filter((row) => row.state === 'processing').reduce((sum, row) => sum + row.amountCents, 0);
    expect(await pay.cash()).toBe(1_000_000 - outstanding);
  });
});
