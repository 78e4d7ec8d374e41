import { bigserial, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Every published version of a slot title's maths (docs/slot-maths.md). Rows are never changed: a new version is a
 * new row, a game names the version its new rounds use (`games.studio_params.version`), and each round records the
 * version it was played on, so an old round replays on the maths it had.
 */
export const slotMaths = pgTable(
  'slot_maths',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The title's maths id (the catalogue slug it was generated for). */
    maths: text('maths').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    /** `SlotFacts` of this version: exact RTP, hit rate, volatility index, top award. */
    facts: jsonb('facts').$type<Record<string, unknown>>().notNull(),
    /** Why the operator published it ("generated" for a catalogue title's first version). */
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('slot_maths_maths_version_idx').on(table.maths, table.version)],
);
