import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema';
import type { TestPlayer } from '../../test/accounts-kit';
import { freshAddress, registerPlayer, signIn } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import type { TestClock } from '../../test/test-clock';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { ACCOUNT_GUESSES } from '../users';

describe.each(DATABASE_KINDS)('guessing the current password of a signed-in player on %s', (kind) => {
  let t: TestApp;
  let clock: TestClock;
  let player: TestPlayer;

  beforeAll(async () => {
    clock = testClock();
    t = await createTestApp(kind, {}, { clock });
    player = await registerPlayer(t.app);
  });
  afterAll(async () => t?.close());

  /** A password change from a new client address each time, as a stolen session spread over many would send. */
  const change = (currentPassword: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/player/password',
      headers: { cookie: player.cookie },
      remoteAddress: freshAddress(),
      payload: {
        user: { current_password: currentPassword, password: 'Taken#Over1', password_confirmation: 'Taken#Over1' },
      },
    });

  it('locks the change per account after repeated wrong guesses, from any address, until the window passes', async () => {
    for (let i = 0; i < ACCOUNT_GUESSES.lockAfter; i += 1) {
      expect((await change(`Guess#${i}`)).json().errors).toEqual({
        'user.current_password': ['validation.current_password_invalid'],
      });
    }
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, player.id), eq(securityEvents.kind, 'password_change_failed')));
    expect(failures).toHaveLength(ACCOUNT_GUESSES.lockAfter);

    // Even the right password is not checked while the account is locked: the password stays as it was.
    const locked = await change(player.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('RATE_LIMITED');
    expect((await signIn(t.app, { email: player.email, password: player.password })).statusCode).toBe(200);

    clock.advance((ACCOUNT_GUESSES.windowMinutes + 1) * 60_000);
    expect((await change(player.password)).statusCode).toBe(204);
    expect((await signIn(t.app, { email: player.email, password: 'Taken#Over1' })).statusCode).toBe(200);
  });

  it('counts a burst of parallel guesses one by one: no more than the limit are checked', async () => {
    player = await registerPlayer(t.app);
    const burst = Array.from({ length: ACCOUNT_GUESSES.lockAfter + 5 }, (_, i) => change(`Burst#${i}`));
    const answers = (await Promise.all(burst)).map((response) => response.statusCode);
    expect(answers.filter((status) => status === 422)).toHaveLength(ACCOUNT_GUESSES.lockAfter);
    expect(answers.filter((status) => status === 429)).toHaveLength(5);
    const failures = await t.database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.userId, player.id), eq(securityEvents.kind, 'password_change_failed')));
    expect(failures).toHaveLength(ACCOUNT_GUESSES.lockAfter);
  });
});
