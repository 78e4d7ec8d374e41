import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { DATABASE_KINDS } from '../../test/test-database';
import { outboxEvents } from '../outbox/outbox.schema';
import { gameActions, gameRounds } from './game-wallet.schema';
import { addToRound } from './protocol-statements';
import { signRequest } from './request-signature';

/**
 * The conformance tests a third-party provider's integration would have to pass: signatures over the raw bytes,
 * idempotency by action id, all-or-none requests, rollbacks before and after their originals, closed rounds, the
 * protocol's error codes, and many bets on one wallet at once. Every file closes with the ledger check.
 */
const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const SECRET = 'provider-secret-for-tests-0123456789abcdef';

/**
 * Notes what the server's PostgreSQL connections are given while `during` runs some work: each statement's text, its
 * connection, and whether it starts a round trip (written while nothing its connection was given before is still
 * unanswered). Installed before any connection is opened: a pooled connection keeps the `query` it had when it
 * connected.
 */
const writes = (() => {
  type Written = { text: string; connection: object; roundTrip: boolean };
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  const unanswered = new WeakMap<object, number>();
  let noted: Written[] | undefined;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    if (!noted) return query.apply(this, args);
    const [config] = args as [string | { text: string }];
    const text = typeof config === 'string' ? config : config.text;
    noted.push({ text, connection: this, roundTrip: (unanswered.get(this) ?? 0) === 0 });
    unanswered.set(this, (unanswered.get(this) ?? 0) + 1);
    const answered = () => unanswered.set(this, (unanswered.get(this) ?? 1) - 1);
    // The pool's own `query` hands the client a callback and gets no promise.
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        answered();
        (callback as (...results: unknown[]) => void)(...results);
      };
    }
    const answer = query.apply(this, args);
    if (answer instanceof Promise) void answer.then(answered, answered);
    return answer;
  } as typeof pg.Client.prototype.query;
  return {
    async during<T>(work: () => Promise<T>): Promise<{ result: T; written: Written[] }> {
      const written: Written[] = [];
      noted = written;
      try {
        return { result: await work(), written };
      } finally {
        noted = undefined;
      }
    },
  };
})();

/**
 * The statements of the transaction that wrote `marker` (from its BEGIN to its COMMIT, on its connection, which no
 * other work uses meanwhile), from what `writes` noted.
 */
function transactionWriting(written: { text: string; connection: object; roundTrip: boolean }[], marker: string) {
  const at = written.findIndex((statement) => statement.text.includes(marker));
  const connection = written[at]?.connection;
  const own = written.map((statement, index) => ({ ...statement, index })).filter((s) => s.connection === connection);
  const begin = own.filter((statement) => statement.index < at && statement.text.trim() === 'begin').at(-1);
  const commit = own.find((statement) => statement.index > at && statement.text.trim() === 'commit');
  if (!begin || !commit) throw new Error(`no transaction wrote ${marker}`);
  return own.filter((statement) => statement.index >= begin.index && statement.index <= commit.index);
}

describe.each(DATABASE_KINDS)('the seamless-wallet protocol on %s', (kind) => {
  let t: TestApp;
  let game: string;
  let provider: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN });
    const picked = t.app.games.randomGame({ device: 'desktop', currency: 'EUR' }, 'MT');
    game = picked.identifier;
    provider = picked.provider;
    const saved = await registerIntegration('acme', { secret: SECRET, providers: [provider] });
    expect(saved.statusCode, saved.body).toBe(201);
  });
  afterAll(() => t.close());

  function registerIntegration(name: string, payload: Record<string, unknown>, token = ADMIN_TOKEN) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/admin/game-integrations/${name}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  }

  /** Sends exactly these bytes, signed (or with the given signature). */
  function send(path: 'play' | 'rollback', rawBody: string, signature: string | null = signRequest(SECRET, rawBody)) {
    return t.app.inject({
      method: 'POST',
      url: `/api/provider/acme/${path}`,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-request-sign': signature }) },
      payload: rawBody,
    });
  }

  const call = (path: 'play' | 'rollback', body: Record<string, unknown>) => send(path, JSON.stringify(body));

  async function fundedPlayer(cents: number) {
    const player = await registerPlayer(t.app);
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${player.id}/balance_adjustments`,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'idempotency-key': randomUUID() },
      payload: { currency: 'EUR', amount_cents: cents, reason: 'protocol test' },
    });
    expect(credit.statusCode, credit.body).toBe(201);
    return player;
  }

  const round = (userId: number, extra: Record<string, unknown> = {}) => ({
    user_id: String(userId),
    currency: 'EUR',
    game,
    game_id: `round-${randomUUID()}`,
    ...extra,
  });
  const bet = (amount: number, id: string = randomUUID()) => ({ action: 'bet', action_id: id, amount });
  const win = (amount: number, id: string = randomUUID()) => ({ action: 'win', action_id: id, amount });

  async function balanceOf(userId: number): Promise<number> {
    const response = await call('play', { user_id: userId, currency: 'EUR', game });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ balance: number }>().balance;
  }

  describe('signatures', () => {
    it('answers a signed balance request, and refuses a missing, wrong or unknown signer with 403', async () => {
      const player = await fundedPlayer(1_000);
      const body = JSON.stringify({ user_id: player.id, currency: 'EUR', game });
      const signed = await send('play', body);
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json()).toEqual({ balance: 1_000 });

      for (const signature of [null, 'f'.repeat(64), signRequest('another-secret-0123456789abcdefgh', body), 'zz']) {
        const refused = await send('play', body, signature);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 403 });
      }
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/provider/nobody/play',
        headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(SECRET, body) },
        payload: body,
      });
      expect(unknown.statusCode).toBe(403);
    });

    it('signs the raw bytes: the same JSON spaced differently carries another signature', async () => {
      const player = await fundedPlayer(500);
      const compact = JSON.stringify({ user_id: player.id, currency: 'EUR', game });
      const spaced = JSON.stringify({ user_id: player.id, currency: 'EUR', game }, null, 2);
      expect((await send('play', spaced)).statusCode).toBe(200);
      expect((await send('play', spaced, signRequest(SECRET, compact))).statusCode).toBe(403);
    });
  });

  describe('bets and wins', () => {
    it.runIf(kind === 'postgres')(
      "sends a bet and its win's transaction in six round trips: statements needing no answer before them go together",
      async () => {
        const player = await fundedPlayer(10_000);
        // A round first, as in a casino already running: the house's books are read once, then remembered.
        const first = await call('play', round(player.id, { actions: [bet(100), win(0)], finished: true }));
        expect(first.statusCode, first.body).toBe(200);
        const body = round(player.id, { actions: [bet(300), win(1_200)], finished: true });
        const { result: response, written } = await writes.during(() => call('play', body));
        expect(response.statusCode, response.body).toBe(200);
        const transaction = transactionWriting(written, 'pg_advisory_xact_lock');
        // BEGIN with the player's read, the actions' lock and the lookups of the actions and the round; the stake
        // guard; the wagering bonus; both movements with the win's event; the actions' record with the round's
        // totals; the round's event and the balance's with COMMIT.
        expect(transaction.length).toBeGreaterThanOrEqual(15);
        expect(transaction.filter((statement) => statement.roundTrip)).toHaveLength(6);
        // Before the transaction only the integration is read, for the signature: the player is read in it.
        const playerReads = written.filter((statement) => statement.text.includes('from users u where u.id'));
        expect(playerReads).toHaveLength(1);
        expect(transaction).toContainEqual(expect.objectContaining({ text: playerReads[0]?.text, roundTrip: false }));
      },
    );

    it('applies a bet and a win, answering the balance, the round and one transaction per action', async () => {
      const player = await fundedPlayer(10_000);
      const body = round(player.id, { actions: [bet(300, 'b-1'), win(1_200, 'w-1')], finished: true });
      const response = await call('play', body);
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json<{ balance: number; game_id: string; transactions: Record<string, string>[] }>();
      expect(answer.balance).toBe(10_900);
      expect(answer.game_id).toBe(body.game_id);
      expect(answer.transactions.map((tx) => tx.action_id)).toEqual(['b-1', 'w-1']);
      for (const tx of answer.transactions) {
        expect(tx.tx_id).toMatch(/^\d+$/);
        expect(Number.isNaN(Date.parse(tx.processed_at ?? ''))).toBe(false);
      }
      // Each answered transaction is that action's own record, with its kind, amount and ledger posting.
      const recorded = await t.database.db
        .select()
        .from(gameActions)
        .where(
          inArray(
            gameActions.id,
            answer.transactions.map((tx) => Number(tx.tx_id)),
          ),
        );
      expect(
        answer.transactions.map((tx) => {
          const action = recorded.find((row) => String(row.id) === tx.tx_id);
          return [action?.actionId, action?.kind, action?.amountCents, action?.ledgerTransactionId !== null];
        }),
      ).toEqual([
        ['b-1', 'bet', 300, true],
        ['w-1', 'win', 1_200, true],
      ]);
      const stats = await t.app.inject({ url: '/api/player/stats', headers: { cookie: player.cookie } });
      expect(stats.json()).toMatchObject({ bets_sum: { EUR: 300 } });
    });

    it('is idempotent by action_id: a repeated request changes nothing and answers the same transactions', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100), win(40)] });
      const first = await call('play', body);
      const again = await call('play', body);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await balanceOf(player.id)).toBe(940);
    });

    it('refuses an action_id sent again with another amount', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100, 'same-id-1')] });
      expect((await call('play', body)).statusCode).toBe(200);
      const changed = await call('play', { ...body, actions: [bet(200, 'same-id-1')] });
      expect(changed.statusCode).toBe(400);
      expect(changed.json()).toMatchObject({ code: 400, balance: 900 });
    });

    it('applies the actions of one request all or none', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(600, 'first-of-two'), bet(600, 'second-of-two')] });
      const refused = await call('play', body);
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toEqual({ code: 100, message: expect.any(String), balance: 1_000 });
      // The first bet left no trace: sent alone, it is new and applies.
      const alone = await call('play', { ...body, actions: [bet(600, 'first-of-two')] });
      expect(alone.statusCode, alone.body).toBe(200);
      expect(alone.json<{ balance: number }>().balance).toBe(400);
    });

    it('never lets a balance go negative: a bet above it is refused with code 100 and the balance', async () => {
      const player = await fundedPlayer(250);
      const refused = await call('play', round(player.id, { actions: [bet(251)] }));
      expect(refused.statusCode).toBe(412);
      expect(refused.json()).toMatchObject({ code: 100, balance: 250 });
      const exact = await call('play', round(player.id, { actions: [bet(250)] }));
      expect(exact.json()).toMatchObject({ balance: 0 });
    });

    it('closes a round with finished: true; a closed round takes wins but no new bets', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100)], finished: true });
      expect((await call('play', body)).statusCode).toBe(200);
      const lateBet = await call('play', { ...body, actions: [bet(100)] });
      expect(lateBet.statusCode).toBe(400);
      const lateWin = await call('play', { ...body, actions: [win(250)] });
      expect(lateWin.statusCode, lateWin.body).toBe(200);
      expect(lateWin.json()).toMatchObject({ balance: 1_150 });
    });

    it('pays a win after the player signed out', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100)] });
      expect((await call('play', body)).statusCode).toBe(200);
      const signOut = await t.app.inject({
        method: 'DELETE',
        url: '/api/users/sign_out',
        headers: { cookie: player.cookie },
      });
      expect(signOut.statusCode).toBeLessThan(300);
      const paid = await call('play', { ...body, actions: [win(500)], finished: true });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ balance: 1_400 });
    });

    it('records a zero win (a losing round) without moving money', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100), win(0)], finished: true });
      const answer = await call('play', body);
      expect(answer.json()).toMatchObject({ balance: 900 });
      expect(answer.json<{ transactions: unknown[] }>().transactions).toHaveLength(2);
    });
  });

  describe('rollbacks', () => {
    it('undoes a bet once: a repeated or second rollback of it changes nothing', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(300, 'to-undo')] });
      expect((await call('play', body)).json()).toMatchObject({ balance: 700 });
      const rollback = { ...round(player.id), game_id: body.game_id, actions: [rollbackOf('to-undo', 'rb-1')] };
      const undone = await call('rollback', rollback);
      expect(undone.statusCode, undone.body).toBe(200);
      expect(undone.json()).toMatchObject({ balance: 1_000, transactions: [{ action_id: 'rb-1' }] });
      expect((await call('rollback', rollback)).json()).toEqual(undone.json());
      const second = await call('rollback', { ...rollback, actions: [rollbackOf('to-undo', 'rb-2')] });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ balance: 1_000 });
      // The bet sent again is a duplicate of the undone one: still nothing moves.
      expect((await call('play', body)).json()).toMatchObject({ balance: 1_000 });
      // An undone bet was never staked: the player's stats leave it out.
      const stats = await t.app.inject({ url: '/api/player/stats', headers: { cookie: player.cookie } });
      expect(stats.json()).toMatchObject({ bets_sum: { EUR: 0 }, bets_sum_cents: 0 });
    });

    it('takes back a win', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100), win(400, 'win-to-undo')] });
      expect((await call('play', body)).json()).toMatchObject({ balance: 1_300 });
      const undone = await call('rollback', { ...body, actions: [rollbackOf('win-to-undo')] });
      expect(undone.json()).toMatchObject({ balance: 900 });
      const stats = await t.app.inject({ url: '/api/player/stats', headers: { cookie: player.cookie } });
      expect(stats.json()).toMatchObject({ bets_sum: { EUR: 100 }, wins_sum_cents: 0 });
    });

    it('records a rollback of an action it never saw, so the original arriving later moves nothing', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(300, 'late-bet')] });
      const early = await call('rollback', { ...body, actions: [rollbackOf('late-bet')] });
      expect(early.statusCode, early.body).toBe(200);
      expect(early.json()).toMatchObject({ balance: 1_000 });
      const late = await call('play', body);
      expect(late.statusCode, late.body).toBe(200);
      expect(late.json()).toMatchObject({ balance: 1_000, transactions: [{ action_id: 'late-bet' }] });
    });

    it('refuses a rollback whose own rollback came first, as a rollback of a rollback, moving nothing', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(300, 'kept-bet')] });
      expect((await call('play', body)).statusCode).toBe(200);
      const undoOfUndo = await call('rollback', { ...body, actions: [rollbackOf('undo-1', 'undo-of-undo')] });
      expect(undoOfUndo.statusCode, undoOfUndo.body).toBe(200);
      const undo = await call('rollback', { ...body, actions: [rollbackOf('kept-bet', 'undo-1')] });
      expect(undo.statusCode, undo.body).toBe(400);
      expect(undo.json()).toMatchObject({ code: 400, balance: 700 });
      // Sent again, each answers as before: the recorded one with its transaction, the refused one refused.
      const again = await call('rollback', { ...body, actions: [rollbackOf('undo-1', 'undo-of-undo')] });
      expect(again.json()).toEqual(undoOfUndo.json());
      expect((await call('rollback', { ...body, actions: [rollbackOf('kept-bet', 'undo-1')] })).statusCode).toBe(400);
      expect(await balanceOf(player.id)).toBe(700);
    });

    it("refuses to undo another player's action", async () => {
      const owner = await fundedPlayer(1_000);
      const other = await fundedPlayer(1_000);
      expect((await call('play', round(owner.id, { actions: [bet(100, 'owned-bet')] }))).statusCode).toBe(200);
      const refused = await call('rollback', round(other.id, { actions: [rollbackOf('owned-bet')] }));
      expect(refused.statusCode).toBe(400);
      expect(await balanceOf(owner.id)).toBe(900);
    });
  });

  describe('refusals in the protocol shape', () => {
    it('answers 101 for an unknown player, 106 for a wallet the player does not hold, 110 for a game not served', async () => {
      const player = await fundedPlayer(100);
      const unknown = await call('play', round(987_654_321, { actions: [bet(1)] }));
      expect(unknown.statusCode).toBe(412);
      expect(unknown.json()).toMatchObject({ code: 101 });
      expect(unknown.json()).not.toHaveProperty('balance');
      const unknownRollback = await call('rollback', round(987_654_321, { actions: [rollbackOf('never-sent')] }));
      expect(unknownRollback.statusCode).toBe(412);
      expect(unknownRollback.json()).toMatchObject({ code: 101 });
      expect(unknownRollback.json()).not.toHaveProperty('balance');
      const unknownBalance = await call('play', { user_id: '987654321', currency: 'EUR', game });
      expect(unknownBalance.json()).toMatchObject({ code: 101 });
      // The player is read in the request's transaction, with the opening of its round: a USD round of this player
      // could be opened, so only the refusal's rollback keeps it out.
      const currencyPlay = round(player.id, { currency: 'USD', actions: [bet(1)] });
      const currency = await call('play', currencyPlay);
      expect(currency.statusCode).toBe(412);
      expect(currency.json()).toMatchObject({ code: 106 });
      expect(currency.json()).not.toHaveProperty('balance');
      const currencyRollback = round(player.id, { currency: 'USD', actions: [rollbackOf('x')] });
      const refusedRollback = await call('rollback', currencyRollback);
      expect(refusedRollback.statusCode).toBe(412);
      expect(refusedRollback.json()).toMatchObject({ code: 106 });
      expect(refusedRollback.json()).not.toHaveProperty('balance');
      const refusedRounds = [currencyPlay.game_id, currencyRollback.game_id];
      expect(
        await t.database.db.select().from(gameRounds).where(inArray(gameRounds.providerRoundId, refusedRounds)),
      ).toEqual([]);
      const notServed = await call('play', round(player.id, { game: 'someone-else/some-game', actions: [bet(1)] }));
      expect(notServed.statusCode).toBe(412);
      expect(notServed.json()).toMatchObject({ code: 110, balance: 100 });
      const unknownGame = await call('play', round(player.id, { game: `${provider}/no-such-game`, actions: [bet(1)] }));
      expect(unknownGame.json()).toMatchObject({ code: 110, balance: 100 });
    });

    it('opens no round of a game the catalogue does not have, whatever its first request carries', async () => {
      const player = await fundedPlayer(1_000);
      const firsts = [
        round(player.id, { game: `${provider}/no-such-game`, actions: [bet(0)] }),
        round(player.id, { game: `${provider}/no-such-game`, actions: [win(700)] }),
        round(player.id, { game: `${provider}/no-such-game`, actions: [bet(0), win(700)], finished: true }),
      ];
      for (const first of firsts) {
        const refused = await call('play', first);
        expect(refused.statusCode, refused.body).toBe(412);
        expect(refused.json()).toMatchObject({ code: 110, balance: 1_000 });
      }
      // A rollback may open its round, but not on a game the catalogue never had: a win would then be paid on it.
      const rollbackFirst = round(player.id, { game: `${provider}/no-such-game`, actions: [rollbackOf('never-came')] });
      const refusedRollback = await call('rollback', rollbackFirst);
      expect(refusedRollback.statusCode, refusedRollback.body).toBe(412);
      expect(refusedRollback.json()).toMatchObject({ code: 110, balance: 1_000 });
      const winAfter = await call('play', { ...rollbackFirst, actions: [win(700)] });
      expect(winAfter.json()).toMatchObject({ code: 110, balance: 1_000 });
      firsts.push(rollbackFirst);
      const opened = firsts.map((first) => first.game_id);
      expect(await t.database.db.select().from(gameRounds).where(inArray(gameRounds.providerRoundId, opened))).toEqual(
        [],
      );
      expect(await balanceOf(player.id)).toBe(1_000);
    });

    it("refuses with 400 an action past the ceiling of the balance or of its round's totals, moving nothing", async () => {
      const player = await fundedPlayer(1);
      const ceiling = Number.MAX_SAFE_INTEGER;
      const pastBalance = await call('play', round(player.id, { actions: [win(ceiling)] }));
      expect(pastBalance.statusCode, pastBalance.body).toBe(400);
      expect(pastBalance.json()).toMatchObject({ code: 400, message: expect.any(String), balance: 1 });

      // The round's wins reach 2 × 8e15 while the balance never passes 8e15 + 1.
      const big = 8_000_000_000_000_000;
      const body = round(player.id);
      expect((await call('play', { ...body, actions: [win(big)] })).statusCode).toBe(200);
      expect((await call('play', { ...body, actions: [bet(big)] })).statusCode).toBe(200);
      const pastRound = await call('play', { ...body, actions: [win(big)] });
      expect(pastRound.statusCode, pastRound.body).toBe(400);
      expect(pastRound.json()).toMatchObject({ code: 400, message: expect.any(String), balance: 1 });
      const pastRoundInOneRequest = await call('play', round(player.id, { actions: [win(big), bet(big), win(big)] }));
      expect(pastRoundInOneRequest.statusCode, pastRoundInOneRequest.body).toBe(400);
      expect(await balanceOf(player.id)).toBe(1);

      // A parallel request of the same round adding to it after this one read it meets the round's CHECK: refused in
      // the protocol's words too.
      const [stored] = await t.database.db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.providerRoundId, body.game_id));
      const overflow = t.database.db.transaction((tx) =>
        addToRound(tx, stored!.id, { betCents: 0, winCents: big, now: new Date() }),
      );
      await expect(overflow).rejects.toMatchObject({ name: 'ProtocolError', kind: 'MALFORMED' });
    });

    it('answers 400 for a body it cannot read, never 500', async () => {
      const player = await fundedPlayer(100);
      const bodies = [
        'not json',
        JSON.stringify({ ...round(player.id), actions: [bet(-5)] }),
        JSON.stringify({ ...round(player.id), actions: [bet(1.5)] }),
        JSON.stringify({ ...round(player.id), actions: [{ action: 'steal', action_id: 'x', amount: 1 }] }),
        JSON.stringify({ ...round(player.id), actions: [bet(1, 'dup'), bet(1, 'dup')] }),
        JSON.stringify({ user_id: player.id, currency: 'EUR', game, actions: [bet(1)] }),
        JSON.stringify({ ...round(player.id), actions: [bet(Number.MAX_SAFE_INTEGER + 2)] }),
        JSON.stringify({ ...round(player.id), extra: true }),
      ];
      for (const body of bodies) {
        const response = await send('play', body);
        expect(response.statusCode, body).toBe(400);
        expect(response.json()).toMatchObject({ code: 400, message: expect.any(String) });
      }
      const rollbacks = [
        JSON.stringify({ ...round(player.id), actions: [rollbackOf('one', 'dup'), rollbackOf('two', 'dup')] }),
        JSON.stringify({ ...round(player.id), actions: [rollbackOf('same'), rollbackOf('same')] }),
        // A rollback of a rollback of the same request, itself included.
        JSON.stringify({ ...round(player.id), actions: [rollbackOf('itself', 'itself')] }),
        JSON.stringify({ ...round(player.id), actions: [rollbackOf('a-bet', 'first'), rollbackOf('first', 'second')] }),
        JSON.stringify({
          ...round(player.id),
          actions: [rollbackOf('crossed-2', 'crossed-1'), rollbackOf('crossed-1', 'crossed-2')],
        }),
      ];
      for (const body of rollbacks) {
        const response = await send('rollback', body);
        expect(response.statusCode, body).toBe(400);
        expect(response.json()).toMatchObject({ code: 400, message: expect.any(String) });
      }
      expect(await balanceOf(player.id)).toBe(100);
    });
  });

  describe('the operator', () => {
    it('registers and updates an integration, lists it without its secret, and refuses unknown providers', async () => {
      const created = await registerIntegration('beta', { secret: SECRET, providers: [provider] });
      expect(created.statusCode, created.body).toBe(201);
      const balanceRequest = JSON.stringify({ user_id: '1', currency: 'EUR', game });
      const asBeta = (secret: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/provider/beta/play',
          headers: { 'content-type': 'application/json', 'x-request-sign': signRequest(secret, balanceRequest) },
          payload: balanceRequest,
        });
      expect((await asBeta(SECRET)).statusCode).not.toBe(403);
      const updated = await registerIntegration('beta', { secret: `${SECRET}-new`, providers: [provider] });
      expect(updated.statusCode).toBe(200);
      // A rotated secret stops working at once (docs/decisions.md: the integration is read on every request).
      expect((await asBeta(SECRET)).statusCode).toBe(403);
      expect((await asBeta(`${SECRET}-new`)).statusCode).not.toBe(403);
      const list = await t.app.inject({
        url: '/api/admin/game-integrations',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      expect(list.body).not.toContain(SECRET);
      expect(list.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'beta' })]));
      const unknownProvider = await registerIntegration('gamma', { secret: SECRET, providers: ['no-such-studio'] });
      expect(unknownProvider.statusCode).toBe(422);
      const shortSecret = await registerIntegration('gamma', { secret: 'short', providers: [provider] });
      expect(shortSecret.statusCode).toBe(422);
      expect((await registerIntegration('gamma', { secret: SECRET, providers: [provider] }, 'wrong')).statusCode).toBe(
        401,
      );
    });
  });

  describe('what the player and the lobby read', () => {
    it("lists a round the provider left open in the game's unfinished_games_for, until a request finishes it", async () => {
      const player = await fundedPlayer(10_000);
      const unfinished = async () => {
        const response = await t.app.inject({ url: `/api/games/${game}`, headers: { cookie: player.cookie } });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ unfinished_games_for: string[] }>().unfinished_games_for;
      };
      // A rollback alone opens a round with no stake in it: nothing to come back to.
      expect((await call('rollback', round(player.id, { actions: [rollbackOf('never-came')] }))).statusCode).toBe(200);
      expect(await unfinished()).toEqual([]);
      const open = round(player.id, { actions: [bet(200)] });
      expect((await call('play', open)).statusCode).toBe(200);
      expect(await unfinished()).toEqual(['EUR']);
      expect((await call('play', { ...open, actions: [win(0)], finished: true })).statusCode).toBe(200);
      expect(await unfinished()).toEqual([]);
    });

    it("lists the player's rounds newest first, a page at a time, with stakes, wins and losses", async () => {
      const player = await fundedPlayer(10_000);
      const first = round(player.id, { actions: [bet(300), win(1_200)], finished: true });
      expect((await call('play', first)).statusCode).toBe(200);
      const second = round(player.id, { actions: [bet(500)] });
      expect((await call('play', second)).statusCode).toBe(200);

      const read = (query = '') =>
        t.app.inject({ url: `/api/player/games${query}`, headers: { cookie: player.cookie } });
      const rounds = (await read()).json<Record<string, unknown>[]>();
      expect(rounds).toHaveLength(2);
      expect(rounds[0]).toMatchObject({
        bet_status: 'unfinished',
        finished_at: null,
        currency: 'EUR',
        provider,
        game,
        total_bets: 500,
        total_wins: 0,
        total_losses: 500,
      });
      expect(rounds[1]).toMatchObject({ bet_status: 'finished', total_bets: 300, total_wins: 1_200, total_losses: 0 });
      expect(typeof rounds[1]?.title).toBe('string');
      expect((await read('?page=2&per_page=1')).json()).toEqual([rounds[1]]);
      expect((await read('?per_page=1000')).statusCode).toBe(422);
      expect((await t.app.inject({ url: '/api/player/games' })).statusCode).toBe(401);

      const played = await t.app.inject({ url: '/api/player/played_games', headers: { cookie: player.cookie } });
      expect(played.json()).toEqual([{ identifier: game, last_activity_at: expect.any(String) }]);
    });

    it('announces a real win on public:wins and lists it among the latest wins, by a shortened name', async () => {
      const player = await fundedPlayer(1_000);
      const deliver = vi.spyOn(t.app.realtime, 'deliver');
      const body = round(player.id, { actions: [bet(100), win(4_321, `big-${randomUUID()}`)], finished: true });
      expect((await call('play', body)).statusCode).toBe(200);
      await t.app.outbox.drain();
      expect(deliver).toHaveBeenCalledWith(
        'public:wins',
        expect.objectContaining({ game_identifier: game, amount_cents: 4_321, currency: 'EUR' }),
      );
      const published = deliver.mock.calls.find(([channel]) => channel === 'public:wins')?.[1] as { user_name: string };
      expect(published.user_name).toMatch(/^.{1,6}\*\*\*$/u);
      expect(published.user_name).not.toContain('@');
      deliver.mockRestore();

      const latest = await t.app.inject({ url: '/api/stats/winners/latest' });
      expect(latest.statusCode).toBe(200);
      expect(latest.json()[0]).toMatchObject({
        nickname: published.user_name,
        game_identifier: game,
        game_table_url: `/play/${game}`,
        currency: 'EUR',
        bet_amount_cents: 100,
        win_amount_cents: 4_321,
        humanized_win: '€43.21',
      });
    });

    it('leaves a rolled-back win out of the latest wins', async () => {
      const player = await fundedPlayer(1_000);
      const winId = `undone-${randomUUID()}`;
      const body = round(player.id, { actions: [bet(100), win(7_777, winId)] });
      expect((await call('play', body)).statusCode).toBe(200);
      expect((await call('rollback', { ...body, actions: [rollbackOf(winId)] })).statusCode).toBe(200);
      const latest = (await t.app.inject({ url: '/api/stats/winners/latest' })).json<{ win_amount_cents: number }[]>();
      expect(latest.some((line) => line.win_amount_cents === 7_777)).toBe(false);
    });
  });

  describe('under concurrency', () => {
    const BETS = kind === 'postgres' ? 1_000 : 200;

    it(`takes ${BETS} concurrent bets on one wallet without a negative balance or a lost cent`, async () => {
      const player = await fundedPlayer(BETS * 10);
      // Each bet is 15: only two thirds of them can be paid for.
      const answers = await Promise.all(
        Array.from({ length: BETS }, () => call('play', round(player.id, { actions: [bet(15)], finished: true }))),
      );
      const accepted = answers.filter((answer) => answer.statusCode === 200).length;
      const refused = answers.filter((answer) => answer.statusCode === 412);
      expect(accepted + refused.length).toBe(BETS);
      expect(refused.every((answer) => answer.json<{ code: number }>().code === 100)).toBe(true);
      expect(accepted).toBe(Math.floor((BETS * 10) / 15));
      expect(await balanceOf(player.id)).toBe(BETS * 10 - accepted * 15);
      // A correctness test under load, not a speed test (bench/ measures speed): a busy runner may take its time.
    }, 90_000);

    it('applies one action sent many times at once exactly once', async () => {
      const player = await fundedPlayer(1_000);
      const body = round(player.id, { actions: [bet(100, `same-${randomUUID()}`)] });
      const answers = await Promise.all(Array.from({ length: 20 }, () => call('play', body)));
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await balanceOf(player.id)).toBe(900);
    });

    it('opens a round once when its first requests arrive together, and counts every stake in it', async () => {
      const player = await fundedPlayer(1_000);
      const gameId = `together-${randomUUID()}`;
      // Different actions of one new round: each request opens the round, or finds it opened by another meanwhile.
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => call('play', { ...round(player.id), game_id: gameId, actions: [bet(10)] })),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const rounds = await t.database.db
        .select({ betCents: gameRounds.betCents })
        .from(gameRounds)
        .where(eq(gameRounds.providerRoundId, gameId));
      expect(rounds).toEqual([{ betCents: 200 }]);
      expect(await balanceOf(player.id)).toBe(800);
    });

    it('refuses every first request of a game the catalogue never had, however many arrive at once', async () => {
      const player = await fundedPlayer(1_000);
      const gameId = `nowhere-together-${randomUUID()}`;
      const first = { ...round(player.id, { game: `${provider}/no-such-game` }), game_id: gameId };
      // Wins alone, bets of 0 and rollbacks, all racing to open the same round: none may open it.
      const answers = await Promise.all(
        Array.from({ length: 15 }, (_, index) =>
          index % 3 === 2
            ? call('rollback', { ...first, actions: [rollbackOf(`never-${index}`)] })
            : call('play', { ...first, actions: [index % 3 === 0 ? win(700) : bet(0)] }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 412));
      expect(answers.map((answer) => answer.json<{ code: number }>().code)).toEqual(answers.map(() => 110));
      expect(await t.database.db.select().from(gameRounds).where(eq(gameRounds.providerRoundId, gameId))).toEqual([]);
      expect(await balanceOf(player.id)).toBe(1_000);
    });

    it.each([5, 0])('settles a round once when many requests finish it at once (wins of %i)', async (amount) => {
      const player = await fundedPlayer(1_000);
      const gameId = `finished-together-${randomUUID()}`;
      expect((await call('play', { ...round(player.id), game_id: gameId, actions: [bet(50)] })).statusCode).toBe(200);
      // Wins of the one round, each request finishing it: one of them finishes it, the others find it finished.
      // Wins of 0 move no money, so nothing but the round itself orders these requests.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call('play', { ...round(player.id), game_id: gameId, actions: [win(amount)], finished: true }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
      const [settled] = await t.database.db
        .select({ winCents: gameRounds.winCents, finishedAt: gameRounds.finishedAt })
        .from(gameRounds)
        .where(eq(gameRounds.providerRoundId, gameId));
      expect(settled?.winCents).toBe(amount * 10);
      expect(settled?.finishedAt).not.toBeNull();
      const events = await t.database.db
        .select({ payload: outboxEvents.payload })
        .from(outboxEvents)
        .where(and(eq(outboxEvents.type, 'bet_settled'), eq(outboxEvents.userId, player.id)));
      expect(events).toHaveLength(1);
    });
  });
});

const rollbackOf = (original: string, id: string = randomUUID()) => ({
  action: 'rollback',
  action_id: id,
  original_action_id: original,
});
