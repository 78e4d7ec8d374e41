import type { GameRound, SeedRotation } from '@casino/contracts';
import { commitmentOf } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { ADMIN_TOKEN, credit, frame, instantGames, launched, openRound, sessionOf } from '../../test/studio-kit';

const DICE_UNDER_HALF = { target: 5000, direction: 'under' };

describe.each(DATABASE_KINDS)('the games history of studio rounds on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  it('gives each round its seeds, nonce and balance after; the server seed once the pair is rotated', async () => {
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, 10_000);
    const dice = (await instantGames(t.app, 'Dice')).find((game) => 'EUR' in game.currencies)!;
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    const { seeds } = await sessionOf(t.app, token);
    const played = [
      await openRound(t.app, token, 500, DICE_UNDER_HALF),
      await openRound(t.app, token, 300, DICE_UNDER_HALF),
    ];
    const history = async () =>
      (await t.app.inject({ url: '/api/player/games', headers: { cookie: player.cookie } })).json<GameRound[]>();

    const before = await history();
    // Newest first, as the reference's shape, with the additions beside it.
    expect(before.map((round) => round.total_bets)).toEqual([300, 500]);
    expect(before.map((round) => round.balance_after)).toEqual([played[1]!.balance, played[0]!.balance]);
    expect(before.map((round) => round.provably_fair)).toEqual(
      [played[1]!, played[0]!].map((round) => ({
        family: 'dice',
        client_seed: seeds.client_seed,
        nonce: round.nonce,
        commitment: seeds.commitment,
        server_seed: null,
      })),
    );

    const rotation = await frame(t.app, token, 'POST', '/api/studio/seeds/rotate');
    expect(rotation.statusCode, rotation.body).toBe(200);
    const { revealed } = rotation.json<SeedRotation>();
    const after = await history();
    expect(after.every((round) => round.provably_fair?.server_seed === revealed.server_seed)).toBe(true);
    expect(commitmentOf(revealed.server_seed)).toBe(after[0]!.provably_fair!.commitment);

    // Another player's history never carries these seeds.
    const stranger = await registerPlayer(t.app);
    const theirs = await t.app.inject({ url: '/api/player/games', headers: { cookie: stranger.cookie } });
    expect(theirs.json()).toEqual([]);
  });
});
