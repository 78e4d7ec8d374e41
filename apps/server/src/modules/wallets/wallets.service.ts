import type { PlayerStats, WalletAccount } from '@casino/contracts';
import { ACCOUNT_MESSAGE_KEYS } from '@casino/contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { AppError, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findEnabledCurrency, findUserById } from '../users';
import type { AuditLog, RequestOrigin } from '../audit';
import type { Outbox } from '../outbox';
import { insertWallet, listWalletsWithSubunits } from './wallets.repository';

export type WalletsService = ReturnType<typeof createWalletsService>;

/** The wallet a new account starts with, in the currency chosen at sign-up: created with the user, in its transaction. */
export async function openFirstWallet(tx: Transaction, userId: number, currency: string, now: Date): Promise<void> {
  await insertWallet(tx, { userId, currency, active: true, now });
}

async function listWallets(db: Queryable, userId: number): Promise<WalletAccount[]> {
  return (await listWalletsWithSubunits(db, userId)).map((row) => ({
    currency: row.currency,
    active: row.active,
    amount_cents: row.amountCents,
    available_to_cashout_cents: row.availableToCashoutCents,
    subunits_to_unit: row.subunitsToUnit,
  }));
}

export function createWalletsService({
  db,
  clock,
  audit,
  outbox,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
}) {
  return {
    list: (userId: number) => listWallets(db, userId),

    /**
     * A further wallet in another enabled currency; the active wallet stays the one the player registered with.
     * Runs in the caller's transaction, so an idempotent request stores its answer with the new wallet.
     */
    async create(tx: Transaction, userId: number, currency: string, origin: RequestOrigin): Promise<WalletAccount[]> {
      if (!(await findEnabledCurrency(tx, currency))) {
        throw new AppError('VALIDATION_FAILED', 'This currency is not available', {
          currency: [ACCOUNT_MESSAGE_KEYS.currencyUnavailable],
        });
      }
      const created = await insertWallet(tx, { userId, currency, active: false, now: clock() });
      if (!created) throw new AppError('CONFLICT', `There is already a ${currency} wallet`);
      await audit.record('wallet_created', { userId, origin, details: { currency } }, tx);
      const accounts = await listWallets(tx, userId);
      const account = accounts.find((wallet) => wallet.currency === currency);
      if (account) await outbox.emit(tx, { type: 'balance_changed', userId, payload: { account } });
      return accounts;
    },

    /**
     * Lifetime totals in the player's currency. Deposits, cash-outs, bets and wins are zero until the payments and
     * game ledgers record them; the shape is final so the VIP progress view can be built against it.
     */
    async stats(userId: number): Promise<PlayerStats> {
      const user = await findUserById(db, userId);
      if (!user) throw signInRequired();
      return {
        currency: user.currency,
        sign_in_count: user.signInCount,
        deposits_count: 0,
        deposits_sum_cents: 0,
        cashouts_count: 0,
        cashouts_sum_cents: 0,
        bets_sum_cents: 0,
        wins_sum_cents: 0,
      };
    },
  };
}
