import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createAccount } from '../player';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../../test/test-database';
import { houseBook, playerBook } from './books';
import { checkLedger } from './ledger-check';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from './ledger.schema';
import type { Posting } from './ledger.service';
import { createLedger } from './ledger.service';

async function newPlayer(db: Database, currency = 'EUR'): Promise<number> {
  const user = await db.transaction((tx) =>
    createAccount(tx, { email: `${randomUUID()}@example.com`, currency, locale: 'en', createdAt: new Date() }),
  );
  if (!user) throw new Error('no player');
  return user.id;
}

const deposit = (userId: number, amount: number, key = randomUUID()): Posting => ({
  idempotencyKey: `deposit:${key}`,
  kind: 'deposit',
  legs: [
    { account: playerBook(userId, 'EUR', 'cash'), amount },
    { account: houseBook('EUR', 'payment_clearing'), amount: -amount },
  ],
});

const bet = (userId: number, amount: number, key = randomUUID()): Posting => ({
  idempotencyKey: `bet:${key}`,
  kind: 'bet',
  legs: [
    { account: playerBook(userId, 'EUR', 'cash'), amount: -amount },
    { account: houseBook('EUR', 'game_revenue'), amount },
  ],
});

describe.each(DATABASE_KINDS)('the ledger on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  // One ledger per database, as one per app: it remembers the house accounts of its database.
  const ledger = createLedger({ clock: () => new Date() });
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    // Whatever the tests did, the books still prove.
    expect((await checkLedger(db, new Date())).ok).toBe(true);
    await database.dispose();
  });

  const cashOf = async (userId: number) => {
    const [row] = await db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.book} = 'cash'`);
    return row?.balance;
  };

  it('moves money between a player book and a house book, entries netting to zero', async () => {
    const userId = await newPlayer(db);
    const posted = await db.transaction((tx) => ledger.post(tx, deposit(userId, 5_000)));
    expect(posted.replayed).toBe(false);
    expect(posted.playerBalances).toEqual([{ userId, currency: 'EUR', book: 'cash', balance: 5_000 }]);
    await db.transaction((tx) => ledger.post(tx, bet(userId, 1_250)));
    expect(await cashOf(userId)).toBe(3_750);
    const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.transactionId, posted.transactionId));
    expect(entries.map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-5_000, 5_000]);
    // House books only receive entries: no stored balance for every operation to queue on.
    const house = await db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.userId} is null`);
    expect(house.length).toBeGreaterThan(0);
    expect(house.every((account) => account.balance === null)).toBe(true);
  });

  it('posts a retried movement once, and refuses its key for another movement', async () => {
    const userId = await newPlayer(db);
    const key = randomUUID();
    const first = await db.transaction((tx) => ledger.post(tx, deposit(userId, 700, key)));
    const again = await db.transaction((tx) => ledger.post(tx, deposit(userId, 700, key)));
    expect(again).toEqual({ transactionId: first.transactionId, replayed: true, playerBalances: [] });
    expect(await cashOf(userId)).toBe(700);
    const reused = db.transaction((tx) => ledger.post(tx, deposit(userId, 701, key)));
    await expect(reused).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await cashOf(userId)).toBe(700);
  });

  it('refuses a debit beyond the balance and writes nothing of it', async () => {
    const userId = await newPlayer(db);
    await db.transaction((tx) => ledger.post(tx, deposit(userId, 100)));
    const key = randomUUID();
    const refused = db.transaction((tx) => ledger.post(tx, bet(userId, 101, key)));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await cashOf(userId)).toBe(100);
    const written = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bet:${key}`));
    expect(written).toEqual([]);
  });

  it('refuses postings that would make or lose money, before touching the database', async () => {
    const userId = await newPlayer(db);
    const unbalanced = { ...deposit(userId, 100), legs: [{ account: playerBook(userId, 'EUR', 'cash'), amount: 100 }] };
    await expect(db.transaction((tx) => ledger.post(tx, unbalanced))).rejects.toThrow(/two legs/);
    const lopsided = deposit(userId, 100);
    lopsided.legs[1] = { account: houseBook('EUR', 'payment_clearing'), amount: -99 };
    await expect(db.transaction((tx) => ledger.post(tx, lopsided))).rejects.toThrow(/net to zero/);
    const fractional = deposit(userId, 0.5);
    await expect(db.transaction((tx) => ledger.post(tx, fractional))).rejects.toThrow(/whole minor units/);
    expect(await cashOf(userId)).toBe(0);
  });

  it('never lets an entry or a transaction change, nor an account go, even when written around the ledger', async () => {
    const userId = await newPlayer(db);
    const posted = await db.transaction((tx) => ledger.post(tx, deposit(userId, 300)));
    const id = posted.transactionId;
    for (const statement of [
      sql`update ledger_entries set amount = amount * 2 where transaction_id = ${id}`,
      sql`delete from ledger_entries where transaction_id = ${id}`,
      sql`update ledger_transactions set kind = 'win' where id = ${id}`,
      sql`delete from ledger_accounts where user_id = ${userId}`,
    ]) {
      await expect(db.transaction((tx) => tx.execute(statement))).rejects.toThrow();
    }
    expect(await cashOf(userId)).toBe(300);
  });

  it('keeps a player book from going negative even when written around the ledger', async () => {
    const userId = await newPlayer(db);
    const write = db.transaction((tx) =>
      tx
        .update(ledgerAccounts)
        .set({ balance: -1 })
        .where(sql`${ledgerAccounts.userId} = ${userId}`),
    );
    await expect(write).rejects.toThrow();
  });

  it('finds a drifted balance and an unbalanced transaction', async () => {
    const scratch = await createTestDatabase(kind);
    try {
      const userId = await newPlayer(scratch.db);
      await scratch.db.transaction((tx) => createLedger({ clock: () => new Date() }).post(tx, deposit(userId, 900)));
      expect((await checkLedger(scratch.db, new Date())).ok).toBe(true);
      // Only someone who switches the guard off can rewrite an entry, as a database owner could.
      await scratch.db.transaction(async (tx) => {
        await tx.execute(sql`update ledger_accounts set balance = 901 where user_id = ${userId} and book = 'cash'`);
        await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_immutable`);
        await tx.execute(sql`update ledger_entries set amount = -899 where amount = -900`);
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, currency, amount)
          select transaction_id, 999999, currency, 1 from ledger_entries limit 1`);
      });
      const report = await checkLedger(scratch.db, new Date());
      expect(report.ok).toBe(false);
      expect(report.problems.map((problem) => problem.kind).sort()).toEqual([
        'balance_differs_from_entries',
        'entry_without_account',
        'transaction_not_balanced',
      ]);
    } finally {
      await scratch.dispose();
    }
  });

  it.runIf(kind === 'postgres')(
    'queues a second movement of a busy wallet in the process, not on its row in PostgreSQL',
    async () => {
      const player = await newPlayer(db);
      await db.transaction((tx) => ledger.post(tx, deposit(player, 1_100)));
      // Opens the house book beforehand: two transactions opening it at once would rightly wait on each other.
      await db.transaction((tx) => ledger.post(tx, bet(player, 100)));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let firstMoved!: () => void;
      const moved = new Promise<void>((resolve) => (firstMoved = resolve));
      const first = db.transaction(async (tx) => {
        await ledger.post(tx, bet(player, 100));
        firstMoved();
        await held;
      });
      await moved;
      const second = db.transaction((tx) => ledger.post(tx, bet(player, 100)));
      await new Promise((resolve) => setTimeout(resolve, 200));
      // Without its turn the second transaction would be blocked on the wallet's row: an ungranted lock.
      const waiting = (await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] };
      expect(waiting.rows[0]?.n).toBe(0);
      release();
      await Promise.all([first, second]);
      expect(await cashOf(player)).toBe(800);
    },
  );

  it('takes 1,000 concurrent debits on one wallet without a negative balance or a lost cent', async () => {
    const userId = await newPlayer(db);
    const starting = 50_000;
    await db.transaction((tx) => ledger.post(tx, deposit(userId, starting)));
    // 1,000 bets of 1–100: together more than the wallet holds, so some must be refused.
    const stakes = Array.from({ length: 1_000 }, (_, index) => (index % 100) + 1);
    const results = await Promise.allSettled(
      stakes.map((stake) => db.transaction((tx) => ledger.post(tx, bet(userId, stake)))),
    );
    const accepted = stakes.filter((_, index) => results[index]?.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.every((result) => (result.reason as AppError).code === 'INSUFFICIENT_FUNDS')).toBe(true);
    const acceptedTotal = accepted.reduce((sum, stake) => sum + stake, 0);
    expect(acceptedTotal).toBeLessThanOrEqual(starting);
    expect(refused.length).toBeGreaterThan(0);
    expect(await cashOf(userId)).toBe(starting - acceptedTotal);
    expect((await checkLedger(db, new Date())).ok).toBe(true);
  }, 120_000);
});
