import { SURVEY_RATING_MAX, SURVEY_RATING_MIN } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/users.schema';

/** Answers to the satisfaction survey (platform-core §4): one per player and survey, the first answer stands. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: text('survey_id').notNull(),
    collectorId: text('collector_id').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('survey_responses_user_survey_idx').on(table.userId, table.surveyId),
    index().on(table.surveyId),
    // A rating the summary could not place would skew the average: only the scale's values are stored.
    check(
      'survey_responses_rating_check',
      sql`${table.rating} between ${sql.raw(String(SURVEY_RATING_MIN))} and ${sql.raw(String(SURVEY_RATING_MAX))}`,
    ),
  ],
);
