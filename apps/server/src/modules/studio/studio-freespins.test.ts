import type { FreespinsGift, StudioFreespins, StudioRound } from '@casino/contracts';
import { randomUUID } from 'node:crypto';
import { catalogueSlotDefinition, fairRandomness, spinSlot } from '@casino/game-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer } from '../../test/accounts-kit';
import { act, ADMIN_TOKEN, frame, identifierOfSlug, launched, sessionOf } from '../../test/studio-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';

/** A pokie whose own free spins trigger often (1 paid spin in 35): a bonus spin that wins them plays them through. */
const MATHS = 'plucky-bunny-fair';
const COIN_VALUE = 2;

/**
 * The casino's free spins played in the studio's own slot: the session offers them, each spin is staked by the
 * casino at the campaign's bet (the player's money never moves), the answers count them down, and after the last the
 * winnings are the player's as a bonus to wager. The ledger check runs when the file closes.
 */
describe.each(DATABASE_KINDS)('free spins in a studio slot on %s', (kind) => {
  let t: TestApp;
  let identifier: string;
  const definition = catalogueSlotDefinition(MATHS)!;
  const bet = definition.coinsPerBet * COIN_VALUE;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, STUDIO_TEST_SEEDS: 'on' });
    identifier = await identifierOfSlug(t.database.db, MATHS);
    for (const [key, code, perSpin] of [
      ['studio_spins', 'STUDIO3', bet],
      // No coin value of the slot makes this bet: the slot cannot play these spins.
      ['odd_spins', 'ODDBET', definition.coinsPerBet * 3],
    ] as const) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/admin/bonus_campaigns',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        payload: {
          group_key: key,
          title: `Spins ${code}`,
          kind: 'coupon',
          code,
          freespins_count: 3,
          amount_cents: { EUR: perSpin },
          games: [identifier],
          wager_multiplier: 2,
        },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  async function activeSpins(player: TestPlayer, code: string): Promise<FreespinsGift> {
    const headers = { cookie: player.cookie };
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers,
      payload: { coupon_code: code },
    });
    expect(redeemed.json()).toEqual({ status: 'successfully_activated' });
    const gifts = (await t.app.inject({ url: '/api/player/freespins', headers })).json<FreespinsGift[]>();
    const gift = gifts.find((candidate) => candidate.title === `Spins ${code}`)!;
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/player/freespins/${gift.id}/activation`,
      headers,
    });
    expect(activated.statusCode, activated.body).toBe(200);
    return activated.json<FreespinsGift>();
  }

  const spin = (token: string, body: Record<string, unknown>) =>
    frame(t.app, token, 'POST', '/api/studio/rounds', body);
  const freeSpin = (token: string, spins: Pick<StudioFreespins, 'id'>, headers: Record<string, string> = {}) =>
    frame(
      t.app,
      token,
      'POST',
      '/api/studio/rounds',
      { stake: bet, choice: { coin_value: COIN_VALUE }, freespins_id: spins.id },
      headers,
    );

  /**
   * Gives the session's player a seed pair whose first `spins` spins at the free spins' bet all end at once (no
   * free spins of the slot's own) and win something in all: what they win is then known before they are played.
   */
  async function chooseWinningSeeds(token: string, spins: number): Promise<number> {
    const clientSeed = 'casino-free-spins';
    const winsOf = (serverSeed: string) =>
      Array.from({ length: spins }, (_, nonce) =>
        spinSlot(
          definition,
          { currency: 'EUR', coinValue: COIN_VALUE },
          fairRandomness({ serverSeed, clientSeed, nonce }),
        ),
      );
    const serverSeed = Array.from({ length: 2_000 }, (_, at) => at.toString(16).padStart(64, '0')).find((seed) => {
      const played = winsOf(seed);
      return played.every((one) => one.state === null) && played.some((one) => one.win > 0);
    })!;
    const chosen = await frame(t.app, token, 'PUT', '/api/studio/test/seeds', {
      server_seed: serverSeed,
      client_seed: clientSeed,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return winsOf(serverSeed).reduce((sum, one) => sum + one.win, 0);
  }

  /** A bonus spin and the slot's own free spins it may win, played to the round's end. */
  async function playThrough(token: string, opened: StudioRound): Promise<StudioRound> {
    let round = opened;
    while (round.status === 'open') round = await act(t.app, token, round.id, 'spin');
    return round;
  }

  async function eur(player: TestPlayer) {
    const accounts = (await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } })).json<
      { currency: string; amount_cents: number; available_to_cashout_cents: number }[]
    >();
    return accounts.find((account) => account.currency === 'EUR')!;
  }

  it('offers the spins to a real session of the slot, plays each at their bet with the casino’s money, and pays the winnings as a bonus', async () => {
    const player = await registerPlayer(t.app);
    const gift = await activeSpins(player, 'STUDIO3');
    const { session_id: token } = await launched(t.app, identifier, { mode: 'real' }, player.cookie);
    const session = await sessionOf(t.app, token);
    expect(session.balance).toBe(0);
    expect(session.freespins).toMatchObject({
      id: String(gift.id),
      title: 'Spins STUDIO3',
      total: 3,
      performed: 0,
      bet,
      coin_value: COIN_VALUE,
      winnings: 0,
    });

    // A spin at another bet, or with spins that are not these, moves nothing.
    const wrongBet = await spin(token, {
      stake: bet * 2,
      choice: { coin_value: COIN_VALUE * 2 },
      freespins_id: String(gift.id),
    });
    expect(wrongBet.statusCode, wrongBet.body).toBe(422);
    expect((await freeSpin(token, { id: '999999' })).json()).toMatchObject({
      error: { code: 'FREESPINS_UNAVAILABLE' },
    });
    const { session_id: demo } = await launched(t.app, identifier, { mode: 'demo' });
    expect((await freeSpin(demo, gift as unknown as StudioFreespins)).statusCode).toBe(422);

    const expected = await chooseWinningSeeds(token, 3);
    let won = 0;
    for (let played = 1; played <= 3; played += 1) {
      const key = { 'idempotency-key': randomUUID() };
      const opened = await freeSpin(token, session.freespins!, key);
      expect(opened.statusCode, opened.body).toBe(201);
      // The same request again (a lost answer retried) answers the same round and plays no spin more.
      const retried = await freeSpin(token, session.freespins!, key);
      expect(retried.json<StudioRound>()).toEqual(opened.json<StudioRound>());
      const round = await playThrough(token, opened.json<StudioRound>());
      expect(round.stake).toBe(bet);
      won += round.win;
      // Until the last spin the winnings are held for the player; the staked bet never left the wallet.
      if (played < 3) {
        expect(round.freespins).toMatchObject({ performed: played, winnings: won });
        expect(round.balance).toBe(0);
      } else {
        expect(round.freespins).toBeNull();
      }
    }
    expect(won).toBe(expected);
    expect((await freeSpin(token, session.freespins!)).json()).toMatchObject({
      error: { code: 'FREESPINS_UNAVAILABLE' },
    });
    expect((await sessionOf(t.app, token)).freespins).toBeNull();

    const gifts = (await t.app.inject({ url: '/api/player/freespins', headers: { cookie: player.cookie } })).json<
      FreespinsGift[]
    >();
    expect(gifts.find((candidate) => candidate.id === gift.id)).toMatchObject({
      stage: 'finished',
      freespins_performed: 3,
      winnings_cents: won,
    });
    // The winnings wager as bonus money (cash stays untouched at 0).
    expect(await eur(player)).toMatchObject({ amount_cents: won, available_to_cashout_cents: 0 });
  });

  it('plays the last spin once however many frames race for it', async () => {
    const player = await registerPlayer(t.app);
    const gift = await activeSpins(player, 'STUDIO3');
    const tokens = await Promise.all(
      [0, 1, 2].map(async () => (await launched(t.app, identifier, { mode: 'real' }, player.cookie)).session_id),
    );
    const spins = { id: String(gift.id) };
    for (let played = 0; played < 2; played += 1) {
      const opened = await freeSpin(tokens[0]!, spins);
      expect(opened.statusCode, opened.body).toBe(201);
      await playThrough(tokens[0]!, opened.json<StudioRound>());
    }
    const answers = await Promise.all(tokens.map((token) => freeSpin(token, spins)));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(['FREESPINS_UNAVAILABLE', 'ROUND_IN_PROGRESS']).toContain(refused.json().error.code);
    }
    const winner = answers.find((answer) => answer.statusCode === 201)!;
    const winnerToken = tokens[answers.indexOf(winner)]!;
    await playThrough(winnerToken, winner.json<StudioRound>());
    const gifts = (await t.app.inject({ url: '/api/player/freespins', headers: { cookie: player.cookie } })).json<
      FreespinsGift[]
    >();
    expect(gifts.find((candidate) => candidate.id === gift.id)).toMatchObject({
      stage: 'finished',
      freespins_performed: 3,
    });
  });

  it('does not offer spins whose bet the slot cannot make', async () => {
    const player = await registerPlayer(t.app);
    const gift = await activeSpins(player, 'ODDBET');
    const { session_id: token } = await launched(t.app, identifier, { mode: 'real' }, player.cookie);
    expect((await sessionOf(t.app, token)).freespins).toBeNull();
    const refused = await spin(token, {
      stake: definition.coinsPerBet * 3,
      choice: { coin_value: 3 },
      freespins_id: String(gift.id),
    });
    expect(refused.json()).toMatchObject({ error: { code: 'FREESPINS_UNAVAILABLE' } });
  });
});
