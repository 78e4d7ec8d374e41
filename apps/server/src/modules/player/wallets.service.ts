import type { PlayerStats, WalletAccount } from '@casino/contracts';
import { ACCOUNT_MESSAGE_KEYS } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  findEnabledCurrency,
  findUserById,
  insertWallet,
  listWalletsWithSubunits,
} from '../accounts/accounts.repository';
import type { AuditLog, RequestOrigin } from '../audit/audit-log';

export type WalletsService = ReturnType<typeof createWalletsService>;

export function createWalletsService({ db, clock, audit }: { db: Database; clock: Clock; audit: AuditLog }) {
  async function list(userId: number): Promise<WalletAccount[]> {
    return (await listWalletsWithSubunits(db, userId)).map((row) => ({
      currency: row.currency,
      active: row.active,
      amount_cents: row.amountCents,
      available_to_cashout_cents: row.availableToCashoutCents,
      subunits_to_unit: row.subunitsToUnit,
    }));
  }

  return {
    list,

    /** A further wallet in another enabled currency; the active wallet stays the one the player registered with. */
    async create(userId: number, currency: string, origin: RequestOrigin): Promise<WalletAccount[]> {
      if (!(await findEnabledCurrency(db, currency))) {
        throw new AppError('VALIDATION_FAILED', 'This currency is not available', {
          currency: [ACCOUNT_MESSAGE_KEYS.currencyUnavailable],
        });
      }
      await db.transaction(async (tx) => {
        const created = await insertWallet(tx, { userId, currency, active: false, now: clock() });
        if (!created) throw new AppError('CONFLICT', `There is already a ${currency} wallet`);
        await audit.record('wallet_created', { userId, origin, details: { currency } }, tx);
      });
      return list(userId);
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
