import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { signWebhook } from '../payment-sandbox';

/**
 * Exactly-once crediting under the delivery a real provider gives: every deposit's webhooks ("processing", then
 * "succeeded") arrive 1–5 times each, all shuffled together, several at once. 10,000 deposits on the PostgreSQL
 * server; a smaller run on the embedded database, which serves one connection.
 */
const DEPOSITS = { pglite: 600, postgres: 10_000 } as const;
const PLAYERS = 20;
const CONCURRENCY = 8;

describe.each(DATABASE_KINDS)('webhooks delivered 1–5 times, shuffled, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  // A correctness test under load, not a speed test (bench/ measures speed): its ~60,000 requests take minutes on a
  // quiet 2-core machine and several times that on a busy one, so the limit is there only to catch a hang.
  it('credits every deposit exactly once', { timeout: 1_800_000 }, async () => {
    const db = t.database.db;
    const players = await Promise.all(Array.from({ length: PLAYERS }, () => registerPlayer(t.app)));
    const ids = players.map((player) => player.id);

    // Deposits the provider is processing, as the deposit call leaves them; amounts 1–10,000 cents.
    const created = await rawRows(
      db,
      sql`
      insert into payments (user_id, action, state, method_id, brand, payment_system, provider, currency, amount_cents,
        client_key, request_hash)
      select (${sql.raw(`array[${ids.join(',')}]`)})[1 + (n % ${PLAYERS})], 'deposit', 'processing', 'visa', 'visa',
        'Visa', 'sandbox', 'EUR', 1 + floor(random() * 10000)::int, 'load-' || n, 'load'
      from generate_series(1, ${DEPOSITS[kind]}) as n
      returning id, user_id, amount_cents`,
    );
    const [secretRow] = await rawRows(db, sql`select value from site_settings where key = 'payment_sandbox_secret'`);
    const secret = String(secretRow!.value);

    const body = (payment: Record<string, unknown>, status: string) =>
      JSON.stringify({
        id: `evt_${payment.id}_${status}`,
        type: 'payment.updated',
        data: {
          kind: 'deposit',
          reference: `sbx_load_${payment.id}`,
          merchant_reference: String(payment.id),
          status,
          reason: null,
          amount_cents: Number(payment.amount_cents),
          currency: 'EUR',
        },
      });
    const deliveries: string[] = [];
    for (const payment of created) {
      for (const status of ['processing', 'succeeded']) {
        const copies = 1 + randomInt(5);
        for (let i = 0; i < copies; i += 1) deliveries.push(body(payment, status));
      }
    }
    // Fisher–Yates with the CSPRNG: a different order each run, every order equally likely.
    for (let i = deliveries.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }

    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < deliveries.length) {
        const payload = deliveries[next++]!;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          payload,
          headers: {
            'content-type': 'application/json',
            'sandbox-signature': signWebhook(secret, payload, Math.floor(Date.now() / 1000)),
          },
        });
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 200: deliveries.length });

    const [states] = await rawRows(
      db,
      sql`select count(*) filter (where state = 'succeeded') as succeeded, count(*) as total from payments`,
    );
    expect(Number(states!.succeeded)).toBe(DEPOSITS[kind]);
    const [credits] = await rawRows(
      db,
      sql`select count(*) as credits, count(distinct payment_id) as paid from ledger_transactions where kind = 'deposit'`,
    );
    expect({ credits: Number(credits!.credits), paid: Number(credits!.paid) }).toEqual({
      credits: DEPOSITS[kind],
      paid: DEPOSITS[kind],
    });
    // Each player's cash is exactly the sum of their deposits.
    const cash = await rawRows(
      db,
      sql`
      select p.user_id, p.deposited, a.balance from (
        select user_id, sum(amount_cents) as deposited from payments group by user_id) p
      join ledger_accounts a on a.user_id = p.user_id and a.currency = 'EUR' and a.book = 'cash'`,
    );
    expect(cash).toHaveLength(PLAYERS);
    for (const row of cash) expect(Number(row.balance)).toBe(Number(row.deposited));
  });
});
