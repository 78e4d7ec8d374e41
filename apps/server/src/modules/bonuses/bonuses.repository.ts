import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { runStatement } from '../../db/raw-rows';
import { gameRounds } from '../game-wallet/game-wallet.schema';
import { payments } from '../payments/payments.schema';
import { bonusCampaigns, bonusDeclines, playerBonuses } from './bonuses.schema';

export type CampaignRow = typeof bonusCampaigns.$inferSelect;
export type NewCampaign = typeof bonusCampaigns.$inferInsert;
export type BonusRow = typeof playerBonuses.$inferSelect;
export type NewBonus = typeof playerBonuses.$inferInsert;

export const listCampaigns = (db: Queryable) => db.select().from(bonusCampaigns).orderBy(asc(bonusCampaigns.id));

export async function findCampaign(db: Queryable, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.id, id));
  return row;
}

export async function findCampaignByCode(db: Queryable, code: string): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.code, code.toUpperCase()));
  return row;
}

/** Creates the campaign of `group_key`, or replaces its terms; bonuses already given keep theirs. */
export async function upsertCampaign(tx: Transaction, campaign: NewCampaign, now: Date): Promise<CampaignRow> {
  const { createdAt: _created, ...terms } = campaign;
  const [row] = await tx
    .insert(bonusCampaigns)
    .values({ ...campaign, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: bonusCampaigns.groupKey, set: { ...terms, updatedAt: now } })
    .returning();
  if (!row) throw new Error(`campaign ${campaign.groupKey} was not saved`);
  return row;
}

export const activeCampaigns = (db: Queryable, kind: CampaignRow['kind']) =>
  db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.kind, kind), eq(bonusCampaigns.active, true)))
    .orderBy(asc(bonusCampaigns.id));

/** Issues a bonus once per player, campaign and trigger: undefined when it was issued before. */
export async function insertBonus(tx: Transaction, bonus: NewBonus): Promise<BonusRow | undefined> {
  const [row] = await tx.insert(playerBonuses).values(bonus).onConflictDoNothing().returning();
  return row;
}

export const listBonuses = (db: Queryable, userId: number) =>
  db.select().from(playerBonuses).where(eq(playerBonuses.userId, userId)).orderBy(desc(playerBonuses.id));

/** The player's bonus, locked until commit: every change of a bonus's stage happens under this lock. */
export async function lockBonus(tx: Transaction, userId: number, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.id, bonusId), eq(playerBonuses.userId, userId)))
    .for('update');
  return row;
}

export async function lockBonusById(tx: Transaction, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await tx.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId)).for('update');
  return row;
}

export async function findBonus(db: Queryable, bonusId: number): Promise<BonusRow | undefined> {
  const [row] = await db.select().from(playerBonuses).where(eq(playerBonuses.id, bonusId));
  return row;
}

const wageringBonusStatement = {
  name: 'bonuses_lock_wagering',
  text: `select id from player_bonuses where user_id = $1 and currency = $2 and stage = 'handle_bets' for update`,
};

/**
 * Whether a bonus wagers on the wallet, its row locked if so: every real-money stake asks, and most wallets have
 * none, so the question is one fixed statement straight on the driver (`lockWageringBonus` reads the whole row).
 */
export async function hasWageringBonus(tx: Transaction, userId: number, currency: string): Promise<boolean> {
  return (await runStatement(tx, wageringBonusStatement, [userId, currency])).length > 0;
}

/** The wallet's wagering bonus, locked until commit. */
export async function lockWageringBonus(tx: Transaction, userId: number, currency: string) {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.currency, currency),
        eq(playerBonuses.stage, 'handle_bets'),
      ),
    )
    .for('update');
  return row;
}

/** Bonuses past their time that nobody touched since: issued ones past activation, wagering ones past validity. */
/** Bonuses whose delayed activation is due (and still in time), oldest first. */
export async function bonusesDueToStart(db: Queryable, now: Date, limit: number) {
  return db
    .select({ id: playerBonuses.id, userId: playerBonuses.userId })
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.stage, 'issued'),
        lte(playerBonuses.activatesAt, now),
        gt(playerBonuses.activatableUntil, now),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .limit(limit);
}

export async function overdueBonuses(db: Queryable, now: Date, limit: number) {
  return db
    .select({ id: playerBonuses.id, userId: playerBonuses.userId })
    .from(playerBonuses)
    .where(
      or(
        and(eq(playerBonuses.stage, 'issued'), lte(playerBonuses.activatableUntil, now)),
        and(eq(playerBonuses.stage, 'handle_bets'), lte(playerBonuses.validUntil, now)),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .limit(limit);
}

/** The wallet's waiting and wagering bonuses, and those due to start by themselves, locked until commit. */
export const lockActiveBonuses = (tx: Transaction, userId: number, currency: string) =>
  tx
    .select()
    .from(playerBonuses)
    .where(
      and(
        eq(playerBonuses.userId, userId),
        eq(playerBonuses.currency, currency),
        or(
          inArray(playerBonuses.stage, ['wait', 'handle_bets']),
          and(eq(playerBonuses.stage, 'issued'), isNotNull(playerBonuses.activatesAt)),
        ),
      ),
    )
    .orderBy(asc(playerBonuses.id))
    .for('update');

/** The oldest bonus queued on the wallet: the next to wager. */
export async function firstWaiting(tx: Transaction, userId: number, currency: string) {
  const [row] = await tx
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.currency, currency), eq(playerBonuses.stage, 'wait')))
    .orderBy(asc(playerBonuses.activatedAt), asc(playerBonuses.id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateBonus(tx: Transaction, bonusId: number, change: Partial<NewBonus>): Promise<BonusRow> {
  const [row] = await tx.update(playerBonuses).set(change).where(eq(playerBonuses.id, bonusId)).returning();
  if (!row) throw new Error(`bonus ${bonusId} vanished`);
  return row;
}

/** Adds a settled round's contribution to the bonus's wagered sum. */
export async function addWagered(tx: Transaction, bonusId: number, cents: number, now: Date): Promise<BonusRow> {
  const [row] = await tx
    .update(playerBonuses)
    .set({ wageredCents: sql`${playerBonuses.wageredCents} + ${cents}`, updatedAt: now })
    .where(eq(playerBonuses.id, bonusId))
    .returning();
  if (!row) throw new Error(`bonus ${bonusId} vanished`);
  return row;
}

/** Rounds staked under the bonus that have not finished: a win may still come back to its balance. */
export async function countOpenRounds(db: Queryable, bonusId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(gameRounds)
    .where(and(eq(gameRounds.bonusId, bonusId), isNull(gameRounds.finishedAt)));
  return row?.count ?? 0;
}

export const findRoundOf = async (db: Queryable, roundId: number) => {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, roundId));
  return row;
};

/** Count of succeeded deposits of the player (every currency): which deposit this one is. */
export async function succeededDeposits(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.action, 'deposit'), eq(payments.state, 'succeeded')));
  return row?.count ?? 0;
}

export async function declinedCampaignIds(db: Queryable, userId: number): Promise<Set<number>> {
  const rows = await db.select().from(bonusDeclines).where(eq(bonusDeclines.userId, userId));
  return new Set(rows.map((row) => row.campaignId));
}

export async function insertDecline(tx: Transaction, userId: number, campaignId: number, now: Date) {
  await tx.insert(bonusDeclines).values({ userId, campaignId, createdAt: now }).onConflictDoNothing();
}
