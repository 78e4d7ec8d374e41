import { asc, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { currencies } from '../reference/reference.schema';
import { wallets } from './wallets.schema';

export async function insertWallet(
  tx: Transaction,
  wallet: { userId: number; currency: string; active: boolean; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(wallets)
    .values({ userId: wallet.userId, currency: wallet.currency, active: wallet.active, createdAt: wallet.now })
    .onConflictDoNothing()
    .returning({ id: wallets.id });
  return inserted.length === 1;
}

export const listWalletsWithSubunits = (db: Queryable, userId: number) =>
  db
    .select({
      currency: wallets.currency,
      active: wallets.active,
      amountCents: wallets.amountCents,
      availableToCashoutCents: wallets.availableToCashoutCents,
      subunitsToUnit: currencies.subunitsToUnit,
    })
    .from(wallets)
    .innerJoin(currencies, eq(currencies.code, wallets.currency))
    .where(eq(wallets.userId, userId))
    .orderBy(asc(wallets.id));
