import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/test-database';
import { createTestDatabase, DATABASE_KINDS } from '../../test/test-database';
import { feConfigs, gameCurrencies, games, siteSettings } from '../schema';
import { seedDatabase } from './seed-database';

describe.each(DATABASE_KINDS)('demo seed on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.dispose());

  const gameCount = async () => (await database.db.select({ n: count() }).from(games))[0]?.n;

  it('is skipped on an ordinary restart', async () => {
    expect(await seedDatabase(database.db)).toEqual({ skipped: true });
  });

  it('adds nothing twice and keeps what the operator changed when it runs again', async () => {
    const gamesBefore = await gameCount();
    const linksBefore = (await database.db.select({ n: count() }).from(gameCurrencies))[0]?.n;
    expect(gamesBefore).toBeGreaterThanOrEqual(300);
    await database.db
      .update(feConfigs)
      .set({ value: { main: ['live'], menu: [] } })
      .where(eq(feConfigs.name, 'menu-categories-games'));
    await database.db.delete(siteSettings).where(eq(siteSettings.key, 'seed_version'));

    expect(await seedDatabase(database.db)).toEqual({ skipped: false });
    expect(await gameCount()).toBe(gamesBefore);
    expect((await database.db.select({ n: count() }).from(gameCurrencies))[0]?.n).toBe(linksBefore);
    const [menu] = await database.db.select().from(feConfigs).where(eq(feConfigs.name, 'menu-categories-games'));
    expect(menu?.value).toEqual({ main: ['live'], menu: [] });
  });
});
