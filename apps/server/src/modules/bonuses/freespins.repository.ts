import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { playerFreespins } from './bonuses.schema';

export type FreespinsRow = typeof playerFreespins.$inferSelect;
export type NewFreespins = typeof playerFreespins.$inferInsert;

/** Gives free spins once per player, campaign and trigger: undefined when given before. */
export async function insertFreespins(tx: Transaction, row: NewFreespins): Promise<FreespinsRow | undefined> {
  const [inserted] = await tx.insert(playerFreespins).values(row).onConflictDoNothing().returning();
  return inserted;
}

export const listFreespins = (db: Queryable, userId: number) =>
  db.select().from(playerFreespins).where(eq(playerFreespins.userId, userId)).orderBy(desc(playerFreespins.id));

/** The player's free spins, locked until commit: every spin and stage change happens under this lock. */
export async function lockFreespins(tx: Transaction, userId: number, id: number): Promise<FreespinsRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerFreespins)
    .where(and(eq(playerFreespins.id, id), eq(playerFreespins.userId, userId)))
    .for('update');
  return row;
}

/** Free spins by id alone (the game wallet knows a round's spins, not always whose), locked until commit. */
export async function lockFreespinsById(tx: Transaction, id: number): Promise<FreespinsRow | undefined> {
  const [row] = await tx.select().from(playerFreespins).where(eq(playerFreespins.id, id)).for('update');
  return row;
}

export async function updateFreespins(tx: Transaction, id: number, change: Partial<NewFreespins>) {
  const [row] = await tx.update(playerFreespins).set(change).where(eq(playerFreespins.id, id)).returning();
  if (!row) throw new Error(`free spins ${id} vanished`);
  return row;
}

export async function addFreespinsWinnings(tx: Transaction, id: number, cents: number, now: Date) {
  await tx
    .update(playerFreespins)
    .set({ winningsCents: sql`${playerFreespins.winningsCents} + ${cents}`, updatedAt: now })
    .where(eq(playerFreespins.id, id));
}
