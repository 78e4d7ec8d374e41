import type { WalletAccount } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import type { Statement } from '../../db/raw-rows';
import { rawRows, runStatement } from '../../db/raw-rows';
import type { PayloadQuery } from '../outbox';
import { wallets } from './wallets.schema';

export async function insertWallet(
  tx: Transaction,
  wallet: { userId: number; currency: string; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(wallets)
    .values({ userId: wallet.userId, currency: wallet.currency, createdAt: wallet.now, updatedAt: wallet.now })
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  return inserted.length === 1;
}

/**
 * The player's wallets as Accounts (platform-core §3), from `wallet_state` (migration 0023): the wallet's flags, its
 * currency's units, and its cash and bonus books in the ledger (a requested withdrawal's hold is in neither). This is
 * the only mapping from the books to an Account, shared by the reads below and the balance announcement, which reads
 * it in the statement that writes its event (`walletAccountPayload`). Bonus money is bettable while it is wagered:
 * `available_to_bet_with_locked_cent` is the whole amount, and the bonus engine narrows it when a bonus locks funds.
 */
const accountJson = `json_build_object(
    'currency', state.currency,
    'active', state.active,
    'amount_cents', state.cash + state.bonus,
    'available_to_cashout_cents', state.cash,
    'available_to_bet_with_locked_cent', state.cash + state.bonus,
    'hidden_at', to_char(state.hidden_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'deposit_available', state.deposit_available,
    'selected_lottery_id', null,
    'subunits_to_unit', state.subunits_to_unit,
    'display_unit', state.display_unit)`;

// Read whenever a player asks about a balance, so prepared. `$1` is the player, `$2` the wallet's currency.
const walletAccounts: Statement = {
  name: 'wallet_accounts',
  text: `select ${accountJson} as account
    from wallets w cross join lateral wallet_state(w.user_id, w.currency) state
    where w.user_id = $1::bigint order by w.id`,
};
const walletAccountOfCurrency: Statement = {
  name: 'wallet_account_of_currency',
  text: `select ${accountJson} as account from wallet_state($1::bigint, $2::text) state`,
};

/** The player's wallets, or the one in `currency` (an empty list when the player does not hold it). */
export async function listWalletAccounts(db: Queryable, userId: number, currency?: string): Promise<WalletAccount[]> {
  const rows =
    currency === undefined
      ? await runStatement<{ account: WalletAccount }>(db, walletAccounts, [userId])
      : await runStatement<{ account: WalletAccount }>(db, walletAccountOfCurrency, [userId, currency]);
  return rows.map((row) => row.account);
}

/**
 * A `balance_changed` event's payload, `{ account }`: the query the outbox runs in the statement that locks the
 * player's stream. It reads the wallet through `wallet_state`, whose fresh snapshot sees every movement committed
 * before the lock (null when the player does not hold the wallet, which the event's payload column refuses).
 */
export const walletAccountPayload = (userId: number, currency: string): PayloadQuery => ({
  text: `select jsonb_build_object('account', ${accountJson}) from wallet_state($1::bigint, $2::text) state`,
  values: [userId, currency],
});

/** Lifetime sums of the player's movements of the given kinds, per kind and currency (minor units, never negative). */
export async function sumMovements(db: Queryable, userId: number, kinds: readonly string[]) {
  const rows = await rawRows(
    db,
    sql`
    select t.kind, e.currency, count(distinct t.id) as count, sum(abs(e.amount)) as total
    from ledger_entries e
    join ledger_accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.user_id = ${userId} and a.book in ('cash', 'bonus', 'withdrawal_hold')
      and t.kind in (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
    group by t.kind, e.currency`,
  );
  return rows.map((row) => ({
    kind: String(row.kind),
    currency: String(row.currency),
    count: Number(row.count),
    total: Number(row.total),
  }));
}
