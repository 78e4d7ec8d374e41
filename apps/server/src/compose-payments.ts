import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { AppError } from './lib/app-error';
import type { Clock } from './lib/clock';
import type { AuditLog } from './modules/audit';
import type { GeoOptions } from './modules/geo';
import type { Idempotency } from './modules/idempotency';
import type { Outbox } from './modules/outbox';
import type { ReferenceService } from './modules/reference';
import {
  createPaymentSandbox,
  createSandboxChain,
  createSandboxProvider,
  createWebhookQueue,
  sandboxAdminRoutes,
  sandboxChainRoutes,
  sandboxPagesRoutes,
} from './modules/payment-sandbox';
import type { PaymentSandbox, WebhookQueue } from './modules/payment-sandbox';
import type { DepositGuard, PaymentProvider, WithdrawalBonusGuard } from './modules/payments';
import {
  createPaymentsService,
  paymentLogosRoutes,
  paymentsAdminRoutes,
  paymentsRoutes,
  webhooksRoutes,
} from './modules/payments';
import type { WalletsService } from './modules/wallets';
import { siteSecret } from './site-secret';

const SANDBOX_TICK_MS = 1_000;
const RECONCILE_EVERY_MS = 30_000;

/** With no provider configured, the cashier lists what it can and every payment call says payments are off. */
const noProvider: PaymentProvider = {
  name: 'none',
  createDeposit: () => Promise.reject(new AppError('PAYMENTS_UNAVAILABLE', 'No payment provider is configured')),
  createPayout: () => Promise.reject(new AppError('PAYMENTS_UNAVAILABLE', 'No payment provider is configured')),
  fetchStatus: async () => undefined,
  cryptoAddress: () => Promise.reject(new AppError('PAYMENTS_UNAVAILABLE', 'No payment provider is configured')),
  parseWebhook: () => {
    throw new AppError('NOT_FOUND', 'No payment provider is configured');
  },
};

type Deps = {
  config: AppConfig;
  db: Database;
  clock: Clock;
  geo: GeoOptions;
  audit: AuditLog;
  outbox: Outbox;
  wallets: WalletsService;
  idempotency: Idempotency;
  reference: ReferenceService;
  depositGuard?: DepositGuard;
  assertMayDeposit?: (userId: number) => Promise<void>;
  bonusGuard?: WithdrawalBonusGuard;
};

/**
 * The payments module and its provider: the built-in sandbox unless switched off. The sandbox runs in this process
 * but speaks to the payments module only through the provider adapter, and delivers its webhooks through this
 * server's own HTTP pipeline (signature check included), as an outside provider's would arrive.
 */
export async function registerPayments(app: FastifyInstance, deps: Deps) {
  const { config, db, clock } = deps;
  let sandbox: { service: PaymentSandbox; webhooks: WebhookQueue } | undefined;
  let provider = noProvider;
  if (config.PAYMENT_SANDBOX === 'on') {
    const secret = await siteSecret(db, 'payment_sandbox_secret', config.PAYMENT_SANDBOX_SECRET);
    const webhooks = createWebhookQueue({
      db,
      clock,
      secret,
      transport: async (body, headers) =>
        (await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: body, headers }))
          .statusCode,
    });
    const chain = createSandboxChain({ db, clock, webhooks, blockMs: config.PAYMENT_SANDBOX_BLOCK_MS });
    const service = createPaymentSandbox({
      db,
      clock,
      webhooks,
      chain,
      settleDelayMs: config.PAYMENT_SANDBOX_SETTLE_MS,
    });
    sandbox = { service, webhooks };
    provider = createSandboxProvider({ sandbox: service, secret, clock });
  }

  const payments = createPaymentsService({
    db,
    clock,
    wallets: deps.wallets,
    outbox: deps.outbox,
    audit: deps.audit,
    provider,
    rates: () => deps.reference.cryptoExchangeRates(),
    confirmations: config.PAYMENT_CRYPTO_CONFIRMATIONS,
    logger: app.log.child({ module: 'payments' }),
    depositGuard: deps.depositGuard,
    assertMayDeposit: deps.assertMayDeposit,
    bonusGuard: deps.bonusGuard,
  });
  await app.register(paymentsRoutes, { geo: deps.geo, payments, idempotency: deps.idempotency });
  await app.register(paymentLogosRoutes);
  await app.register(webhooksRoutes, { payments, providerName: provider.name });
  if (sandbox) {
    await app.register(sandboxPagesRoutes, { sandbox: sandbox.service });
    await app.register(sandboxChainRoutes, { sandbox: sandbox.service });
  }

  /** One round of background work: the sandbox settles and sends its webhooks. */
  const tick = async () => {
    if (!sandbox) return;
    await sandbox.service.settleDue();
    await sandbox.webhooks.deliverDue();
  };
  const jobs = { tick, reconcile: () => payments.reconcile() };
  app.decorate('paymentJobs', jobs);

  if (config.PAYMENT_JOBS) scheduleJobs(app, jobs);

  return {
    payments,
    /** Operator routes, registered by the caller under the operator guard. */
    operatorRoutes: async (operator: FastifyInstance) => {
      await operator.register(paymentsAdminRoutes, { geo: deps.geo, payments });
      if (sandbox) await operator.register(sandboxAdminRoutes, { sandbox: sandbox.service });
    },
  };
}

/** Runs each job on its interval once the server is ready, one run at a time, until it closes. */
function scheduleJobs(app: FastifyInstance, jobs: { tick(): Promise<void>; reconcile(): Promise<unknown> }) {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, job: () => Promise<unknown>, name: string) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      job()
        .catch((error: unknown) => app.log.error({ err: error, job: name }, 'payment job failed'))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  app.addHook('onReady', async () => {
    every(SANDBOX_TICK_MS, jobs.tick, 'sandbox');
    every(RECONCILE_EVERY_MS, jobs.reconcile, 'reconcile');
  });
  app.addHook('preClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

declare module 'fastify' {
  // Module augmentation only works on an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Background payment work, for tests to run by hand when PAYMENT_JOBS is false. */
    paymentJobs: { tick(): Promise<void>; reconcile(): Promise<{ checked: number; moved: number }> };
  }
}
