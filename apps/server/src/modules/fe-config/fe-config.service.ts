import type { FeConfigName } from '@casino/contracts';
import { jsonValueSchema, menuCategoriesGamesSchema, surveyConfigSchema } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { feConfigs } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';

/** Documents the server itself relies on get a schema; the rest are free-form JSON the web app interprets. */
const DOCUMENT_SCHEMAS: Partial<Record<FeConfigName, z.core.$ZodType>> = {
  'menu-categories-games': menuCategoriesGamesSchema,
  'survey-config': surveyConfigSchema,
};

export type FeConfigService = ReturnType<typeof createFeConfigService>;

export function createFeConfigService({ db }: { db: Database }) {
  return {
    async get(name: FeConfigName): Promise<unknown> {
      const [row] = await db.select({ value: feConfigs.value }).from(feConfigs).where(eq(feConfigs.name, name));
      if (!row) throw notFound(`Configuration "${name}"`);
      return row.value;
    },

    async put(name: FeConfigName, value: unknown): Promise<unknown> {
      // JSON's null is valid JSON but no document: the column would take it as SQL's NULL, which it refuses.
      if (value === null || value === undefined) {
        throw new AppError('VALIDATION_FAILED', `Configuration "${name}" needs a document`, {
          value: ['validation.required'],
        });
      }
      const parsed = z.safeParse(DOCUMENT_SCHEMAS[name] ?? jsonValueSchema, value);
      if (!parsed.success) {
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) {
          (errors[issue.path.length ? issue.path.join('.') : 'value'] ??= []).push(`validation.${issue.code}`);
        }
        throw new AppError('VALIDATION_FAILED', `Configuration "${name}" is invalid`, errors);
      }
      await db
        .insert(feConfigs)
        .values({ name, value: parsed.data })
        .onConflictDoUpdate({ target: feConfigs.name, set: { value: parsed.data, updatedAt: sql`now()` } });
      return parsed.data;
    },
  };
}
