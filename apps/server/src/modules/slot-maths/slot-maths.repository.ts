import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { games } from '../games/games.schema';
import { slotMaths } from './slot-maths.schema';

export type SlotMathsRow = typeof slotMaths.$inferSelect;

export async function findVersion(db: Queryable, maths: string, version: number): Promise<SlotMathsRow | undefined> {
  const [row] = await db
    .select()
    .from(slotMaths)
    .where(and(eq(slotMaths.maths, maths), eq(slotMaths.version, version)));
  return row;
}

/** Versions of one title, newest first. */
export async function listVersions(db: Queryable, maths: string): Promise<SlotMathsRow[]> {
  return db.select().from(slotMaths).where(eq(slotMaths.maths, maths)).orderBy(desc(slotMaths.version));
}

/** Every version an operator published after the generated first: what a process loads at start-up. */
export async function listPublished(db: Queryable): Promise<SlotMathsRow[]> {
  return db.select().from(slotMaths).where(gt(slotMaths.version, 1));
}

/** Stores a version unless it exists (the generated first version is written by whichever call needs it first). */
export async function insertVersion(db: Queryable, row: typeof slotMaths.$inferInsert): Promise<void> {
  await db.insert(slotMaths).values(row).onConflictDoNothing();
}

/** Serialises publications of one title, so two operators cannot both take version n + 1. */
export async function lockTitle(db: Queryable, maths: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`slot_maths:${maths}`}))`);
}

/** Points every slot game of this maths at `version`; its new rounds use it from now on. */
export async function pointGamesAt(db: Queryable, maths: string, version: number): Promise<number> {
  const updated = await db
    .update(games)
    .set({ studioParams: { maths, version }, updatedAt: new Date() })
    .where(and(eq(games.studioFamily, 'slot'), sql`${games.studioParams} ->> 'maths' = ${maths}`))
    .returning({ id: games.id });
  return updated.length;
}
