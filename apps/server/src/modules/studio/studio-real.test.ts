import { createHash, randomUUID } from 'node:crypto';
import type { Game, SeedRotation, StudioRound, StudioRoundRecord } from '@casino/contracts';
import { fairRandomness, playDice } from '@casino/game-engine';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { checkLedger } from '../ledger';
import { act, ADMIN_TOKEN, credit, frame, instantGames, launched, openRound, sessionOf } from '../../test/studio-kit';

const DICE_UNDER_HALF = { target: 5000, direction: 'under' };

describe.each(DATABASE_KINDS)('studio real-money play on %s', (kind) => {
  let t: TestApp;
  let dice: Game;
  let mines: Game;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    dice = (await instantGames(t.app, 'Dice')).find((game) => 'EUR' in game.currencies)!;
    mines = (await instantGames(t.app, 'Mines')).find((game) => 'EUR' in game.currencies)!;
  });
  afterAll(async () => {
    // Whatever the rounds did (retries, crashes mid-settlement, concurrent cash-outs), the books still prove.
    const report = await checkLedger(t.database.db, new Date());
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    await t.close();
  });

  async function fundedPlayer(cents: number): Promise<TestPlayer> {
    const player = await registerPlayer(t.app);
    await credit(t.app, player.id, cents);
    return player;
  }

  const walletBalance = async (player: TestPlayer) =>
    (await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } }))
      .json<{ currency: string; amount_cents: number }[]>()
      .find((account) => account.currency === 'EUR')!.amount_cents;

  it('moves the wallet by each round through the protocol, and the rounds are in the player history', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token, currency } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    expect(currency).toBe('EUR');
    expect(await sessionOf(t.app, token)).toMatchObject({ balance: 10_000, mode: 'real', min_stake: 10 });

    let expected = 10_000;
    for (let i = 0; i < 5; i += 1) {
      const round = await openRound(t.app, token, 500, DICE_UNDER_HALF);
      expected += round.win - 500;
      expect(round.balance).toBe(expected);
    }
    expect(await walletBalance(player)).toBe(expected);
    const history = await t.app.inject({ url: '/api/player/games', headers: { cookie: player.cookie } });
    const bets = history.json<{ data?: unknown[] } | unknown[]>();
    const rows = (Array.isArray(bets) ? bets : (bets.data ?? [])) as { bet_status: string; total_bets: number }[];
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.bet_status === 'finished' && row.total_bets === 500)).toBe(true);
  });

  it('refuses a stake the wallet cannot cover, and moves nothing', async () => {
    const player = await fundedPlayer(300);
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    const refused = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake: 500, choice: DICE_UNDER_HALF });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('INSUFFICIENT_FUNDS');
    expect(await walletBalance(player)).toBe(300);
    // The refused round is void: a new one may open.
    await openRound(t.app, token, 100, DICE_UNDER_HALF);
  });

  it('opens one round and stakes once for a retried request with the same Idempotency-Key', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    const key = randomUUID();
    const send = () =>
      frame(
        t.app,
        token,
        'POST',
        '/api/studio/rounds',
        { stake: 1_000, choice: DICE_UNDER_HALF },
        {
          'idempotency-key': key,
        },
      );
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json<StudioRound>().id).toBe(first.json<StudioRound>().id);
    expect(await walletBalance(player)).toBe(10_000 - 1_000 + first.json<StudioRound>().win);
    const listed = (await frame(t.app, token, 'GET', '/api/studio/rounds')).json<StudioRoundRecord[]>();
    expect(listed).toHaveLength(1);
  });

  it('settles concurrent cash-outs of one mines round once', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, mines.identifier, { mode: 'real' }, player.cookie);
    // One mine in 25: a round whose first tile is the mine is over; the next round is tried, so the cash-out race
    // below always runs on an open round with a safe tile.
    let round = await openRound(t.app, token, 1_000, { mines: 1 });
    let staked = 1_000;
    for (let attempt = 0; attempt < 20; attempt += 1) {
      round = await act(t.app, token, round.id, 'reveal', { tile: 0 });
      if (round.status === 'open') break;
      round = await openRound(t.app, token, 1_000, { mines: 1 });
      staked += 1_000;
    }
    expect(round.status).toBe('open');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        frame(t.app, token, 'POST', `/api/studio/rounds/${round.id}/actions`, { action: 'cashout', details: {} }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const paid = answers.find((answer) => answer.statusCode === 200)!.json<StudioRound>();
    expect(paid.win).toBeGreaterThan(1_000);
    expect(await walletBalance(player)).toBe(10_000 - staked + paid.win);
  });

  it('resumes a round whose settlement a crash interrupted, without paying twice', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    const round = await openRound(t.app, token, 1_000, DICE_UNDER_HALF);
    // As if the process died after the wallet answered but before the round was confirmed.
    await t.database.db.execute(sql`update studio_rounds set status = 'opening' where id = ${Number(round.id)}`);
    const resumed = await sessionOf(t.app, token);
    expect(resumed.balance).toBe(10_000 - 1_000 + round.win);
    const listed = (await frame(t.app, token, 'GET', '/api/studio/rounds')).json<StudioRoundRecord[]>();
    expect(listed[0]).toMatchObject({ id: round.id, status: 'finished', win: round.win });
  });

  it('finishes a cash-out a crash left settling when the player comes back, paying it once', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, mines.identifier, { mode: 'real' }, player.cookie);
    let round = await openRound(t.app, token, 1_000, { mines: 1 });
    for (let tile = 0; round.status === 'open' && (round.view.revealed as number[]).length === 0; tile += 1) {
      round = await act(t.app, token, round.id, 'reveal', { tile });
    }
    if (round.status !== 'open') return expect(await walletBalance(player)).toBe(9_000);
    // As if the process died after recording the cash-out, before the wallet heard of it.
    await t.database.db.execute(sql`update studio_rounds set status = 'settling',
      pending_action = '{"action":"cashout","details":{}}'::jsonb where id = ${Number(round.id)}`);
    const resumed = await sessionOf(t.app, token);
    expect(resumed.open_round).toBeNull();
    const win = Math.floor((1_000 * 9800 * 25) / (10_000 * 24));
    expect(resumed.balance).toBe(10_000 - 1_000 + win);
    // Settling the same step again changes nothing: the wallet knows the round's action ids.
    await t.database.db.execute(sql`update studio_rounds set status = 'settling', pending_action = actions -> -1,
      actions = actions - (jsonb_array_length(actions) - 1) where id = ${Number(round.id)}`);
    expect((await sessionOf(t.app, token)).balance).toBe(10_000 - 1_000 + win);
  });

  it('reveals, on rotation, a server seed whose SHA-256 was the commitment, and the rounds recompute from it', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
    const before = await sessionOf(t.app, token);
    const rounds = [
      await openRound(t.app, token, 100, DICE_UNDER_HALF),
      await openRound(t.app, token, 100, { target: 9000, direction: 'over' }),
    ];
    const rotation = await frame(t.app, token, 'POST', '/api/studio/seeds/rotate');
    expect(rotation.statusCode, rotation.body).toBe(200);
    const { revealed, seeds } = rotation.json<SeedRotation>();
    expect(revealed.commitment).toBe(before.seeds.commitment);
    expect(createHash('sha256').update(revealed.server_seed).digest('hex')).toBe(before.seeds.commitment);
    expect(revealed.next_nonce).toBe(before.seeds.nonce + 2);
    expect(seeds.commitment).not.toBe(before.seeds.commitment);
    for (const round of rounds) {
      const view = round.view as { roll: number; target: number; direction: 'under' | 'over' };
      const randomness = fairRandomness({
        serverSeed: revealed.server_seed,
        clientSeed: revealed.client_seed,
        nonce: round.nonce,
      });
      const replayed = playDice(
        randomness,
        { rtpBasisPoints: 9900 },
        {
          targetHundredths: view.target,
          direction: view.direction,
        },
      );
      expect(replayed.rollHundredths).toBe(view.roll);
    }
    const listed = (await frame(t.app, token, 'GET', '/api/studio/rounds')).json<StudioRoundRecord[]>();
    expect(listed.every((round) => round.server_seed === revealed.server_seed)).toBe(true);

    const chosen = await frame(t.app, token, 'PUT', '/api/studio/seeds/client', { client_seed: 'my-lucky-seed' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json<SeedRotation>().seeds).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
  });

  it('refuses a seed change while a round is open, and lists the open round on the game object', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, mines.identifier, { mode: 'real' }, player.cookie);
    const round = await openRound(t.app, token, 100, { mines: 3 });
    expect(round.status).toBe('open');
    const rotate = await frame(t.app, token, 'POST', '/api/studio/seeds/rotate');
    expect(rotate.statusCode).toBe(409);
    expect(rotate.json().error.code).toBe('ROUND_IN_PROGRESS');
    const change = await frame(t.app, token, 'PUT', '/api/studio/seeds/client', { client_seed: 'abc' });
    expect(change.json().error.code).toBe('ROUND_IN_PROGRESS');
    const second = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake: 100, choice: {} });
    expect(second.json().error.code).toBe('ROUND_IN_PROGRESS');

    const game = await t.app.inject({ url: `/api/games/${mines.identifier}`, headers: { cookie: player.cookie } });
    expect(game.json<Game>().unfinished_games_for).toEqual(['EUR']);
    const anonymous = await t.app.inject({ url: `/api/games/${mines.identifier}` });
    expect(anonymous.json<Game>().unfinished_games_for).toEqual([]);
  });

  it('draws the same outcome for the same seeds, nonce and choice whatever the balance or history', async () => {
    const rich = await fundedPlayer(1_000_000);
    const poor = await fundedPlayer(1_000);
    const outcomes = [];
    for (const player of [rich, poor]) {
      const { session_id: token } = await launched(t.app, dice.identifier, { mode: 'real' }, player.cookie);
      const chosen = await frame(t.app, token, 'PUT', '/api/studio/seeds/client', { client_seed: 'same-seed' });
      expect(chosen.statusCode).toBe(200);
      // Replace the fresh server seed with a known one for both players: only then are the streams comparable.
      await t.database.db.execute(sql`
        update studio_seeds set sealed_server_seed = (
          select sealed_server_seed from studio_seeds where owner = ${`user:${rich.id}`} and revealed_at is null
        ), commitment = (
          select commitment from studio_seeds where owner = ${`user:${rich.id}`} and revealed_at is null
        ) where owner = ${`user:${player.id}`} and revealed_at is null`);
      outcomes.push((await openRound(t.app, token, 100, DICE_UNDER_HALF)).view);
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
  });

  it('stops new rounds once the player signed out, and still settles the open one', async () => {
    const player = await fundedPlayer(10_000);
    const { session_id: token } = await launched(t.app, mines.identifier, { mode: 'real' }, player.cookie);
    const round = await openRound(t.app, token, 100, { mines: 1 });
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { cookie: player.cookie },
    });
    expect(signOut.statusCode, signOut.body).toBeLessThan(300);
    let open = round;
    for (let tile = 0; open.status === 'open' && (open.view.revealed as number[]).length === 0; tile += 1) {
      open = await act(t.app, token, open.id, 'reveal', { tile });
    }
    if (open.status === 'open') expect((await act(t.app, token, open.id, 'cashout')).status).toBe('finished');
    const next = await frame(t.app, token, 'POST', '/api/studio/rounds', { stake: 100, choice: {} });
    expect(next.json().error.code).toBe('GAME_SESSION_INVALID');
  });
});
