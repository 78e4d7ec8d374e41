import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverRoot } from './server-paths';
import { freePort } from './test/free-port';
import { createEmptyPostgresDatabase } from './test/test-database';

/**
 * The built server is killed with SIGKILL in the middle of a load of deposits and withdrawals on the PostgreSQL
 * server, and started again. Clients retry what was never answered with the same Idempotency-Key, as the cashier
 * does. Every answered operation must be there exactly once, nothing may be paid twice, and the books must check.
 */
const buildDir = `dist-crash-${process.pid}`;
const ADMIN_TOKEN = 'operator-token-for-the-crash-test-0123';
const START_LIMIT_MS = 120_000;
/** The load runs until this many operations are answered, then the server is killed. */
const ANSWERED_BEFORE_KILL = 12;
const LOAD_LIMIT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Operation = { kind: 'deposit' | 'cashout'; cookie: string; key: string; body: Record<string, unknown> };
type Outcome = { status: number; paymentId?: number };

describe.skipIf(!process.env.DATABASE_URL)('a server killed during payments', () => {
  const cleanUp: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it(
    'keeps every answered deposit and withdrawal exactly once, and its books balanced',
    async () => {
      cleanUp.push(() => rm(path.join(serverRoot, buildDir), { recursive: true, force: true }));
      await promisify(execFile)(process.execPath, ['scripts/build.mjs', buildDir], { cwd: serverRoot });
      const database = await createEmptyPostgresDatabase();
      cleanUp.push(() => database.drop());
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;

      let server: ChildProcess | undefined;
      let log = '';
      const start = async () => {
        server = spawn(process.execPath, [path.join(serverRoot, buildDir, 'main.js')], {
          cwd: tmpdir(),
          env: {
            PATH: process.env.PATH,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: database.url,
            ADMIN_TOKEN,
            MAILBOX_PORT: '0',
            LOG_LEVEL: 'warn',
            PAYMENT_SANDBOX_SETTLE_MS: '300',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        server.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
        server.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
        const deadline = Date.now() + START_LIMIT_MS;
        while ((await fetch(`${base}/api/current_ip`).catch(() => undefined))?.status !== 200) {
          if (server.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start:\n${log}`);
          await pause(200);
        }
      };
      const stop = (signal: NodeJS.Signals) =>
        new Promise<void>((resolve) => {
          // A process killed by a signal keeps exitCode null: it has ended all the same.
          if (!server || server.exitCode !== null || server.signalCode !== null) return resolve();
          server.once('exit', () => resolve());
          server.kill(signal);
        });
      cleanUp.push(() => stop('SIGKILL'));
      await start();

      const register = async (n: number) => {
        const response = await fetch(`${base}/api/users`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            user: {
              email: `crash.${process.pid}.${n}@example.com`,
              password: 'Secret#123',
              password_confirmation: 'Secret#123',
              currency: 'EUR',
              country: 'DE',
              terms_acceptance: true,
            },
          }),
        });
        expect(response.status, await response.clone().text()).toBe(201);
        return response.headers.getSetCookie()[0]!.split(';')[0]!;
      };
      const cookies = [await register(1), await register(2), await register(3)];

      const send = async (operation: Operation): Promise<Outcome | undefined> => {
        const url = operation.kind === 'deposit' ? '/api/payments/deposits' : '/api/payments/cashouts';
        try {
          const response = await fetch(`${base}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: operation.cookie, 'idempotency-key': operation.key },
            body: JSON.stringify(operation.body),
          });
          const body = (await response.json()) as { payment?: { id: number } };
          return { status: response.status, paymentId: body.payment?.id };
        } catch {
          return undefined; // no answer: the server died mid-request
        }
      };
      const operation = (i: number): Operation => {
        const cookie = cookies[i % cookies.length]!;
        // Two deposits for each withdrawal; withdrawals small enough to be approved and paid at once.
        return i % 3 === 2
          ? {
              kind: 'cashout',
              cookie,
              key: randomUUID(),
              body: { method_id: 'sandpay', currency: 'EUR', amount_cents: 500 + (i % 7), fields: { email: 'a@b.co' } },
            }
          : {
              kind: 'deposit',
              cookie,
              key: randomUUID(),
              body: {
                method_id: 'visa',
                currency: 'EUR',
                amount_cents: 1_000 + i,
                fields: {
                  card_number: '4242424242424242',
                  card_expiry: '12/34',
                  card_cvv: '123',
                  card_holder: 'Ada L',
                },
              },
            };
      };

      // Six clients send operations until the server is killed, once a dozen are answered: a count rather than a time,
      // so a slow or busy machine still kills it mid-load with every client's next request in flight.
      const sent: { operation: Operation; outcome: Outcome | undefined }[] = [];
      let next = 0;
      let killed = false;
      const client = async () => {
        while (!killed) {
          const op = operation(next++);
          sent.push({ operation: op, outcome: await send(op) });
        }
      };
      const clients = Array.from({ length: 6 }, client);
      const loadDeadline = Date.now() + LOAD_LIMIT_MS;
      while (sent.filter((entry) => entry.outcome?.status === 201).length < ANSWERED_BEFORE_KILL) {
        if (Date.now() > loadDeadline) throw new Error(`the server answered too little under load:\n${log}`);
        await pause(20);
      }
      killed = true;
      await stop('SIGKILL');
      await Promise.all(clients);
      const answered = sent.filter((entry) => entry.outcome?.status === 201);
      expect(answered.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
      // Each client was cut off mid-request.
      expect(sent.filter((entry) => entry.outcome === undefined).length).toBeGreaterThan(0);

      await start();
      // The cashier retries what got no answer, with the same key. A request cut off mid-way holds its key until its
      // lease runs out (a minute), and is answered 409 until then: retry, as a client would.
      for (const entry of sent.filter((e) => e.outcome === undefined || e.outcome.status >= 500)) {
        let outcome = await send(entry.operation);
        for (let tries = 0; outcome?.status === 409 && tries < 90; tries++) {
          await pause(1_000);
          outcome = await send(entry.operation);
        }
        entry.outcome = outcome;
      }
      // An answered request sent again is answered again, with the same payment.
      for (const entry of answered.slice(0, 5)) {
        expect((await send(entry.operation))?.paymentId).toBe(entry.outcome!.paymentId);
      }
      for (const entry of sent) expect([201, 422]).toContain(entry.outcome?.status);

      // Payouts settle in the background; then the books.
      await pause(3_000);
      const client_ = new pg.Client({ connectionString: database.url });
      await client_.connect();
      cleanUp.push(() => client_.end());
      const rows = (
        await client_.query<{ id: string; client_key: string; action: string; state: string; amount_cents: string }>(
          'select id, client_key, action, state, amount_cents from payments',
        )
      ).rows;
      const byKey = new Map(rows.map((row) => [row.client_key, row]));
      for (const { operation: op, outcome } of sent.filter((e) => e.outcome?.status === 201)) {
        const row = byKey.get(op.key);
        expect(row, `payment of key ${op.key}`).toBeDefined();
        expect(Number(row!.id)).toBe(outcome!.paymentId);
      }
      expect(rows).toHaveLength(byKey.size);
      const credits = await client_.query<{ payment_id: string; n: string }>(
        `select payment_id, count(*) as n from ledger_transactions where kind = 'deposit' group by payment_id having count(*) > 1`,
      );
      expect(credits.rows).toEqual([]);
      const succeededDeposits = rows.filter((row) => row.action === 'deposit' && row.state === 'succeeded').length;
      const depositCredits = await client_.query<{ n: string }>(
        `select count(*) as n from ledger_transactions where kind = 'deposit'`,
      );
      expect(Number(depositCredits.rows[0]!.n)).toBe(succeededDeposits);

      const check = await fetch(`${base}/api/admin/ledger/check`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(await check.json()).toMatchObject({ ok: true, problemCount: 0 });
      await stop('SIGTERM');
    },
    START_LIMIT_MS * 2 + 180_000,
  );
});
