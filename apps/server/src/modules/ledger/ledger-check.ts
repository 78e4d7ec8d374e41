import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { rawRows } from '../../db/raw-rows';

export type LedgerProblem =
  | { kind: 'transaction_not_balanced'; transactionId: number; currency: string; net: string }
  | { kind: 'transaction_without_entries'; transactionId: number }
  | { kind: 'balance_differs_from_entries'; accountId: number; stored: string; entries: string }
  | { kind: 'negative_balance'; accountId: number; balance: string }
  | { kind: 'entry_currency_differs'; entryId: number; accountId: number }
  | { kind: 'entry_without_account'; entryId: number; accountId: number };

export type LedgerReport = {
  ok: boolean;
  checkedAt: string;
  transactions: number;
  entries: number;
  accounts: number;
  /** At most `PROBLEMS_SHOWN` of each kind; `problemCount` says how many there are in all. */
  problems: LedgerProblem[];
  problemCount: number;
  /** Each house book's balance per currency (the sum of its entries): where the players' money came from. */
  houseBalances: { book: string; currency: string; balance: string }[];
};

const PROBLEMS_SHOWN = 20;

// Sums are compared as exact numerics in SQL and reported as strings: a broken ledger may hold sums no JavaScript
// number represents exactly.
type Row = Record<string, unknown>;
/**
 * Proves the books: every transaction nets to zero in each currency and has entries, every stored player balance
 * equals the sum of its entries, none is negative, and every entry names an account that exists, in its currency.
 * Runs in one read-only snapshot, so movements committing meanwhile can never show up half.
 */
export async function checkLedger(db: Database, now: Date): Promise<LedgerReport> {
  return db.transaction(async (tx) => inSnapshot(tx, now), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function inSnapshot(tx: Transaction, now: Date): Promise<LedgerReport> {
  const rows = (query: SQL) => rawRows(tx, query);
  const problems: LedgerProblem[] = [];
  let problemCount = 0;
  const collect = async (countQuery: SQL, listQuery: SQL, map: (row: Row) => LedgerProblem) => {
    const [counted] = await rows(countQuery);
    problemCount += Number(counted?.count ?? 0);
    problems.push(...(await rows(listQuery)).map(map));
  };

  const unbalanced = sql`select transaction_id, currency, sum(amount)::text as net from ledger_entries
    group by transaction_id, currency having sum(amount) <> 0`;
  await collect(
    sql`select count(*) as count from (${unbalanced}) as found`,
    sql`${unbalanced} order by transaction_id limit ${PROBLEMS_SHOWN}`,
    (row) => ({
      kind: 'transaction_not_balanced',
      transactionId: Number(row.transaction_id),
      currency: String(row.currency),
      net: String(row.net),
    }),
  );

  const empty = sql`select t.id from ledger_transactions t
    where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)`;
  await collect(
    sql`select count(*) as count from (${empty}) as found`,
    sql`${empty} order by t.id limit ${PROBLEMS_SHOWN}`,
    (row) => ({ kind: 'transaction_without_entries', transactionId: Number(row.id) }),
  );

  const drifted = sql`select a.id, a.balance::text as stored, coalesce(sum(e.amount), 0)::text as entries
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.user_id is not null
    group by a.id, a.balance having a.balance is distinct from coalesce(sum(e.amount), 0)`;
  await collect(
    sql`select count(*) as count from (${drifted}) as found`,
    sql`${drifted} order by a.id limit ${PROBLEMS_SHOWN}`,
    (row) => ({
      kind: 'balance_differs_from_entries',
      accountId: Number(row.id),
      stored: String(row.stored),
      entries: String(row.entries),
    }),
  );

  const negative = sql`select id, balance::text as balance from ledger_accounts where balance < 0`;
  await collect(
    sql`select count(*) as count from (${negative}) as found`,
    sql`${negative} order by id limit ${PROBLEMS_SHOWN}`,
    (row) => ({ kind: 'negative_balance', accountId: Number(row.id), balance: String(row.balance) }),
  );

  const foreign = sql`select e.id, e.account_id from ledger_entries e
    join ledger_accounts a on a.id = e.account_id where e.currency <> a.currency`;
  await collect(
    sql`select count(*) as count from (${foreign}) as found`,
    sql`${foreign} order by e.id limit ${PROBLEMS_SHOWN}`,
    (row) => ({ kind: 'entry_currency_differs', entryId: Number(row.id), accountId: Number(row.account_id) }),
  );

  const orphaned = sql`select e.id, e.account_id from ledger_entries e
    where not exists (select 1 from ledger_accounts a where a.id = e.account_id)`;
  await collect(
    sql`select count(*) as count from (${orphaned}) as found`,
    sql`${orphaned} order by e.id limit ${PROBLEMS_SHOWN}`,
    (row) => ({ kind: 'entry_without_account', entryId: Number(row.id), accountId: Number(row.account_id) }),
  );

  const [totals] = await rows(sql`select
    (select count(*) from ledger_transactions) as transactions,
    (select count(*) from ledger_entries) as entries,
    (select count(*) from ledger_accounts) as accounts`);
  const houseBalances = await rows(sql`select a.book, a.currency, coalesce(sum(e.amount), 0)::text as balance
    from ledger_accounts a left join ledger_entries e on e.account_id = a.id
    where a.user_id is null group by a.book, a.currency order by a.book, a.currency`);

  return {
    ok: problemCount === 0,
    checkedAt: now.toISOString(),
    transactions: Number(totals?.transactions ?? 0),
    entries: Number(totals?.entries ?? 0),
    accounts: Number(totals?.accounts ?? 0),
    problems,
    problemCount,
    houseBalances: houseBalances.map((row) => ({
      book: String(row.book),
      currency: String(row.currency),
      balance: String(row.balance),
    })),
  };
}
