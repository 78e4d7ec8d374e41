import type { Game } from '@casino/contracts';
import { STUDIO_SESSION_HEADER } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, studioSessions, users } from '../../db/schema';
import { registerPlayer } from '../../test/accounts-kit';
import { limitsClient } from '../../test/limits-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { frame, instantGames, launch, launched, sessionOf } from '../../test/studio-kit';

const errorCode = (response: { json: () => { error: { code: string } } }) => response.json().error.code;

describe.each(DATABASE_KINDS)('launching a studio game on %s', (kind) => {
  let t: TestApp;
  let now = Date.parse('2026-11-25T12:00:00Z');
  let dice: Game;

  beforeAll(async () => {
    t = await createTestApp(kind, { COUNTRY_HEADER: 'cf-ipcountry' }, { clock: () => new Date(now) });
    dice = (await instantGames(t.app, 'Dice')).find((game) => game.has_demo_mode && 'EUR' in game.currencies)!;
  });
  afterAll(() => t.close());

  async function changeGame(slug: string, changes: Partial<typeof games.$inferInsert>) {
    await t.database.db
      .update(games)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(games.slug, slug));
    await t.app.games.reload();
  }

  it('answers each refusal with its code', async () => {
    expect((await launch(t.app, 'no-such/game', { mode: 'demo' })).statusCode).toBe(404);

    const guestReal = await launch(t.app, dice.identifier, { mode: 'real' });
    // Not a 401: the lobby reads a 401 as a lost sign-in; a guest is sent to registration instead.
    expect(guestReal.statusCode).toBe(403);
    expect(errorCode(guestReal)).toBe('FORBIDDEN');

    const player = await registerPlayer(t.app);
    const unsupported = await launch(t.app, dice.identifier, { mode: 'real', currency: 'XYZ' }, player.cookie);
    expect(errorCode(unsupported)).toBe('GAME_CURRENCY_UNSUPPORTED');
    const notHeld = await launch(t.app, dice.identifier, { mode: 'real', currency: 'BTC' }, player.cookie);
    expect(errorCode(notHeld)).toBe('GAME_CURRENCY_UNSUPPORTED');
    expect((await launch(t.app, dice.identifier, { mode: 'real' }, player.cookie)).statusCode).toBe(201);

    // Table games and slots play once their family is registered (a game whose family the studio does not run, a live
    // blackjack below, is refused).
    expect((await launch(t.app, 'northlight-studios/gilded-european-roulette', { mode: 'demo' })).statusCode).toBe(201);
    expect((await launch(t.app, 'velvet-ace-gaming/velvet-jacks-or-better', { mode: 'demo' })).statusCode).toBe(201);
    expect((await launch(t.app, 'emberforge-gaming/silverline-pontoon', { mode: 'demo' })).statusCode).toBe(201);

    // Every catalogue game has a family now; parameters its family refuses make a game unavailable, not a 500.
    const player2 = await registerPlayer(t.app);
    await changeGame(dice.slug, { studioParams: { rtpBasisPoints: 12_000 } });
    try {
      expect(errorCode(await launch(t.app, dice.identifier, { mode: 'real' }, player2.cookie))).toBe(
        'GAME_UNAVAILABLE',
      );
    } finally {
      await changeGame(dice.slug, { studioParams: { rtpBasisPoints: 9900 } });
    }

    await changeGame(dice.slug, { hasDemoMode: false, restrictedCountries: ['FR'] });
    try {
      expect(errorCode(await launch(t.app, dice.identifier, { mode: 'demo' }))).toBe('GAME_DEMO_UNAVAILABLE');
      const restricted = await t.app.inject({
        method: 'POST',
        url: `/api/games/${dice.identifier}/session`,
        headers: { 'cf-ipcountry': 'FR' },
        payload: { mode: 'demo' },
      });
      expect(restricted.statusCode).toBe(451);
      expect(errorCode(restricted)).toBe('GAME_RESTRICTED_IN_REGION');
    } finally {
      await changeGame(dice.slug, { hasDemoMode: true, restrictedCountries: [] });
    }
  });

  it('answers a game the operator withdrew with GAME_UNAVAILABLE, at launch and in a session opened before', async () => {
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'demo' });
    await changeGame(dice.slug, { active: false });
    try {
      const withdrawn = await launch(t.app, dice.identifier, { mode: 'demo' });
      expect(withdrawn.statusCode, withdrawn.body).toBe(409);
      expect(errorCode(withdrawn)).toBe('GAME_UNAVAILABLE');
      const open = await frame(t.app, token, 'GET', '/api/studio/session');
      expect(open.statusCode, open.body).toBe(409);
      expect(errorCode(open)).toBe('GAME_UNAVAILABLE');
      // A game the catalogue never had is still not found.
      expect((await launch(t.app, `${dice.provider}/never-there`, { mode: 'demo' })).statusCode).toBe(404);
    } finally {
      await changeGame(dice.slug, { active: true });
    }
    expect((await launch(t.app, dice.identifier, { mode: 'demo' })).statusCode).toBe(201);
  });

  it("launches in each of the site's locales, the test locale's long tag included, and refuses another", async () => {
    for (const locale of ['en', 'fr-CA', 'en-AU-x-fake']) {
      const session = await launched(t.app, dice.identifier, { mode: 'demo', locale });
      expect(session.launch_url).toContain(`locale=${locale}`);
    }
    for (const locale of ['xx-YY-zz', 'ü', 'EN']) {
      const refused = await launch(t.app, dice.identifier, { mode: 'demo', locale });
      expect(refused.statusCode, locale).toBe(422);
    }
  });

  it('refuses an unknown, missing or expired session token', async () => {
    const missing = await t.app.inject({ url: '/api/studio/session' });
    expect(missing.statusCode).toBe(403);
    expect(errorCode(missing)).toBe('GAME_SESSION_INVALID');
    const unknown = await t.app.inject({
      url: '/api/studio/session',
      headers: { [STUDIO_SESSION_HEADER]: 'x'.repeat(43) },
    });
    expect(errorCode(unknown)).toBe('GAME_SESSION_INVALID');

    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'demo' });
    expect((await frame(t.app, token, 'GET', '/api/studio/session')).statusCode).toBe(200);
    now += 13 * 60 * 60_000;
    const idle = await frame(t.app, token, 'GET', '/api/studio/session');
    expect(errorCode(idle)).toBe('GAME_SESSION_INVALID');

    // A day after it expired, the sweep forgets the demo session (and its rounds and seeds).
    const demoSessions = async () =>
      (
        await t.database.db
          .select({ id: studioSessions.id })
          .from(studioSessions)
          .where(eq(studioSessions.mode, 'demo'))
      ).length;
    const before = await demoSessions();
    now += 48 * 60 * 60_000;
    await t.app.sweepExpiredData();
    expect(await demoSessions()).toBeLessThan(before);
  });

  it('switches auto-play, turbo and slam-stop off and holds the 2.5-second slot cycle under a UK-style licence', async () => {
    const british = await t.app.inject({
      method: 'POST',
      url: `/api/games/${dice.identifier}/session`,
      headers: { 'cf-ipcountry': 'GB' },
      payload: { mode: 'demo' },
    });
    expect((await sessionOf(t.app, british.json<{ session_id: string }>().session_id)).licence).toEqual({
      autoplay: false,
      turbo: false,
      slam_stop: false,
      min_spin_ms: 2500,
    });
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'demo' });
    expect((await sessionOf(t.app, token)).licence).toEqual({
      autoplay: true,
      turbo: true,
      slam_stop: true,
      min_spin_ms: 0,
    });
  });

  it("asks for the profile fields the player's licence needs before real play, and launches once they are filled", async () => {
    const player = await registerPlayer(t.app);
    await t.database.db.update(users).set({ licenseName: 'UKGC' }).where(eq(users.id, player.id));
    const refused = await launch(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: { code: 'GAME_PROFILE_INCOMPLETE' },
      errors: {
        first_name: ['validation.required'],
        last_name: ['validation.required'],
        date_of_birth: ['validation.required'],
      },
    });
    // Demo play asks for nothing.
    expect((await launch(t.app, dice.identifier, { mode: 'demo' }, player.cookie)).statusCode).toBe(201);
    const filled = await t.app.inject({
      method: 'PATCH',
      url: '/api/player',
      headers: { cookie: player.cookie },
      payload: { user: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-12-10' } },
    });
    expect(filled.statusCode, filled.body).toBe(200);
    expect((await launch(t.app, dice.identifier, { mode: 'real' }, player.cookie)).statusCode).toBe(201);
  });

  it('keeps a player on a cooling-off out of real play from the launch on, and lets the demo open', async () => {
    const player = await registerPlayer(t.app);
    const limits = limitsClient(t.app);
    const taken = await limits.save(player.cookie, { type: 'cooling_off', period: 'day', password: player.password });
    expect(taken.statusCode, taken.body).toBe(200);
    // Cooling-off signs the player out but lets them back in (to withdraw): the launch itself says no.
    const { cookie } = await limits.signInAgain(player);
    const real = await launch(t.app, dice.identifier, { mode: 'real' }, cookie);
    expect(real.statusCode).toBe(403);
    expect(errorCode(real)).toBe('COOLING_OFF_ACTIVE');
    expect((await launch(t.app, dice.identifier, { mode: 'demo' }, cookie)).statusCode).toBe(201);
  });
});
