import { GAME_PAGE_SIZE_DEFAULT, gamesPageSchema } from '@casino/contracts';
import pg from 'pg';

/**
 * Adds a category of `size` games to the journeys' database, each a copy of one seeded game under a numbered
 * title (with its currencies and devices), as an operator's import of a large catalogue would. The operator API
 * has no catalogue import, so this writes the catalogue tables directly; the running server picks the change up
 * on its next catalogue check.
 */
export async function seedCategory(databaseUrl: string, slug: string, size: number): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const category = await client.query<{ id: number }>(
      `INSERT INTO categories (slug, title, position) VALUES ($1, $2, 1000) RETURNING id`,
      [slug, `Test ${size}`],
    );
    const categoryId = category.rows[0]?.id;
    const copies = await client.query<{ id: number; template: number }>(
      // Any active game serves: the copies take none of its studio family, so they look like a third party's games.
      `WITH template AS (SELECT * FROM games WHERE active ORDER BY id LIMIT 1)
       INSERT INTO games (provider_id, slug, title, seo_title, has_demo_mode, devices, volatility,
                          payout_basis_points, lines, badges, popularity, released_at)
       SELECT t.provider_id, $1 || '-' || n, 'Test ' || n, 'Test ' || n, t.has_demo_mode, t.devices, t.volatility,
              t.payout_basis_points, t.lines, '[]'::jsonb, 0, t.released_at
       FROM template t, generate_series(1, $2::int) AS n
       RETURNING id, (SELECT id FROM template) AS template`,
      [slug, size],
    );
    const ids = copies.rows.map((row) => row.id);
    if (ids.length !== size) throw new Error(`copied ${ids.length} games for ${slug}, not ${size}`);
    await client.query(
      `INSERT INTO game_categories (game_id, category_id, position)
       SELECT id, $1, ordinality FROM unnest($2::int[]) WITH ORDINALITY AS id`,
      [categoryId, ids],
    );
    await client.query(
      `INSERT INTO game_currencies (game_id, currency_code)
       SELECT copy.id, c.currency_code FROM unnest($1::int[]) AS copy(id), game_currencies c WHERE c.game_id = $2`,
      [ids, copies.rows[0]?.template],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/** Waits until the server's catalogue lists the category with all its games (it checks for changes every 30 s). */
export async function waitForCategory(baseUrl: string, slug: string, size: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${baseUrl}/api/games_filter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        device: 'desktop',
        page_size: GAME_PAGE_SIZE_DEFAULT,
        filter: { categories: { identifiers: [slug], strategy: 'OR' } },
      }),
    });
    if (response.ok && gamesPageSchema.parse(await response.json()).pagination.total_count === size) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`The catalogue did not list ${size} games in ${slug} within 90 s`);
}
