import { randomUUID } from 'node:crypto';
import type { PlayerBonus } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlayer } from '../../test/accounts-kit';
import { registerPlayer } from '../../test/accounts-kit';
import { limitsClient } from '../../test/limits-kit';
import { SUCCESS_VISA, card, creditPlayer, paymentsClient } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { signRequest } from '../game-wallet';

/**
 * The bonus engine through its API and the provider protocol: issue, activation and queueing, real-first stakes,
 * wins split back to the books, the maximum bet, wagering by category, conversion, loss, cancellation and codes.
 * The ledger check runs when the file closes.
 */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const SECRET = 'provider-secret-for-tests-0123456789abcdef';

describe.each(DATABASE_KINDS)('bonuses on %s', (kind) => {
  let t: TestApp;
  let slot: string;
  let live: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    slot = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'pokies' }, 'MT').identifier;
    live = t.app.games.randomGame({ device: 'desktop', currency: 'EUR', category: 'live' }, 'MT').identifier;
    const providers = [...new Set([slot, live].map((game) => game.split('/')[0]))];
    const saved = await admin('PUT', '/api/admin/game-integrations/bonus-test', { secret: SECRET, providers });
    expect(saved.statusCode, saved.body).toBe(201);
    // A small campaign of our own: 10.00 bonus, wager ×2, max bet 5.00.
    const campaign = await admin('POST', '/api/admin/bonus_campaigns', {
      group_key: 'test_coupon',
      title: 'Test coupon',
      kind: 'coupon',
      amount_cents: { EUR: 1_000 },
      max_bet_cents: { EUR: 500 },
      wager_multiplier: 2,
      code: 'TESTTWO',
    });
    expect(campaign.statusCode, campaign.body).toBe(201);
  });
  afterAll(() => t.close());

  const admin = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, payload });

  async function play(
    player: TestPlayer,
    game: string,
    actions: Record<string, unknown>[],
    roundId = randomUUID(),
    finished = true,
  ) {
    const body = JSON.stringify({
      user_id: String(player.id),
      currency: 'EUR',
      game,
      game_id: roundId,
      finished,
      actions,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/provider/bonus-test/play',
      headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(SECRET, body) },
      payload: body,
    });
    await t.app.outbox.drain();
    return response;
  }
  const bet = (amount: number) => ({ action: 'bet', action_id: randomUUID(), amount });
  const win = (amount: number) => ({ action: 'win', action_id: randomUUID(), amount });

  async function bonuses(player: TestPlayer): Promise<PlayerBonus[]> {
    await t.app.outbox.drain();
    const response = await t.app.inject({ url: '/api/player/bonuses', headers: { cookie: player.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PlayerBonus[]>();
  }
  const byKey = async (player: TestPlayer, key: string) => (await bonuses(player)).find((b) => b.group_key === key);

  async function wallet(player: TestPlayer) {
    const accounts = (await t.app.inject({ url: '/api/player/accounts', headers: { cookie: player.cookie } })).json<
      { currency: string; amount_cents: number; available_to_cashout_cents: number }[]
    >();
    const eur = accounts.find((account) => account.currency === 'EUR');
    return {
      cash: eur?.available_to_cashout_cents ?? 0,
      bonus: (eur?.amount_cents ?? 0) - (eur?.available_to_cashout_cents ?? 0),
    };
  }

  const coupon = (player: TestPlayer, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers: { cookie: player.cookie },
      payload: { coupon_code: code },
    });

  it('issues the welcome gift on registration, to be activated, and activation puts its money in the bonus balance', async () => {
    const player = await registerPlayer(t.app);
    const gift = await byKey(player, 'welcome_gift');
    expect(gift).toMatchObject({
      stage: 'issued',
      amount_cents: 500,
      activatable: true,
      amount_wager_requirement_cents: 17_500,
    });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/player/bonuses/${gift?.id}/activation`,
      headers: { cookie: player.cookie },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ stage: 'handle_bets', balance_cents: 500, cancelable: true });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 500 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/player/bonuses/${gift?.id}/activation`,
      headers: { cookie: player.cookie },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a coupon code another campaign uses with a 422 on the code', async () => {
    const clash = await admin('POST', '/api/admin/bonus_campaigns', {
      group_key: 'test_coupon_clash',
      title: 'Clash',
      kind: 'coupon',
      amount_cents: { EUR: 100 },
      wager_multiplier: 1,
      code: 'testtwo',
    });
    expect(clash.statusCode, clash.body).toBe(422);
    expect(clash.json().errors).toEqual({ code: ['validation.taken'] });
  });

  it('redeems a coupon once, and queues it behind the bonus that wagers', async () => {
    const player = await registerPlayer(t.app);
    const gift = await byKey(player, 'welcome_gift');
    await t.app.inject({
      method: 'POST',
      url: `/api/player/bonuses/${gift?.id}/activation`,
      headers: { cookie: player.cookie },
    });
    expect((await coupon(player, 'testtwo')).json()).toEqual({ status: 'successfully_activated' });
    expect((await coupon(player, 'TESTTWO')).json()).toEqual({ status: 'already_activated' });
    expect((await coupon(player, 'NO-SUCH-CODE')).json()).toEqual({ status: 'failed_to_activate' });
    expect(await byKey(player, 'test_coupon')).toMatchObject({ stage: 'wait', balance_cents: 0 });
    // Cancelling the wagering one forfeits its money and starts the queued one.
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/bonuses/${gift?.id}`,
      headers: { cookie: player.cookie },
    });
    expect(cancelled.json()).toMatchObject({ stage: 'canceled' });
    expect(await byKey(player, 'test_coupon')).toMatchObject({ stage: 'handle_bets', balance_cents: 1_000 });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 1_000 });
  });

  it("splits each stake of a request by what the request's earlier stakes left, and refuses one past both books", async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 200);
    await coupon(player, 'TESTTWO');
    // The first stake takes the 200 of cash and 300 of bonus; the second, written before the first is answered,
    // still sees it: no cash is left, so all 500 are bonus.
    const both = await play(player, slot, [bet(500), bet(500)]);
    expect(both.statusCode, both.body).toBe(200);
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 200 });
    // 200 of bonus left: the first stake takes 100 of it, the second is refused, and the request moves nothing.
    const refused = await play(player, slot, [bet(100), bet(500), bet(50)]);
    expect(refused.statusCode, refused.body).toBe(412);
    expect(refused.json()).toMatchObject({ code: 100, balance: 200 });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 200 });
  });

  it('refuses a stake split between cash and bonus that the bonus cannot cover with code 100', async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 100);
    await coupon(player, 'TESTTWO');
    // Two lost stakes of 500 leave 100 of bonus; then 100 of cash again.
    expect((await play(player, slot, [bet(500)])).statusCode).toBe(200);
    expect((await play(player, slot, [bet(500)])).statusCode).toBe(200);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 100);
    expect(await wallet(player)).toEqual({ cash: 100, bonus: 100 });
    // 300 would take the 100 of cash and 200 of bonus: two books, and the bonus one falls short.
    const refused = await play(player, slot, [bet(300)]);
    expect(refused.statusCode, refused.body).toBe(412);
    expect(refused.json()).toMatchObject({ code: 100, balance: 200 });
    expect(await wallet(player)).toEqual({ cash: 100, bonus: 100 });
  });

  it('stakes real money first, pays wins back in proportion, refuses a bet over the maximum, and converts at wager_done', async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 200);
    await coupon(player, 'TESTTWO');
    expect(await wallet(player)).toEqual({ cash: 200, bonus: 1_000 });

    const tooBig = await play(player, slot, [bet(501)]);
    expect(tooBig.statusCode).toBe(412);
    expect(tooBig.json()).toMatchObject({ code: 107 });

    // 500 staked: 200 real, 300 bonus; a win of 1000 returns 600 to the bonus and 400 to cash.
    expect((await play(player, slot, [bet(500), win(1_000)])).statusCode).toBe(200);
    expect(await wallet(player)).toEqual({ cash: 400, bonus: 1_300 });
    const progress = await byKey(player, 'test_coupon');
    expect(progress).toMatchObject({
      stage: 'handle_bets',
      amount_wager_cents: 500,
      amount_wager_requirement_cents: 2_000,
    });

    // Live games count nothing toward wagering.
    await play(player, live, [bet(400), win(400)]);
    expect((await byKey(player, 'test_coupon'))?.amount_wager_cents).toBe(500);

    // 1500 more on a slot reaches the requirement: the bonus balance becomes cash.
    await play(player, slot, [bet(500), win(500)]);
    await play(player, slot, [bet(500), win(500)]);
    await play(player, slot, [bet(500), win(500)]);
    expect(await byKey(player, 'test_coupon')).toMatchObject({ stage: 'wager_done', balance_cents: 0 });
    expect(await wallet(player)).toEqual({ cash: 1_700, bonus: 0 });
  });

  it('splits parallel bets real money first without overspending either book, and counts each retried bet once', async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 300);
    await coupon(player, 'TESTTWO');
    const bets = Array.from({ length: 12 }, () => ({ round: randomUUID(), action: bet(100) }));
    const send = () => Promise.all(bets.map(({ round, action }) => play(player, slot, [action], round)));
    // 1,300 of money for 1,200 of stakes: every bet goes through, the cash first, then the bonus.
    expect((await send()).map((answer) => answer.statusCode)).toEqual(bets.map(() => 200));
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 100 });
    // A provider retrying every bet gets the same answers, moves nothing more, and each round counts once.
    expect((await send()).map((answer) => answer.statusCode)).toEqual(bets.map(() => 200));
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 100 });
    expect((await byKey(player, 'test_coupon'))?.amount_wager_cents).toBe(1_200);
  });

  it('loses the bonus when its balance is gone and no round of it is open', async () => {
    const player = await registerPlayer(t.app);
    await coupon(player, 'TESTTWO');
    const round = randomUUID();
    await play(player, slot, [bet(500)], round, false);
    await play(player, slot, [bet(500)], randomUUID(), true);
    // A round of it is still open: a win may come back.
    expect((await byKey(player, 'test_coupon'))?.stage).toBe('handle_bets');
    await play(player, slot, [win(0)], round, true);
    expect(await byKey(player, 'test_coupon')).toMatchObject({ stage: 'lost' });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });
  });

  it('forfeits the bonus share of a win that lands after the bonus was cancelled, and pays the real share', async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 100);
    await coupon(player, 'TESTTWO');
    const round = randomUUID();
    await play(player, slot, [bet(400)], round, false); // 100 real, 300 bonus
    const id = (await byKey(player, 'test_coupon'))?.id;
    await t.app.inject({ method: 'DELETE', url: `/api/player/bonuses/${id}`, headers: { cookie: player.cookie } });
    expect(await wallet(player)).toEqual({ cash: 0, bonus: 0 });
    // The win of 800: a quarter was won with real money and is paid; the bonus's three quarters are not.
    expect((await play(player, slot, [win(800)], round, true)).statusCode).toBe(200);
    expect(await wallet(player)).toEqual({ cash: 200, bonus: 0 });
  });

  it('previews a cancellation in major units, then forfeits the bonus money and its winnings', async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 250);
    await coupon(player, 'TESTTWO');
    await play(player, slot, [bet(450), win(900)]); // 250 real + 200 bonus staked; 400 back to the bonus
    const id = (await byKey(player, 'test_coupon'))?.id;
    const info = await t.app.inject({
      url: `/api/player/bonuses/${id}/cancel_info`,
      headers: { cookie: player.cookie },
    });
    expect(info.json()).toEqual({
      id,
      total_withdrawal_amount: '5.00',
      current_balance: '17.00',
      cash_balance: '5.00',
      bonus_balance: '12.00',
      bonus_winnings: '2.00',
    });
    const other = await registerPlayer(t.app);
    expect(
      (await t.app.inject({ url: `/api/player/bonuses/${id}/cancel_info`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    await t.app.inject({ method: 'DELETE', url: `/api/player/bonuses/${id}`, headers: { cookie: player.cookie } });
    expect(await wallet(player)).toEqual({ cash: 500, bonus: 0 });
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/player/bonuses/${id}`,
      headers: { cookie: player.cookie },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('offers the promo code campaign once the code is set, and gives its bonus on the deposit', async () => {
    const player = await registerPlayer(t.app);
    const offers = async () =>
      (await t.app.inject({ url: '/api/bonuses/deposit', headers: { cookie: player.cookie } })).json<
        { group_key: string }[]
      >();
    expect((await offers()).map((offer) => offer.group_key)).not.toContain('reload_promo');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/player/set_bonus_code',
      headers: { cookie: player.cookie },
      payload: { deposit_bonus_code: 'reload50' },
    });
    expect((await offers()).map((offer) => offer.group_key)).toEqual(['reload_promo']);
    const deposit = await paymentsClient(t.app, player.cookie).deposit({
      method_id: 'visa',
      amount_cents: 3_000,
      fields: card(SUCCESS_VISA),
    });
    expect(deposit.statusCode, deposit.body).toBeLessThan(300);
    expect(await byKey(player, 'reload_promo')).toMatchObject({ stage: 'handle_bets', amount_cents: 1_500 });
    expect(await wallet(player)).toEqual({ cash: 3_000, bonus: 1_500 });
  });

  it('gives a picked first-deposit offer, and none to a player who did not pick it', async () => {
    const picker = await registerPlayer(t.app);
    const offered = await t.app.inject({ url: '/api/bonuses/deposit', headers: { cookie: picker.cookie } });
    // Listed before it is picked, with the group that picks it; the second and third deposits' offers come later.
    expect(offered.json<{ group_key: string }[]>().map((offer) => offer.group_key)).toEqual(['first_deposit']);
    expect(JSON.stringify(offered.json())).toContain('pick:bonus_pick_first_deposit');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/player/groups',
      headers: { cookie: picker.cookie },
      payload: { groups: { add: ['pick:bonus_pick_first_deposit'] } },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    await paymentsClient(t.app, picker.cookie).deposit({
      method_id: 'visa',
      amount_cents: 5_000,
      fields: card(SUCCESS_VISA),
    });
    expect(await byKey(picker, 'first_deposit')).toMatchObject({ stage: 'handle_bets', amount_cents: 5_000 });

    const other = await registerPlayer(t.app);
    await paymentsClient(t.app, other.cookie).deposit({
      method_id: 'visa',
      amount_cents: 5_000,
      fields: card(SUCCESS_VISA),
    });
    expect(await byKey(other, 'first_deposit')).toBeUndefined();
  });

  it('refuses a withdrawal while a bonus is active, and cancels the bonus once the player confirms', async () => {
    const player = await registerPlayer(t.app);
    await creditPlayer(t.app, ADMIN_TOKEN, player.id, 3_000);
    await coupon(player, 'TESTTWO');
    const pay = paymentsClient(t.app, player.cookie);
    const order = { method_id: 'sandpay', amount_cents: 2_000, fields: { email: 'ada@example.com' } };
    const refused = await pay.cashout(order);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'BONUS_ACTIVE', details: { bonus_balance_cents: 1_000 } } });
    expect(await wallet(player)).toEqual({ cash: 3_000, bonus: 1_000 });
    const confirmed = await pay.cashout({ ...order, erase_bonus: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(await byKey(player, 'test_coupon')).toMatchObject({ stage: 'canceled' });
    expect(await wallet(player)).toEqual({ cash: 1_000, bonus: 0 });
  });

  it('leaves a picked offer when the player resets the choice, and refuses leaving any other group', async () => {
    const player = await registerPlayer(t.app);
    const groups = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/player/groups',
        headers: { cookie: player.cookie },
        payload: { groups: payload },
      });
    expect((await groups({ add: ['pick:bonus_pick_first_deposit'] })).json()).toEqual({
      groups: ['bonus_pick_first_deposit'],
    });
    expect((await groups({ remove: ['pick:bonus_pick_first_deposit'] })).json()).toEqual({ groups: [] });
    expect((await groups({ remove: ['21'] })).statusCode).toBe(422);
    expect((await groups({})).statusCode).toBe(422);
  });

  it('gives a player in a cooling-off no bonus: activation is refused and coupons fail', async () => {
    const player = await registerPlayer(t.app);
    const gift = await byKey(player, 'welcome_gift');
    const limits = limitsClient(t.app);
    const taken = await limits.save(player.cookie, { type: 'cooling_off', period: 'week', password: player.password });
    expect(taken.statusCode, taken.body).toBe(200);
    const { cookie } = await limits.signInAgain(player);
    const again = { ...player, cookie };
    const activation = await t.app.inject({
      method: 'POST',
      url: `/api/player/bonuses/${gift?.id}/activation`,
      headers: { cookie },
    });
    expect(activation.json()).toMatchObject({ error: { code: 'COOLING_OFF_ACTIVE' } });
    expect((await coupon(again, 'TESTTWO')).json()).toEqual({ status: 'failed_to_activate' });
    expect(await wallet(again)).toEqual({ cash: 0, bonus: 0 });
  });

  it('answers guests the public offers and refuses them the player calls', async () => {
    const registration = await t.app.inject({ url: '/api/bonuses/registration' });
    expect(registration.json<{ group_key: string }[]>().map((offer) => offer.group_key)).toContain('welcome_gift');
    expect((await t.app.inject({ url: '/api/player/bonuses' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/bonuses/coupon', payload: { coupon_code: 'X' } })).statusCode,
    ).toBe(401);
  });
});
