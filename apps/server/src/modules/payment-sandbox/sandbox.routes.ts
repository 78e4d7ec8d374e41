import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ChainRow } from './hosted-pages';
import {
  challengePage,
  challengeResultPage,
  expiredPage,
  explorerPage,
  faucetPage,
  formatAmount,
  transactionPage,
  walletPage,
} from './hosted-pages';
import { COIN_DECIMALS, formatCoinAmount, parseCoinAmount } from './sandbox-scenarios';
import type { PaymentSandbox } from './sandbox.service';

const token = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/** Where the e-wallet sends the player back to, with the casino's payment id, so the cashier shows its result. */
function returnAddress(returnUrl: string | null, merchantReference: string): string {
  const base = returnUrl ?? '/deposit';
  return `${base}${base.includes('?') ? '&' : '?'}payment_id=${encodeURIComponent(merchantReference)}`;
}

/** The sandbox's hosted pages: 3-D Secure and the e-wallet's approval. */
export const sandboxPagesRoutes: FastifyPluginAsync<{ sandbox: PaymentSandbox }> = async (app, { sandbox }) => {
  // The pages post plain HTML forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  const tokenOf = (params: unknown) => {
    const parsed = token.safeParse((params as { token?: unknown }).token);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'No such payment page');
    return parsed.data;
  };

  app.get('/sandbox/3ds/:token', { schema: { hide: true } }, async (request, reply) => {
    const payment = await sandbox.pagePayment(tokenOf(request.params));
    if (!payment || payment.status !== 'pending' || payment.scenario !== 'challenge') return html(reply, expiredPage());
    return html(reply, challengePage(payment.pageToken!, formatAmount(payment.amountCents, payment.currency)));
  });

  for (const [decision, approved] of [
    ['approve', true],
    ['fail', false],
  ] as const) {
    app.post(`/sandbox/3ds/:token/${decision}`, { schema: { hide: true } }, async (request, reply) => {
      const payment = await sandbox.completeChallenge(tokenOf(request.params), approved);
      if (!payment) return html(reply, expiredPage());
      return html(reply, challengeResultPage(payment.status === 'succeeded'));
    });
  }

  app.get('/sandbox/sandpay/:token', { schema: { hide: true } }, async (request, reply) => {
    const payment = await sandbox.pagePayment(tokenOf(request.params));
    if (!payment || payment.status !== 'pending' || payment.scenario !== 'approval') return html(reply, expiredPage());
    return html(reply, walletPage(payment.pageToken!, formatAmount(payment.amountCents, payment.currency)));
  });

  for (const [decision, approved] of [
    ['approve', true],
    ['cancel', false],
  ] as const) {
    app.post(`/sandbox/sandpay/:token/${decision}`, { schema: { hide: true } }, async (request, reply) => {
      const payment = await sandbox.decideWalletPayment(tokenOf(request.params), approved);
      if (!payment) return html(reply, expiredPage());
      return reply.redirect(returnAddress(payment.returnUrl, payment.merchantReference), 303);
    });
  }
};

const COINS = Object.keys(COIN_DECIMALS);

type ChainTransaction = {
  txid: string;
  coin: string;
  address: string;
  amountMinor: number;
  direction: 'in' | 'out';
  blockHeight: number | null;
};

const chainRow = (tip: number, row: ChainTransaction): ChainRow => ({
  txid: row.txid,
  coin: row.coin,
  address: row.address,
  amount: formatCoinAmount(row.amountMinor, COIN_DECIMALS[row.coin] ?? 8),
  direction: row.direction,
  confirmations: row.blockHeight === null ? 0 : tip - row.blockHeight + 1,
});

/** The test chain's faucet and block explorer: anyone may send test coins to any address and follow them. */
export const sandboxChainRoutes: FastifyPluginAsync<{ sandbox: PaymentSandbox }> = async (app, { sandbox }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const html = (reply: FastifyReply, body: string, status = 200) =>
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  // `?coin=BTC&address=...` fills the form in, so the cashier can link straight to it from a deposit address.
  app.get('/sandbox/faucet', { schema: { hide: true } }, async (request, reply) => {
    const query = request.query as { coin?: unknown; address?: unknown };
    const coin = typeof query.coin === 'string' && COINS.includes(query.coin) ? query.coin : undefined;
    const address = typeof query.address === 'string' ? query.address.slice(0, 100) : undefined;
    return html(reply, faucetPage(COINS, undefined, { coin, address }));
  });

  app.post('/sandbox/faucet', { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    const coin = COINS.includes(form.coin ?? '') ? form.coin! : undefined;
    const address = (form.address ?? '').trim();
    const amount = coin === undefined ? undefined : parseCoinAmount(form.amount ?? '', COIN_DECIMALS[coin]!);
    if (!coin || !/^[A-Za-z0-9:]{20,100}$/.test(address) || amount === undefined) {
      const message = "Choose a coin, paste an address and enter a positive amount (at most the coin's decimals).";
      return html(reply, faucetPage(COINS, message, { coin, address }), 422);
    }
    const txid = await sandbox.faucet(coin, address, amount);
    return reply.redirect(`/sandbox/explorer/tx/${txid}`, 303);
  });

  app.get('/sandbox/explorer', { schema: { hide: true } }, async (_request, reply) => {
    const { tip, transactions } = await sandbox.chain.recent();
    return html(
      reply,
      explorerPage(
        tip,
        transactions.map((row) => chainRow(tip, row)),
      ),
    );
  });

  app.get('/sandbox/explorer/address/:address', { schema: { hide: true } }, async (request, reply) => {
    const { address } = request.params as { address: string };
    const { tip, transactions } = await sandbox.chain.addressHistory(address.slice(0, 100));
    const rows = transactions.map((row) => chainRow(tip, row));
    return html(reply, explorerPage(tip, rows, `Address ${address.slice(0, 100)}`));
  });

  app.get('/sandbox/explorer/tx/:txid', { schema: { hide: true } }, async (request, reply) => {
    const { txid } = request.params as { txid: string };
    const found = /^[0-9a-f]{64}$/.test(txid) ? await sandbox.chain.transaction(txid) : undefined;
    if (!found) return html(reply, explorerPage(0, [], 'No such transaction'), 404);
    return html(reply, transactionPage(found.tip, chainRow(found.tip, found), found.blockHeight));
  });
};

/** Operator API of the sandbox: what a bank would tell the provider. Registered under the operator guard. */
export const sandboxAdminRoutes: FastifyPluginAsync<{ sandbox: PaymentSandbox }> = async (app, { sandbox }) => {
  app.post(
    '/api/admin/sandbox/bank_transfers/:reference/received',
    {
      schema: {
        tags: ['operator'],
        security: [{ operatorToken: [] }],
        summary: "Sandbox: a bank transfer with this reference arrived (the deposit's bank_transfer reference)",
      },
    },
    async (request) => {
      const { reference } = request.params as { reference: string };
      const payment = await sandbox.receiveBankTransfer(reference.slice(0, 100));
      if (!payment) throw new AppError('NOT_FOUND', 'No bank transfer with this reference');
      return { reference: payment.reference, status: payment.status };
    },
  );
};
