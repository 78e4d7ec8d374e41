import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts-kit';
import { paymentsClient } from '../../test/payments-kit';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { testClock } from '../../test/test-clock';
import { DATABASE_KINDS } from '../../test/test-database';
import { convertCoins } from './crypto-coins';

const ADMIN_TOKEN = 'operator-token-for-tests-0123456789';
const operator = { authorization: `Bearer ${ADMIN_TOKEN}` };
const BLOCK_MS = 10_000;

describe('converting coins', () => {
  it('rounds down, in integers, at the rate net of fees', () => {
    // 0.001 BTC at 88,000 EUR = 88.00 EUR exactly.
    expect(convertCoins(100_000, 1e8, 88_000, 100)).toBe(8_800);
    // 1 satoshi at 88,000 EUR is 0.088 cents: nothing to credit.
    expect(convertCoins(1, 1e8, 88_000, 100)).toBe(0);
    // 12.345678 USDT at 0.93 = 11.48148054 EUR → 11.48.
    expect(convertCoins(12_345_678, 1e6, 0.93, 100)).toBe(1_148);
    // 0.1 + 0.2 style float trouble stays out: 3 × 0.1 ETH at 3,100 in gwei → exactly 930 EUR.
    expect(convertCoins(300_000_000, 1e9, 3_100, 100)).toBe(93_000);
  });
});

describe.each(DATABASE_KINDS)('crypto payments on %s', (kind) => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp(kind, { ADMIN_TOKEN, PAYMENT_SANDBOX_BLOCK_MS: BLOCK_MS }, { clock });
  });
  afterAll(() => t.close());

  /** Mines the next block and delivers what it reported. */
  const nextBlock = async () => {
    clock.advance(BLOCK_MS);
    await t.app.paymentJobs.tick();
    await t.app.paymentJobs.tick();
  };

  const methods = async (cookie: string, currency: string, action: string) =>
    (
      await t.app.inject({ url: `/api/payments/methods?currency=${currency}&action=${action}`, headers: { cookie } })
    ).json<{ id: string; type: string; termsOfService: { restrictions: Record<string, unknown> } }[]>();

  const depositAddress = async (cookie: string, coin: string, currency = 'EUR') => {
    const response = await t.app.inject({
      url: `/api/payments/methods/crypto_${coin.toLowerCase()}/fields?currency=${currency}&action=deposit`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ methodFields: { address: string; uri: string; confirmations: number }[] }>()
      .methodFields[0]!;
  };

  const faucet = (coin: string, address: string, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/sandbox/faucet',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ coin, address, amount }).toString(),
    });

  it('lists every coin with the spec limits, where a rate or the coin wallet allows', async () => {
    const { cookie } = await registerPlayer(t.app);
    const eur = await methods(cookie, 'EUR', 'deposit');
    expect(eur.filter((m) => m.type === 'crypto').map((m) => m.id)).toEqual([
      'crypto_btc',
      'crypto_eth',
      'crypto_ltc',
      'crypto_bch',
      'crypto_dog',
      'crypto_usdt',
    ]);
    expect(eur.find((m) => m.id === 'crypto_usdt')!.termsOfService.restrictions).toMatchObject({
      minAmountValue: 20,
      amountCurrencyCode: 'USDT',
    });
    // No published rate from coins to AUD: no crypto methods in an AUD wallet.
    expect((await methods(cookie, 'AUD', 'deposit')).some((m) => m.type === 'crypto')).toBe(false);
    const btcCashout = await methods(cookie, 'BTC', 'cashout');
    expect(btcCashout.map((m) => m.id)).toEqual(['crypto_btc']);
    expect(btcCashout[0]!.termsOfService.restrictions).toEqual({
      minAmountValue: 0.0001,
      maxAmountValue: 0.4,
      amountCurrencyCode: 'BTC',
    });
    const limits = Object.fromEntries(
      await Promise.all(
        ['LTC', 'ETH', 'DOG', 'USDT'].map(async (coin) => [
          coin,
          (await methods(cookie, coin, 'cashout'))[0]!.termsOfService.restrictions,
        ]),
      ),
    );
    expect(limits).toMatchObject({
      LTC: { minAmountValue: 0.0001, maxAmountValue: 60 },
      ETH: { minAmountValue: 0.0001, maxAmountValue: 12 },
      DOG: { minAmountValue: 0.0001, maxAmountValue: 1_600_000 },
      USDT: { minAmountValue: 25, maxAmountValue: 4_000 },
    });
  });

  it('gives one address per player and coin, and credits coins from the faucet after the confirmations', async () => {
    const { cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    const first = await depositAddress(cookie, 'BTC');
    expect(first.address).toMatch(/^tb1q[02-9ac-hj-np-z]{38}$/);
    expect(first.uri).toBe(`bitcoin:${first.address}`);
    expect(first.confirmations).toBe(2);
    expect((await depositAddress(cookie, 'BTC')).address).toBe(first.address);
    expect((await depositAddress(cookie, 'ETH')).address).toMatch(/^0x[0-9a-f]{40}$/);

    await nextBlock(); // the chain has a tip before the coins are sent
    const sent = await faucet('BTC', first.address, '0.001');
    expect(sent.statusCode).toBe(303);
    const explorer = await t.app.inject({ url: sent.headers.location as string });
    expect(explorer.body).toContain('0 confirmations');
    await t.app.paymentJobs.tick(); // the unconfirmed transaction is reported
    const [seen] = (await pay.page({ page: 1, page_size: 5 })).json<{ data: Record<string, unknown>[] }>().data;
    expect(seen).toMatchObject({ state: 'processing', currency: 'EUR', brand: 'btc', payment_system: 'Bitcoin' });

    await nextBlock(); // 1 confirmation
    expect(await pay.cash()).toBe(0);
    await nextBlock(); // 2 confirmations: credited at 88,000 EUR per BTC
    const rates = (await t.app.inject({ url: '/api/info/crypto_exchange_rates' })).json();
    const expected = convertCoins(100_000, 1e8, rates.BTC.EUR.total_exchange_rate, 100);
    expect(await pay.cash()).toBe(expected);
    expect((await t.app.inject({ url: sent.headers.location as string })).body).toMatch(
      /<strong>[23]<\/strong> confirmation/,
    );
    await nextBlock(); // more confirmations change nothing
    expect(await pay.cash()).toBe(expected);
  });

  it('credits a coin wallet in the coin, and declines coins below the minimum', async () => {
    const { cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    await t.app.inject({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { cookie },
      payload: { currency: 'LTC' },
    });
    const ltc = await depositAddress(cookie, 'LTC', 'LTC');
    await faucet('LTC', ltc.address, '1.5');
    const usdt = await depositAddress(cookie, 'USDT', 'EUR');
    await faucet('USDT', usdt.address, '10');
    await nextBlock();
    await nextBlock();
    expect(await pay.cash('LTC')).toBe(150_000_000);
    const history = (await pay.page({ page: 1, page_size: 5 })).json<{ data: Record<string, unknown>[] }>().data;
    expect(history.find((p) => p.brand === 'usdt')).toMatchObject({
      state: 'declined',
      cancellation_reason: 'below_minimum',
    });
  });

  it('withdraws to an address within the coin limits, after review, paid when the transaction is mined', async () => {
    const { id, cookie } = await registerPlayer(t.app);
    const pay = paymentsClient(t.app, cookie);
    await t.app.inject({
      method: 'POST',
      url: '/api/player/accounts',
      headers: { cookie },
      payload: { currency: 'BTC' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${id}/balance_adjustments`,
      headers: { ...operator, 'idempotency-key': randomUUID() },
      payload: { currency: 'BTC', amount_cents: 50_000_000, reason: 'test coins' },
    });
    const order = (amount: number, address: string) =>
      pay.cashout({ method_id: 'crypto_btc', currency: 'BTC', amount_cents: amount, fields: { address } });
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    expect((await order(1_000_000, '0x1234')).json().errors).toEqual({
      'fields.address': ['payments.errors.address_invalid'],
    });
    expect((await order(40_000_001, address)).json().errors).toEqual({
      amount_cents: ['payments.errors.above_maximum'],
    });
    expect((await order(9_999, address)).json().errors).toEqual({ amount_cents: ['payments.errors.below_minimum'] });
    const requested = (await order(10_000_000, address)).json().payment;
    // Every crypto withdrawal is reviewed.
    expect(requested).toMatchObject({ state: 'pending', recallable: true, account_label: 'tb1qw508…xpjzsx' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${requested.id}/approve`,
      headers: operator,
    });
    expect(approved.json().state).toBe('processing');
    await nextBlock();
    expect((await pay.payment(requested.id)).state).toBe('succeeded');
    expect(await pay.cash('BTC')).toBe(40_000_000);
    const explorer = await t.app.inject({ url: `/sandbox/explorer/address/${address}` });
    expect(explorer.body).toContain('payout');
  });

  it('refuses a faucet request it cannot read, and a deposit order for a coin', async () => {
    expect((await faucet('XRP', 'tb1qsomething-long-enough-here', '1')).statusCode).toBe(422);
    expect((await faucet('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', '0.000000001')).statusCode).toBe(422);
    const { cookie } = await registerPlayer(t.app);
    const order = await paymentsClient(t.app, cookie).deposit({ method_id: 'crypto_btc', amount_cents: 1_000 });
    expect(order.json().errors).toEqual({ method_id: ['payments.errors.method_unavailable'] });
  });
});
