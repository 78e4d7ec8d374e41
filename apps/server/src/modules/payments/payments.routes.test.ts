import { depositResponseSchema, paymentMethodSchema, paymentsPageSchema } from '@casino/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxEvents, paymentProfiles, payments, users } from '../../db/schema';
import { rawRows } from '../../db/raw-rows';
import { registerPlayer } from '../../test/accounts-kit';
import {
  card,
  CHALLENGE_VISA,
  creditPlayer,
  DECLINED_VISA,
  paymentsClient,
  SUCCESS_VISA,
} from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe.each(DATABASE_KINDS)('payments on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, PAYMENT_SANDBOX_SETTLE_MS: 2_000 }, { clock });
  });
  afterAll(() => t.close());

  const player = async () => {
    const registered = await registerPlayer(t.app);
    return { ...registered, pay: paymentsClient(t.app, registered.cookie) };
  };
  /** The sandbox's background work, run by hand: settle what is due, deliver webhooks. */
  const tick = () => t.app.paymentJobs.tick();

  describe('methods', () => {
    it('lists the fiat methods with the spec figures and a local logo', async () => {
      const { cookie } = await player();
      const response = await t.app.inject({
        url: '/api/payments/methods?currency=EUR&action=deposit',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const methods = response.json<unknown[]>().map((m) => paymentMethodSchema.parse(m));
      expect(methods.map((m) => m.id)).toEqual([
        'visa',
        'mastercard',
        'sandpay',
        'bank_transfer',
        'crypto_btc',
        'crypto_eth',
        'crypto_ltc',
        'crypto_bch',
        'crypto_dog',
        'crypto_usdt',
      ]);
      for (const method of methods.filter((m) => m.type !== 'crypto')) {
        expect(method.termsOfService.processingTime.type).toBe('instant');
        expect(method.termsOfService.commissions.type).toBe('none');
        expect(method.termsOfService.restrictions).toMatchObject({ minAmountValue: 0.01, amountCurrencyCode: 'EUR' });
        const logo = await t.app.inject({ url: method.iconSrc! });
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toContain('image/svg+xml');
      }
      expect((await t.app.inject({ url: '/api/payments/logos/constructor.svg' })).statusCode).toBe(404);
    });

    it('offers cash-outs to a card only once the player has a saved card, and describes each form', async () => {
      const { cookie } = await player();
      const cashout = await t.app.inject({
        url: '/api/payments/methods?currency=EUR&action=cashout',
        headers: { cookie },
      });
      // Coins are withdrawn from a coin wallet only.
      expect(cashout.json<{ id: string }[]>().map((m) => m.id)).toEqual(['sandpay', 'bank_transfer']);
      const fields = await t.app.inject({
        url: '/api/payments/methods/visa/fields?currency=EUR&action=deposit',
        headers: { cookie },
      });
      expect(fields.json()).toMatchObject({
        amountField: { min: 1, max: 1_000_000, currency: 'EUR' },
        isSubmitAvailable: true,
        playerFields: [{ name: 'card_number' }, { name: 'card_expiry' }, { name: 'card_cvv' }, { name: 'card_holder' }],
      });
      const iban = await t.app.inject({
        url: '/api/payments/methods/bank_transfer/fields?currency=EUR&action=cashout',
        headers: { cookie },
      });
      expect(iban.json<{ playerFields: { name: string }[] }>().playerFields.map((f) => f.name)).toEqual([
        'iban',
        'account_holder',
      ]);
      const unknown = await t.app.inject({
        url: '/api/payments/methods/nope/fields?currency=EUR&action=deposit',
        headers: { cookie },
      });
      expect(unknown.statusCode).toBe(404);
    });

    it('publishes every method with its terms on the information page, to visitors too', async () => {
      const response = await t.app.inject({ url: '/api/payments/information?currency=EUR' });
      expect(response.statusCode).toBe(200);
      const rows = response.json<{ id: string; deposit: unknown; withdrawal: unknown; currency: string }[]>();
      expect(rows.find((row) => row.id === 'visa')).toMatchObject({
        processingTime: 'instant',
        fee: 'none',
        deposit: { min: 0.01, max: 10_000 },
        withdrawal: { min: 0.01, max: 10_000 },
        currency: 'EUR',
      });
      expect(rows.find((row) => row.id === 'crypto_usdt')).toMatchObject({
        deposit: { min: 20, max: 4_000 },
        withdrawal: { min: 25, max: 4_000 },
        currency: 'USDT',
      });
      expect(rows.find((row) => row.id === 'crypto_btc')).toMatchObject({ withdrawal: { min: 0.0001, max: 0.4 } });
      expect((await t.app.inject({ url: '/api/payments/information?currency=XYZ' })).json()).toEqual([]);
    });

    it('answers an empty list for a currency it does not sell, and needs a session', async () => {
      const { cookie } = await player();
      const none = await t.app.inject({
        url: '/api/payments/methods?currency=XXX&action=deposit',
        headers: { cookie },
      });
      expect(none.json()).toEqual([]);
      expect((await t.app.inject({ url: '/api/payments/methods?currency=EUR&action=deposit' })).statusCode).toBe(401);
    });
  });

  describe('card deposits', () => {
    it('credits a successful card deposit once, stores no card number, and counts it in the stats', async () => {
      const { cookie, id, pay } = await player();
      const key = crypto.randomUUID();
      const body = { method_id: 'visa', amount_cents: 2_500, fields: card(SUCCESS_VISA), promo_code: 'WELCOME' };
      const first = await pay.deposit(body, key);
      expect(first.statusCode, first.body).toBe(201);
      const answer = depositResponseSchema.parse(first.json());
      expect(answer).toMatchObject({
        next: { type: 'none' },
        payment: { state: 'succeeded', success: true, action: 'deposit', brand: 'visa', account_label: '•••• 4242' },
      });
      // Neither the card number nor the CVV is kept, not even in the key's request hash: a retry typed with another
      // CVV is still the same request.
      const again = await pay.deposit({ ...body, fields: { ...body.fields, card_cvv: '999' } }, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json().payment.id).toBe(answer.payment.id);
      expect(await pay.cash()).toBe(2_500);

      const stats = (await t.app.inject({ url: '/api/player/stats', headers: { cookie } })).json();
      expect(stats).toMatchObject({ deposits_count: 1, deposits_sum: { EUR: 2_500 } });
      const [row] = await t.database.db.select().from(payments).where(eq(payments.userId, id));
      expect(row?.promoCode).toBe('WELCOME');
      expect(JSON.stringify(row)).not.toContain('4242424242424242');
    });

    it('refuses the same key with a different body (422) and a wrong card per field, charging nothing', async () => {
      const { pay } = await player();
      const key = crypto.randomUUID();
      expect(
        (await pay.deposit({ method_id: 'visa', amount_cents: 1_000, fields: card(SUCCESS_VISA) }, key)).statusCode,
      ).toBe(201);
      const reused = await pay.deposit({ method_id: 'visa', amount_cents: 9_000, fields: card(SUCCESS_VISA) }, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');

      const wrong = await pay.deposit({
        method_id: 'visa',
        amount_cents: 1_000,
        fields: card('4242 4242 4242 4241', { card_expiry: '01/20', card_cvv: '1', card_holder: '' }),
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({
        'fields.card_number': ['payments.errors.card_invalid'],
        'fields.card_expiry': ['payments.errors.card_expired'],
        'fields.card_cvv': ['payments.errors.cvv_invalid'],
        'fields.card_holder': ['payments.errors.holder_invalid'],
      });
      const mastercardAsVisa = await pay.deposit({
        method_id: 'visa',
        amount_cents: 1_000,
        fields: card('5555555555554444'),
      });
      expect(mastercardAsVisa.json().errors).toEqual({ 'fields.card_number': ['payments.errors.card_invalid'] });
      const tooSmall = await pay.deposit({ method_id: 'visa', amount_cents: 0, fields: card(SUCCESS_VISA) });
      expect(tooSmall.statusCode).toBe(422);
      const tooLarge = await pay.deposit({ method_id: 'visa', amount_cents: 1_000_001, fields: card(SUCCESS_VISA) });
      expect(tooLarge.json().errors).toEqual({ amount_cents: ['payments.errors.above_maximum'] });
      const noWallet = await pay.deposit({
        method_id: 'visa',
        currency: 'USD',
        amount_cents: 1_000,
        fields: card(SUCCESS_VISA),
      });
      expect(noWallet.json().errors).toEqual({ currency: ['payments.errors.wallet_missing'] });
      expect(await pay.cash()).toBe(1_000);
    });

    it('records a declined card with its reason and moves no money', async () => {
      const { pay } = await player();
      const declined = await pay.deposit({ method_id: 'visa', amount_cents: 1_000, fields: card(DECLINED_VISA) });
      expect(declined.json().payment).toMatchObject({
        state: 'declined',
        success: false,
        cancellation_reason: 'card_declined',
      });
      const poor = await pay.deposit({ method_id: 'visa', amount_cents: 1_000, fields: card('4000000000009995') });
      expect(poor.json().payment.cancellation_reason).toBe('insufficient_funds');
      const notTest = await pay.deposit({ method_id: 'visa', amount_cents: 1_000, fields: card('4111111111111111') });
      expect(notTest.json().payment.cancellation_reason).toBe('test_cards_only');
      expect(await pay.cash()).toBe(0);
    });

    it('passes or fails a 3-D Secure challenge on the hosted page; the webhook credits the pass once', async () => {
      const { pay } = await player();
      const started = (
        await pay.deposit({ method_id: 'visa', amount_cents: 4_000, fields: card(CHALLENGE_VISA) })
      ).json();
      expect(started.payment.state).toBe('pending');
      expect(started.next.type).toBe('challenge');
      const page = await t.app.inject({ url: started.next.url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Authenticate');
      expect(page.body).toContain('EUR');
      const approved = await t.app.inject({ method: 'POST', url: `${started.next.url}/approve` });
      expect(approved.body).toContain('Payment confirmed');
      // The page cannot be used twice.
      expect((await t.app.inject({ method: 'POST', url: `${started.next.url}/fail` })).body).toContain(
        'no longer valid',
      );
      await tick();
      expect((await pay.payment(started.payment.id)).state).toBe('succeeded');
      await tick();
      expect(await pay.cash()).toBe(4_000);

      const abandoned = (
        await pay.deposit({ method_id: 'visa', amount_cents: 4_000, fields: card(CHALLENGE_VISA) })
      ).json();
      clock.advance(30 * 60_000 + 1);
      await tick();
      await tick();
      expect(await pay.payment(abandoned.payment.id)).toMatchObject({
        state: 'canceled',
        cancellation_reason: 'expired',
      });

      const failing = (
        await pay.deposit({ method_id: 'visa', amount_cents: 4_000, fields: card(CHALLENGE_VISA) })
      ).json();
      await t.app.inject({ method: 'POST', url: `${failing.next.url}/fail` });
      await tick();
      expect(await pay.payment(failing.payment.id)).toMatchObject({
        state: 'declined',
        cancellation_reason: 'authentication_failed',
      });
      expect(await pay.cash()).toBe(4_000);
    });

    it('settles a delayed card later, and a card whose first webhook is lost when the retry arrives', async () => {
      const { pay } = await player();
      const delayed = (
        await pay.deposit({ method_id: 'visa', amount_cents: 700, fields: card('4000000000000077') })
      ).json();
      const lost = (
        await pay.deposit({ method_id: 'visa', amount_cents: 300, fields: card('4000000000000341') })
      ).json();
      expect([delayed.payment.state, lost.payment.state]).toEqual(['processing', 'processing']);
      clock.advance(2_500);
      await tick(); // both settle; the lost card's webhook vanishes on the way
      expect((await pay.payment(delayed.payment.id)).state).toBe('succeeded');
      expect((await pay.payment(lost.payment.id)).state).toBe('processing');
      clock.advance(5_000);
      await tick(); // the retry arrives
      expect((await pay.payment(lost.payment.id)).state).toBe('succeeded');
      expect(await pay.cash()).toBe(1_000);
    });

    it('keeps a card for one-click deposits (brand, BIN, last 4, expiry, holder only) and forgets it on request', async () => {
      const { cookie, id, pay } = await player();
      await pay.deposit({ method_id: 'visa', amount_cents: 1_000, fields: card(SUCCESS_VISA), save_profile: true });
      const [profile] = await t.database.db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, id));
      expect(profile).toMatchObject({
        brand: 'visa',
        bin: '424242',
        last4: '4242',
        expiryMonth: '12',
        expiryYear: '34',
      });
      expect(JSON.stringify(profile)).not.toContain('4242424242424242');
      const methods = (
        await t.app.inject({ url: '/api/payments/methods?currency=EUR&action=deposit', headers: { cookie } })
      ).json();
      expect(methods[0].savedProfiles).toEqual([
        { id: String(profile!.id), title: '•••• 4242 (12/34)', isRemoveAvailable: true },
      ]);
      const oneClick = await pay.deposit({
        method_id: 'visa',
        amount_cents: 500,
        saved_profile_id: String(profile!.id),
      });
      expect(oneClick.json().payment.state).toBe('succeeded');
      expect(await pay.cash()).toBe(1_500);
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/player/payment_accounts/${profile!.id}`,
        headers: { cookie },
      });
      expect(removed.statusCode).toBe(204);
      const stale = await pay.deposit({ method_id: 'visa', amount_cents: 500, saved_profile_id: String(profile!.id) });
      expect(stale.json().errors).toEqual({ saved_profile_id: ['payments.errors.profile_unknown'] });
    });
  });

  describe('other deposit methods', () => {
    it('sends the player to the e-wallet page and back to the cashier with the payment id', async () => {
      const { pay } = await player();
      const started = (
        await pay.deposit({
          method_id: 'sandpay',
          amount_cents: 1_200,
          fields: { email: 'Ada@Example.com' },
          return_path: '/deposit',
        })
      ).json();
      expect(started.next.type).toBe('redirect');
      expect((await t.app.inject({ url: started.next.url })).body).toContain('Approve payment');
      const back = await t.app.inject({ method: 'POST', url: `${started.next.url}/approve` });
      expect(back.statusCode).toBe(303);
      expect(back.headers.location).toBe(`/deposit?payment_id=${started.payment.id}`);
      await tick();
      expect(await pay.cash()).toBe(1_200);

      const offsite = (
        await pay.deposit({
          method_id: 'sandpay',
          amount_cents: 100,
          fields: { email: 'a@b.co' },
          return_path: '//evil.example',
        })
      ).json();
      const canceled = await t.app.inject({ method: 'POST', url: `${offsite.next.url}/cancel` });
      expect(canceled.headers.location).toBe(`/deposit?payment_id=${offsite.payment.id}`);
      await tick();
      expect((await pay.payment(offsite.payment.id)).state).toBe('canceled');
    });

    it('keeps a bank transfer pending until the operator marks it received', async () => {
      const { pay } = await player();
      const started = (await pay.deposit({ method_id: 'bank_transfer', amount_cents: 50_000 })).json();
      expect(started.next).toMatchObject({ type: 'bank_transfer', iban: 'GB33BUKB20201555555555' });
      clock.advance(60_000);
      await t.app.paymentJobs.reconcile();
      await tick();
      expect((await pay.payment(started.payment.id)).state).toBe('pending');
      const received = await t.app.inject({
        method: 'POST',
        url: `/api/admin/sandbox/bank_transfers/${started.next.reference}/received`,
        headers: operator,
      });
      expect(received.statusCode).toBe(200);
      await tick();
      expect(await pay.cash()).toBe(50_000);
    });
  });

  describe('webhooks', () => {
    it('refuses a webhook without a valid, recent signature', async () => {
      const url = '/api/payments/webhooks/sandbox';
      const body = JSON.stringify({ id: 'evt_1', type: 'payment.updated', data: {} });
      const unsigned = await t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(unsigned.statusCode).toBe(401);
      expect(unsigned.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
      const forged = await t.app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: {
          'content-type': 'application/json',
          'sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        },
      });
      expect(forged.statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/payments/webhooks/other',
            payload: body,
            headers: { 'content-type': 'application/json' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('applies a replayed webhook inside the window once, and refuses it outside the window', async () => {
      const { pay } = await player();
      const started = (
        await pay.deposit({ method_id: 'visa', amount_cents: 900, fields: card(CHALLENGE_VISA) })
      ).json();
      await t.app.inject({ method: 'POST', url: `${started.next.url}/approve` });
      const [hook] = await rawRows(
        t.database.db,
        sql`select body from sandbox_webhooks where body like ${`%"merchant_reference":"${started.payment.id}"%`} and body like '%succeeded%'`,
      );
      await tick();
      const { signWebhook } = await import('../payment-sandbox');
      const secret = String(
        (await rawRows(t.database.db, sql`select value from site_settings where key = 'payment_sandbox_secret'`))[0]!
          .value,
      );
      const send = (timestamp: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          payload: String(hook!.body),
          headers: {
            'content-type': 'application/json',
            'sandbox-signature': signWebhook(secret, String(hook!.body), timestamp),
          },
        });
      const now = Math.floor(clock().getTime() / 1000);
      const replay = await send(now);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().result).toBe('unchanged');
      expect((await send(now - 301)).statusCode).toBe(401);
      expect(await pay.cash()).toBe(900);
    });
  });

  describe('cash-outs', () => {
    it('holds the amount at once, pays a small one automatically, and counts it as a cash-out', async () => {
      const { cookie, id, pay } = await player();
      await creditPlayer(t.app, ADMIN_TOKEN, id, 30_000);
      const poor = await pay.cashout({
        method_id: 'sandpay',
        amount_cents: 30_001,
        fields: { email: 'ada@example.com' },
      });
      expect(poor.statusCode).toBe(422);
      expect(poor.json()).toMatchObject({
        error: { code: 'INSUFFICIENT_FUNDS' },
        errors: { amount_cents: ['payments.errors.not_enough_money'] },
      });
      const small = await pay.cashout({
        method_id: 'sandpay',
        amount_cents: 10_000,
        fields: { email: 'ada@example.com' },
      });
      expect(small.statusCode, small.body).toBe(201);
      expect(small.json().payment).toMatchObject({ state: 'processing', recallable: false, action: 'cashout' });
      expect(await pay.cash()).toBe(20_000);
      clock.advance(2_500);
      await tick();
      expect((await pay.payment(small.json().payment.id)).state).toBe('succeeded');
      const stats = (await t.app.inject({ url: '/api/player/stats', headers: { cookie } })).json();
      expect(stats.cashouts_sum).toEqual({ EUR: 10_000 });
    });

    it('queues a large one for review: the player recalls it, or the operator approves or rejects it', async () => {
      const { id, pay } = await player();
      await creditPlayer(t.app, ADMIN_TOKEN, id, 150_000);
      const iban = { iban: 'DE89 3704 0044 0532 0130 00', account_holder: 'Ada Lovelace' };
      const recalled = (await pay.cashout({ method_id: 'bank_transfer', amount_cents: 50_000, fields: iban })).json()
        .payment;
      expect(recalled).toMatchObject({ state: 'pending', recallable: true, account_label: 'IBAN •••• 3000' });
      expect(await pay.cash()).toBe(100_000);
      const recall = await pay.recall(recalled.id);
      expect(recall.json()).toMatchObject({ state: 'recalled', recallable: false });
      expect((await pay.recall(recalled.id)).json().error.code).toBe('PAYMENT_NOT_RECALLABLE');
      expect(await pay.cash()).toBe(150_000);

      const queue = await t.app.inject({
        url: `/api/admin/payments?state=pending&action=cashout&user_id=${id}`,
        headers: operator,
      });
      expect(paymentsPageSchema.parse(queue.json()).data).toEqual([]);

      const approved = (await pay.cashout({ method_id: 'bank_transfer', amount_cents: 50_000, fields: iban })).json()
        .payment;
      const rejected = (await pay.cashout({ method_id: 'bank_transfer', amount_cents: 50_000, fields: iban })).json()
        .payment;
      const listed = (
        await t.app.inject({ url: `/api/admin/payments?state=pending&action=cashout&user_id=${id}`, headers: operator })
      ).json();
      expect(listed.data.map((p: { id: number }) => p.id)).toEqual([rejected.id, approved.id]);
      const approve = await t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${approved.id}/approve`,
        headers: operator,
      });
      expect(approve.json().state).toBe('processing');
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/admin/payments/${approved.id}/approve`, headers: operator }))
          .statusCode,
      ).toBe(409);
      const reject = await t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/${rejected.id}/reject`,
        headers: operator,
        payload: { reason: 'Documents needed' },
      });
      expect(reject.json()).toMatchObject({ state: 'rejected', cancellation_reason: 'Documents needed' });
      expect(await pay.cash()).toBe(100_000);
      clock.advance(2_500);
      await tick();
      expect((await pay.payment(approved.id)).state).toBe('succeeded');
    });

    it('returns the money when the payout fails, and refuses recall under a licence that forbids it', async () => {
      const { id, pay } = await player();
      await creditPlayer(t.app, ADMIN_TOKEN, id, 80_000);
      const failing = (
        await pay.cashout({ method_id: 'sandpay', amount_cents: 5_000, fields: { email: 'fail@sandpay.test' } })
      ).json();
      clock.advance(2_500);
      await tick();
      expect(await pay.payment(failing.payment.id)).toMatchObject({
        state: 'declined',
        cancellation_reason: 'account_closed',
      });
      expect(await pay.cash()).toBe(80_000);

      await t.database.db.update(users).set({ licenseName: 'UKGC' }).where(eq(users.id, id));
      const big = (
        await pay.cashout({ method_id: 'sandpay', amount_cents: 60_000, fields: { email: 'ada@example.com' } })
      ).json();
      expect(big.payment).toMatchObject({ state: 'pending', recallable: false });
      expect((await pay.recall(big.payment.id)).statusCode).toBe(409);
    });

    it("checks the destination and refuses another player's payment", async () => {
      const { id, pay } = await player();
      await creditPlayer(t.app, ADMIN_TOKEN, id, 10_000);
      const bad = await pay.cashout({
        method_id: 'bank_transfer',
        amount_cents: 1_000,
        fields: { iban: 'DE00 1234', account_holder: '' },
      });
      expect(bad.json().errors).toEqual({
        'fields.iban': ['payments.errors.iban_invalid'],
        'fields.account_holder': ['payments.errors.holder_invalid'],
      });
      const noCard = await pay.cashout({ method_id: 'visa', amount_cents: 1_000, saved_profile_id: '1' });
      expect(noCard.json().errors).toEqual({ saved_profile_id: ['payments.errors.profile_unknown'] });
      const mine = (
        await pay.cashout({ method_id: 'sandpay', amount_cents: 1_000, fields: { email: 'a@b.co' } })
      ).json();
      const other = await player();
      expect((await other.pay.recall(mine.payment.id)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ url: `/api/player/payments/${mine.payment.id}`, headers: { cookie: other.cookie } }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('history', () => {
    it('pages and filters the history, newest first, and announces every change', async () => {
      const { cookie, id, pay } = await player();
      for (const amount of [100, 200, 300]) {
        await pay.deposit({ method_id: 'visa', amount_cents: amount, fields: card(SUCCESS_VISA) });
      }
      await pay.cashout({ method_id: 'sandpay', amount_cents: 50, fields: { email: 'a@b.co' } });
      const first = paymentsPageSchema.parse((await pay.page({ page: 1, page_size: 2 })).json());
      expect(first.pagination).toEqual({ page: 1, per_page: 2, total_count: 4 });
      expect(first.data.map((p) => p.action)).toEqual(['cashout', 'deposit']);
      const second = paymentsPageSchema.parse((await pay.page({ page: 2, page_size: 2 })).json());
      expect(second.data.map((p) => p.amount_cents)).toEqual([200, 100]);
      const deposits = paymentsPageSchema.parse(
        (await pay.page({ page: 1, page_size: 20, filter: { type: 'deposit', currency: 'EUR' } })).json(),
      );
      expect(deposits.pagination.total_count).toBe(3);
      const defaults = paymentsPageSchema.parse((await pay.page({})).json());
      expect(defaults.pagination.per_page).toBe(20);
      expect((await pay.page({ page: 0 })).statusCode).toBe(422);

      const list = await t.app.inject({ url: '/api/player/payments?type=cashout', headers: { cookie } });
      expect(list.json()).toHaveLength(1);
      expect(list.json()[0]).toMatchObject({ action: 'cashout', payment_system: 'SandPay', system_name: 'sandbox' });

      const events = await t.database.db.select().from(outboxEvents).where(eq(outboxEvents.userId, id));
      const changes = events.filter((event) => event.type === 'payment_changed');
      // Each deposit: recorded (pending) and succeeded; the cash-out: recorded, approved.
      expect(changes.length).toBeGreaterThanOrEqual(8);
    });

    it("tells the player's clients on payments_changes#<user>, newest state last", async () => {
      const { id, pay } = await player();
      const deliver = vi.spyOn(t.app.realtime, 'deliver');
      const started = (await pay.deposit({ method_id: 'visa', amount_cents: 800, fields: card(SUCCESS_VISA) })).json();
      await t.app.outbox.drain();
      const sent = deliver.mock.calls
        .filter(([channel]) => channel === `payments_changes#${id}`)
        .map(([, data]) => data);
      expect(sent.map((message) => (message as { state: string }).state)).toEqual(['pending', 'succeeded']);
      expect(sent.at(-1)).toMatchObject({ id: started.payment.id, amount_cents: 800, success: true });
      const events = deliver.mock.calls.filter(([channel]) => channel === `payments_events#${id}`);
      expect(events.at(-1)?.[1]).toMatchObject({ data: { id: started.payment.id, state: 'succeeded' } });
      deliver.mockRestore();
    });
  });
});
