import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { outboxEvents } from '../../db/schema';
import { createAuditLog } from '../audit';
import { createLedger, houseBook, playerBook } from '../ledger';
import type { Posting } from '../ledger';
import { createOutbox } from '../outbox';
import { createAccount } from '../player';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../../test/test-database';
import { createWalletsService } from './wallets.service';
import { quietLogger } from '../../test/quiet-logger';

const credit = (userId: number, book: 'cash' | 'bonus', amount: number): Posting => ({
  idempotencyKey: `test:${randomUUID()}`,
  kind: book === 'cash' ? 'deposit' : 'adjustment',
  legs: [
    { account: playerBook(userId, 'EUR', book), amount },
    { account: houseBook('EUR', book === 'cash' ? 'payment_clearing' : 'bonus_funding'), amount: -amount },
  ],
});

/** The wallets service on `db`, and a new player with a EUR wallet. */
async function walletsWithPlayer(db: Database) {
  const clock = () => new Date();
  const wallets = createWalletsService({
    db,
    clock,
    audit: createAuditLog({ clock }),
    outbox: createOutbox({ db, clock, logger: quietLogger }),
    ledger: createLedger({ clock }),
  });
  const user = await db.transaction((tx) =>
    createAccount(tx, { email: `${randomUUID()}@example.com`, currency: 'EUR', locale: 'en', createdAt: clock() }),
  );
  if (!user) throw new Error('no player');
  return { wallets, user };
}

// Two transactions at once need two connections: PostgreSQL only (PGlite runs one transaction at a time).
describe.skipIf(!process.env.DATABASE_URL)('balance announcements while a wallet moves twice at once', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.dispose());

  it('ends on a message carrying both movements, whichever committed first', async () => {
    const { db } = database;
    const { wallets, user } = await walletsWithPlayer(db);

    // A moves the cash and holds its transaction open; B moves the bonus meanwhile, on another connection.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posted: () => void = () => undefined;
    const aPosted = new Promise<void>((resolve) => (posted = resolve));
    const a = db.transaction(async (tx) => {
      await wallets.post(tx, credit(user.id, 'cash', 500));
      posted();
      await held;
    });
    await aPosted;
    const b = db.transaction((tx) => wallets.post(tx, credit(user.id, 'bonus', 70)));
    // Long enough for B to get as far as it can before A commits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([a, b]);

    const events = await db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.userId, user.id))
      .orderBy(asc(outboxEvents.sequence));
    const last = events.at(-1)?.payload as { account: { amount_cents: number; available_to_cashout_cents: number } };
    expect(last.account).toMatchObject({ amount_cents: 570, available_to_cashout_cents: 500 });
  });
});

describe.each(DATABASE_KINDS)('balance announcements on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('announces a wallet moved twice in one transaction once, when it commits, with its final balances', async () => {
    const { db } = database;
    const { wallets, user } = await walletsWithPlayer(db);
    await db.transaction(async (tx) => {
      await wallets.post(tx, credit(user.id, 'cash', 500));
      await wallets.post(tx, credit(user.id, 'bonus', 70));
      await wallets.post(tx, credit(user.id, 'cash', 30));
    });

    const announced = (await db.select().from(outboxEvents).where(eq(outboxEvents.userId, user.id))).filter(
      (event) => event.type === 'balance_changed',
    );
    expect(announced).toHaveLength(1);
    expect(announced[0]?.payload).toMatchObject({ account: { amount_cents: 600, available_to_cashout_cents: 530 } });
  });

  it('tells the account a transaction commits: the one its announcement carried, or the wallet read if nothing moved', async () => {
    const { db } = database;
    const { wallets, user } = await walletsWithPlayer(db);
    const committed = await db.transaction(async (tx) => {
      await wallets.post(tx, credit(user.id, 'cash', 250));
      const account = await wallets.accountAtCommit(tx, user.id, 'EUR');
      // Not before the commit: the announcement that carries it is written just before.
      expect(account()).toBeUndefined();
      return account;
    });
    expect(committed()).toMatchObject({ currency: 'EUR', amount_cents: 250, available_to_cashout_cents: 250 });
    const unmoved = await db.transaction((tx) => wallets.accountAtCommit(tx, user.id, 'EUR'));
    expect(unmoved()).toMatchObject({ amount_cents: 250 });
  });

  it('tells it too when the wallet moved first in a savepoint of the transaction, then in the transaction', async () => {
    const { db } = database;
    const { wallets, user } = await walletsWithPlayer(db);
    const committed = await db.transaction(async (tx) => {
      // As an outbox consumer posts: in a savepoint of the dispatcher's transaction.
      await tx.transaction((savepoint) => wallets.post(savepoint, credit(user.id, 'cash', 40)));
      await wallets.post(tx, credit(user.id, 'bonus', 5));
      return wallets.accountAtCommit(tx, user.id, 'EUR');
    });
    expect(committed()).toMatchObject({ amount_cents: 45, available_to_cashout_cents: 40 });
    const announced = (await db.select().from(outboxEvents).where(eq(outboxEvents.userId, user.id))).filter(
      (event) => event.type === 'balance_changed',
    );
    expect(announced).toHaveLength(1);
  });
});
