import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';

/** Operator-editable JSON documents: the front-end configs. */
export const feConfigs = pgTable('fe_configs', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
