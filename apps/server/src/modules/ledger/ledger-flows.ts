import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { preparedRows } from '../../db/raw-rows';

/** What a player staked and won in one currency since a moment, with rolled-back bets and wins taken out. */
export type GameFlows = { stakesCents: number; winsCents: number };

/**
 * Sums a player's game movements since `since` from the books themselves (cash and bonus), so responsible-gambling
 * limits count exactly what moved: a refunded bet is no stake, a reversed win no win. Read inside the caller's
 * transaction after it holds the player's limits lock, it sees every movement committed before it.
 */
export async function gameFlowsSince(db: Queryable, userId: number, currency: string, since: Date): Promise<GameFlows> {
  const [row] = await preparedRows<{ stakes: string | null; wins: string | null }>(
    db,
    'ledger_game_flows_since',
    sql`select
        coalesce(sum(case when t.kind in ('bet', 'bet_refund') then -e.amount end), 0) as stakes,
        coalesce(sum(case when t.kind in ('win', 'win_reversal') then e.amount end), 0) as wins
      from ledger_accounts a
      join ledger_entries e on e.account_id = a.id
      join ledger_transactions t on t.id = e.transaction_id
      where a.user_id = ${userId} and a.currency = ${currency} and a.book in ('cash', 'bonus')
        and t.kind in ('bet', 'bet_refund', 'win', 'win_reversal') and t.created_at >= ${since.toISOString()}::timestamptz`,
  );
  return { stakesCents: Number(row?.stakes ?? 0), winsCents: Number(row?.wins ?? 0) };
}
