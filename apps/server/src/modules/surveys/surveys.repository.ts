import { count, eq } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client';
import { surveyResponses } from '../../db/schema';

export type SurveyResponseRow = typeof surveyResponses.$inferSelect;

/** Stores the answer unless the player already answered this survey; then nothing is written and null comes back. */
export async function insertSurveyResponse(
  db: Transaction,
  row: typeof surveyResponses.$inferInsert,
): Promise<SurveyResponseRow | null> {
  const [stored] = await db
    .insert(surveyResponses)
    .values(row)
    .onConflictDoNothing({ target: [surveyResponses.userId, surveyResponses.surveyId] })
    .returning();
  return stored ?? null;
}

/** How many answers each rating got in one survey. */
export async function countRatings(db: Queryable, surveyId: string): Promise<{ rating: number; answers: number }[]> {
  return db
    .select({ rating: surveyResponses.rating, answers: count() })
    .from(surveyResponses)
    .where(eq(surveyResponses.surveyId, surveyId))
    .groupBy(surveyResponses.rating);
}
