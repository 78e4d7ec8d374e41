import { randomUUID } from 'node:crypto';
import type { FreespinsGift, PlayerBonus } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { and, eq, sql } from 'drizzle-orm';
import { gameRounds } from '../game-wallet/game-wallet.schema';
import { signRequest } from '../game-wallet';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/ledger.schema';

/**
 * Free spins through the player calls and the provider protocol: given by a coupon, activated, played at the set bet
 * with the casino's money in an eligible game only, counted once per finished round, and paid out after the last
 * spin as a bonus to wager (or as cash without a wager). The ledger check runs when the file closes.
 */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const SECRET = 'provider-secret-for-tests-0123456789abcdef';

describe.each(DATABASE_KINDS)('free spins on %s', (kind) => {
  let t: TestApp;
  let slot: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    slot = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'pokies' }, 'MT').identifier;
    do {
      other = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'pokies' }, 'MT').identifier;
    } while (other === slot);
    const providers = [...new Set([slot, other].map((game) => game.split('/')[0]))];
    expect(
      (await admin('PUT', '/api/admin/game-integrations/spins-test', { secret: SECRET, providers })).statusCode,
    ).toBe(201);
    for (const [key, code, wager] of [
      ['test_spins', 'SPINS3', 2],
      ['cash_spins', 'SPINSCASH', 0],
    ] as const) {
      const saved = await admin('POST', '/api/admin/bonus_campaigns', {
        group_key: key,
        title: `Free spins ${code}`,
        kind: 'coupon',
        freespins_count: 3,
        amount_cents: { EUR: 20 },
        games: [slot],
        wager_multiplier: wager,
        code,
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
  });
  afterAll(() => t.close());

  const admin = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload });

  async function play(player: TestPlayer, body: Record<string, unknown>) {
    const raw = JSON.stringify({ user_id: String(player.id), currency: 'EUR', game: slot, ...body });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/provider/spins-test/play',
      headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(SECRET, raw) },
      payload: raw,
    });
    await t.app.outbox.drain();
    return response;
  }
  const bet = (amount: number) => ({ action: 'bet', action_id: randomUUID(), amount });
  const win = (amount: number) => ({ action: 'win', action_id: randomUUID(), amount });
  const spin = (spins: FreespinsGift, actions: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
    game_id: randomUUID(),
    finished: true,
    freespins_id: String(spins.id),
    actions,
    ...extra,
  });

  async function freespinsOf(player: TestPlayer, key: string): Promise<FreespinsGift> {
    const list = await t.app.inject({ url: '/api/player/freespins', headers: { cookie: player.cookie } });
    expect(list.statusCode, list.body).toBe(200);
    return list.json<FreespinsGift[]>().find((gift) => gift.group_key === key)!;
  }

  async function wallet(player: TestPlayer) {
    const accounts = (await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } })).json<
      { currency: string; amount_cents: number; available_to_cashout_cents: number }[]
    >();
    const eur = accounts.find((account) => account.currency === 'EUR')!;
    return { cash: eur.available_to_cashout_cents, bonus: eur.amount_cents - eur.available_to_cashout_cents };
  }

  async function playerWithSpins(code: string, key: string) {
    const player = await registerPlayer(t.app);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers: { cookie: player.cookie },
      payload: { coupon_code: code },
    });
    expect(redeemed.json()).toEqual({ status: 'successfully_activated' });
    return { player, spins: await freespinsOf(player, key) };
  }

  const activate = (player: TestPlayer, spins: FreespinsGift) =>
    t.app.inject({
      method: 'POST',
      url: `/api/player/freespins/${spins.id}/activation`,
      headers: { cookie: player.cookie },
    });

  it('plays three spins with the casino stake, counts them, and pays the winnings as a bonus to wager', async () => {
    const { player, spins } = await playerWithSpins('SPINS3', 'test_spins');
    expect(spins).toMatchObject({
      stage: 'issued',
      freespins_total: 3,
      freespins_performed: null,
      bet_cents: 20,
      games: [slot],
      activation_path: `/play/${slot}?mode=real`,
      activatable: true,
    });
    const [provider = '', name = ''] = slot.split('/');
    expect(spins.games_info).toEqual([{ identifier: slot, title: t.app.games.findGame(provider, name)?.title }]);
    // Not active yet: refused, and nothing moves.
    expect((await play(player, spin(spins, [bet(20), win(50)]))).statusCode).toBe(400);

    const activated = await activate(player, spins);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ stage: 'activated', freespins_performed: 0 });
    expect((await play(player, spin(spins, [bet(20)], { game: other }))).json()).toMatchObject({ code: 110 });
    expect((await play(player, spin(spins, [bet(25)]))).statusCode).toBe(400);

    const first = spin(spins, [bet(20), win(50)]);
    expect((await play(player, first)).json()).toMatchObject({ balance: 0 });
    // The second spin's win comes in a later request that does not name the spins: the round remembers them.
    const second = randomUUID();
    await play(player, { game_id: second, finished: false, freespins_id: String(spins.id), actions: [bet(20)] });
    await play(player, { game_id: second, finished: true, actions: [win(30)] });
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ freespins_performed: 2, winnings_cents: 80 });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });

    const last = spin(spins, [bet(20), win(0)]);
    expect((await play(player, last)).statusCode).toBe(200);
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ stage: 'finished', freespins_performed: 3 });
    const bonuses = (await t.app.inject({ url: '/api/player/bonuses', headers: { cookie: player.cookie } })).json<
      PlayerBonus[]
    >();
    expect(bonuses.find((bonus) => bonus.group_key === 'test_spins')).toMatchObject({
      stage: 'handle_bets',
      amount_cents: 80,
      amount_wager_requirement_cents: 160,
    });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 80 });

    // The provider repeating its last request gets the same answer; a fourth spin is refused.
    expect((await play(player, last)).statusCode).toBe(200);
    expect((await play(player, spin(spins, [bet(20)]))).statusCode).toBe(400);
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 80 });
  });

  it('pays the winnings of spins without a wager as cash', async () => {
    const { player, spins } = await playerWithSpins('SPINSCASH', 'cash_spins');
    await activate(player, spins);
    for (const amount of [0, 140, 10]) await play(player, spin(spins, [bet(20), win(amount)]));
    expect(await freespinsOf(player, 'cash_spins')).toMatchObject({ stage: 'finished', winnings_cents: 150 });
    expect(await wallet(player)).toEqual({ cash: 150, bonus: 0 });
  });

  it('forfeits what cancelled spins won, and plays none after', async () => {
    const { player, spins } = await playerWithSpins('SPINS3', 'test_spins');
    await activate(player, spins);
    await play(player, spin(spins, [bet(20), win(500)]));
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/freespins/${spins.id}`,
      headers: { cookie: player.cookie },
    });
    expect(cancelled.json()).toMatchObject({ stage: 'canceled', winnings_cents: 500 });
    expect((await play(player, spin(spins, [bet(20)]))).statusCode).toBe(400);
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });
    const stranger = await registerPlayer(t.app);
    expect((await activate(stranger, spins)).statusCode).toBe(404);
  });

  /** The provider undoes one of its actions in round `gameId`. */
  function rollback(
    player: TestPlayer,
    gameId: string,
    original: { action_id: string },
    finished: boolean,
    actionId: string = randomUUID(),
  ) {
    const raw = JSON.stringify({
      user_id: String(player.id),
      currency: 'EUR',
      game: slot,
      game_id: gameId,
      finished,
      actions: [{ action: 'rollback', action_id: actionId, original_action_id: original.action_id }],
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/provider/spins-test/rollback',
      headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(SECRET, raw) },
      payload: raw,
    });
  }

  /** What a provider's round moved in and out of game revenue: stakes in, wins out, rollbacks back. */
  async function revenueOf(gameId: string): Promise<number> {
    const [row] = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(gameRounds, sql`${gameRounds.id}::text = ${ledgerTransactions.roundId}`)
      .where(and(eq(gameRounds.providerRoundId, gameId), eq(ledgerAccounts.book, 'game_revenue')));
    return Number(row?.total ?? 0);
  }

  it('undoes a rolled-back free spin in the house books, and takes a reversed win out of the winnings', async () => {
    const { player, spins } = await playerWithSpins('SPINS3', 'test_spins');
    await activate(player, spins);
    const gameId = randomUUID();
    const [stake, paid] = [bet(20), win(90)];
    await play(player, { game_id: gameId, finished: false, freespins_id: String(spins.id), actions: [stake, paid] });
    expect(await revenueOf(gameId)).toBe(20 - 90);
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ winnings_cents: 90 });

    const reversal = randomUUID();
    const undoneWin = await rollback(player, gameId, paid, false, reversal);
    expect(undoneWin.statusCode).toBe(200);
    // The provider sending its rollback again (and a second rollback of the same win) moves nothing more.
    expect((await rollback(player, gameId, paid, false, reversal)).json()).toEqual(undoneWin.json());
    expect((await rollback(player, gameId, paid, false)).statusCode).toBe(200);
    expect(await revenueOf(gameId)).toBe(20);
    await t.app.outbox.drain();
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ winnings_cents: 0, freespins_performed: 0 });
    expect((await rollback(player, gameId, stake, true)).statusCode).toBe(200);
    // Nothing of the voided spin stays in game revenue, the player's books never moved, and it is not a spin played.
    expect(await revenueOf(gameId)).toBe(0);
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ stage: 'activated', freespins_performed: 0 });

    // A spin whose win alone is reversed, finished by that rollback, was played: it counts.
    const played = randomUUID();
    const [kept, reversed] = [bet(20), win(40)];
    await play(player, { game_id: played, finished: false, freespins_id: String(spins.id), actions: [kept, reversed] });
    const undone = await rollback(player, played, reversed, true);
    expect(undone.statusCode, undone.body).toBe(200);
    await t.app.outbox.drain();
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ freespins_performed: 1, winnings_cents: 0 });
    expect(await revenueOf(played)).toBe(20);
  });

  it('starts no more rounds than spins are left, and lets a started one finish after the spins end', async () => {
    const { player, spins } = await playerWithSpins('SPINS3', 'test_spins');
    await activate(player, spins);
    const open = [randomUUID(), randomUUID(), randomUUID()];
    for (const gameId of open) {
      const started = await play(player, {
        game_id: gameId,
        finished: false,
        freespins_id: String(spins.id),
        actions: [bet(20)],
      });
      expect(started.statusCode, started.body).toBe(200);
    }
    // Three spins, three rounds open: a fourth would be a spin the casino never gave.
    expect((await play(player, spin(spins, [bet(20)]))).statusCode).toBe(400);

    await play(player, { game_id: open[0], finished: true, actions: [win(40)] });
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/freespins/${spins.id}`,
      headers: { cookie: player.cookie },
    });
    expect(cancelled.json()).toMatchObject({ stage: 'canceled', freespins_performed: 1, winnings_cents: 40 });
    // A round already under way still finishes; what it wins after the end stays with the casino.
    const late = await play(player, { game_id: open[1], finished: true, actions: [win(70)] });
    expect(late.statusCode, late.body).toBe(200);
    expect(await freespinsOf(player, 'test_spins')).toMatchObject({ stage: 'canceled', winnings_cents: 40 });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });
  });
});
