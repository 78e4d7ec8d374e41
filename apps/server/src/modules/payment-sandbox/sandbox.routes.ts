import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { challengePage, challengeResultPage, expiredPage, formatAmount, walletPage } from './hosted-pages';
import type { PaymentSandbox } from './sandbox.service';

const token = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/** Where the e-wallet sends the player back to, with the casino's payment id, so the cashier shows its result. */
function returnAddress(returnUrl: string | null, merchantReference: string): string {
  const base = returnUrl ?? '/deposit';
  return `${base}${base.includes('?') ? '&' : '?'}payment_id=${encodeURIComponent(merchantReference)}`;
}

/** The sandbox's hosted pages: 3-D Secure and the e-wallet's approval. */
export const sandboxPagesRoutes: FastifyPluginAsync<{ sandbox: PaymentSandbox }> = async (app, { sandbox }) => {
  // The pages' buttons post empty forms.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, {}),
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
