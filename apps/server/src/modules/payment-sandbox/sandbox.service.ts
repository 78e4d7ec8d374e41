import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentNextStep } from '@casino/contracts';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type {
  DepositAnswer,
  DepositOrder,
  PayoutOrder,
  ProviderKind,
  ProviderStatus,
  ProviderUpdate,
  TokenizedCard,
} from '../payments';
import { FAILING_PAYOUT_DESTINATIONS, SANDBOX_BANK, TEST_CARDS } from './sandbox-scenarios';
import { sandboxCards, sandboxPayments } from './payment-sandbox.schema';
import type { SandboxChain } from './sandbox-chain';
import type { WebhookQueue } from './sandbox-webhooks';

type SandboxPayment = typeof sandboxPayments.$inferSelect;

export type PaymentSandbox = ReturnType<typeof createPaymentSandbox>;

/** A 3-D Secure or e-wallet page left unanswered this long is canceled. */
export const PAGE_EXPIRY_MS = 30 * 60_000;

/** A hosted page's secret address part: unguessable, so only the player who was sent there can act on it. */
const pageToken = () => randomBytes(24).toString('base64url');

function toUpdate(row: SandboxPayment): ProviderUpdate {
  return {
    kind: row.kind,
    reference: row.reference,
    merchantReference: row.merchantReference,
    status: row.status,
    ...(row.reason ? { reason: row.reason } : {}),
    amountCents: row.amountCents,
    currency: row.currency,
  };
}

/** The webhook of a payment's status change. */
function paymentEvent(row: SandboxPayment) {
  return {
    type: 'payment.updated',
    reference: row.reference,
    data: {
      kind: row.kind,
      reference: row.reference,
      merchant_reference: row.merchantReference,
      status: row.status,
      reason: row.reason,
      amount_cents: row.amountCents,
      currency: row.currency,
    },
  };
}

/** What the player must do for a payment still waiting on them. */
function nextStepOf(row: SandboxPayment): PaymentNextStep {
  if (row.status !== 'pending') return { type: 'none' };
  if (row.scenario === 'challenge') return { type: 'challenge', url: `/sandbox/3ds/${row.pageToken}` };
  if (row.scenario === 'approval') return { type: 'redirect', url: `/sandbox/sandpay/${row.pageToken}` };
  if (row.scenario === 'awaiting_transfer') return { type: 'bank_transfer', ...SANDBOX_BANK, reference: row.reference };
  return { type: 'none' };
}

/**
 * The built-in payment provider's own side: it takes payments and payouts, runs its hosted pages, settles delayed
 * payments and sends a signed webhook for every change. The casino reaches it only through `sandboxProvider`.
 */
export function createPaymentSandbox({
  db,
  clock,
  webhooks,
  chain,
  settleDelayMs,
}: {
  db: Database;
  clock: Clock;
  webhooks: WebhookQueue;
  chain: SandboxChain;
  /** How long a delayed card payment or a payout takes to settle. */
  settleDelayMs: number;
}) {
  const later = (ms: number) => new Date(clock().getTime() + ms);

  async function find(tx: Transaction | Database, kind: ProviderKind, merchantReference: string) {
    const [row] = await tx
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.kind, kind), eq(sandboxPayments.merchantReference, merchantReference)));
    return row;
  }

  /** Records a payment once per merchant reference, and announces its first status. */
  async function open(tx: Transaction, values: Omit<typeof sandboxPayments.$inferInsert, 'reference'>) {
    const now = clock();
    const [row] = await tx
      .insert(sandboxPayments)
      .values({ ...values, reference: `sbx_${randomUUID()}`, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return (await find(tx, values.kind, values.merchantReference))!;
    await webhooks.enqueue(tx, paymentEvent(row));
    return row;
  }

  async function move(
    tx: Transaction,
    row: SandboxPayment,
    status: ProviderStatus,
    reason: string | null,
    lostAttempts = 0,
  ): Promise<SandboxPayment> {
    const [moved] = await tx
      .update(sandboxPayments)
      .set({ status, reason, settleAt: null, updatedAt: clock() })
      .where(and(eq(sandboxPayments.id, row.id), eq(sandboxPayments.status, row.status)))
      .returning();
    if (!moved) return row;
    await webhooks.enqueue(tx, paymentEvent(moved), lostAttempts);
    return moved;
  }

  async function keepCard(tx: Transaction, card: NonNullable<DepositOrder['card']>): Promise<TokenizedCard> {
    const token = `card_${randomUUID()}`;
    const expiry = `${card.expiry.month}/${card.expiry.year}`;
    await tx.insert(sandboxCards).values({ token, number: card.number, expiry, holder: card.holder });
    return {
      token,
      brand: card.number.startsWith('4') ? 'visa' : 'mastercard',
      bin: card.number.slice(0, 6),
      last4: card.number.slice(-4),
      expiryMonth: card.expiry.month,
      expiryYear: card.expiry.year,
      holder: card.holder,
    };
  }

  async function cardNumberOf(tx: Transaction, order: DepositOrder): Promise<string | undefined> {
    if (order.card) return order.card.number;
    if (!order.cardToken) return undefined;
    const [kept] = await tx.select().from(sandboxCards).where(eq(sandboxCards.token, order.cardToken));
    return kept?.number;
  }

  /** The first status of a card payment, from its test number. */
  function cardStart(number: string | undefined): Pick<SandboxPayment, 'status' | 'reason' | 'scenario'> & {
    settle?: boolean;
  } {
    const scenario = number === undefined ? undefined : TEST_CARDS[number];
    switch (scenario) {
      case undefined:
        return { status: 'declined', reason: 'test_cards_only', scenario: 'not_a_test_card' };
      case 'success':
        return { status: 'succeeded', reason: null, scenario };
      case 'declined':
        return { status: 'declined', reason: 'card_declined', scenario };
      case 'insufficient_funds':
        return { status: 'declined', reason: 'insufficient_funds', scenario };
      case 'challenge':
        return { status: 'pending', reason: null, scenario };
      case 'delayed_success':
      case 'lost_first_webhook':
        return { status: 'processing', reason: null, scenario, settle: true };
    }
  }

  async function createDeposit(order: DepositOrder): Promise<DepositAnswer> {
    return db.transaction(async (tx) => {
      const existing = await find(tx, 'deposit', order.merchantReference);
      if (existing) return { ...toUpdate(existing), next: nextStepOf(existing) };

      const common = {
        merchantReference: order.merchantReference,
        kind: 'deposit' as const,
        method: order.method,
        currency: order.currency,
        amountCents: order.amountCents,
      };
      let savedCard: TokenizedCard | undefined;
      let row: SandboxPayment;
      if (order.method === 'sandpay') {
        row = await open(tx, {
          ...common,
          status: 'pending',
          scenario: 'approval',
          pageToken: pageToken(),
          returnUrl: order.returnUrl,
        });
      } else if (order.method === 'bank_transfer') {
        row = await open(tx, { ...common, status: 'pending', scenario: 'awaiting_transfer' });
      } else {
        const start = cardStart(await cardNumberOf(tx, order));
        row = await open(tx, {
          ...common,
          status: start.status,
          reason: start.reason,
          scenario: start.scenario,
          pageToken: start.scenario === 'challenge' ? pageToken() : null,
          settleAt: start.settle ? later(start.scenario === 'lost_first_webhook' ? 1_000 : settleDelayMs) : null,
        });
        if (order.card && order.saveCard && start.status !== 'declined') savedCard = await keepCard(tx, order.card);
      }
      return { ...toUpdate(row), next: nextStepOf(row), ...(savedCard ? { savedCard } : {}) };
    });
  }

  async function createPayout(order: PayoutOrder): Promise<ProviderUpdate> {
    return db.transaction(async (tx) => {
      const existing = await find(tx, 'payout', order.merchantReference);
      if (existing) return toUpdate(existing);
      const common = {
        merchantReference: order.merchantReference,
        kind: 'payout' as const,
        method: order.method,
        currency: order.currency,
        amountCents: order.amountCents,
        status: 'processing' as const,
      };
      if (order.destination.address) {
        // Coins leave the provider's hot wallet at once; the payout is done when the transaction is mined.
        const row = await open(tx, { ...common, scenario: 'crypto_payout' });
        await chain.send(tx, {
          coin: order.currency,
          address: order.destination.address,
          amountMinor: order.amountCents,
          payoutReference: row.reference,
        });
        return toUpdate(row);
      }
      const destination = (order.destination.iban ?? order.destination.email ?? '').replace(/\s/g, '');
      const row = await open(tx, {
        ...common,
        scenario: FAILING_PAYOUT_DESTINATIONS.has(destination) ? 'payout_fails' : 'payout_paid',
        settleAt: later(settleDelayMs),
      });
      return toUpdate(row);
    });
  }

  /** A crypto payout's transaction was mined. */
  async function confirmPayout(tx: Transaction, reference: string): Promise<void> {
    const [row] = await tx.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)).for('update');
    if (row && row.status === 'processing') await move(tx, row, 'succeeded', null);
  }

  /** Acts on a payment waiting for the player on a hosted page; undefined when the page is unknown or used. */
  async function decide(token: string, scenario: string, approved: boolean) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.pageToken, token), eq(sandboxPayments.scenario, scenario)))
        .for('update');
      if (!row || row.status !== 'pending') return undefined;
      if (approved) return move(tx, row, 'succeeded', null);
      return move(tx, row, scenario === 'challenge' ? 'declined' : 'canceled', refusalReason(scenario));
    });
  }

  const refusalReason = (scenario: string) =>
    scenario === 'challenge' ? 'authentication_failed' : 'canceled_by_player';

  return {
    provider: {
      createDeposit,
      createPayout,
      fetchStatus: async (kind: ProviderKind, merchantReference: string) => {
        const row = await find(db, kind, merchantReference);
        return row && toUpdate(row);
      },
      cryptoAddress: (customerReference: string, coin: string) => chain.addressFor(customerReference, coin),
    },

    /** The faucet: test coins to any address, reported at once (unconfirmed) when the address is a customer's. */
    async faucet(coin: string, address: string, amountMinor: number): Promise<string> {
      return db.transaction(async (tx) => {
        const txid = await chain.send(tx, { coin, address, amountMinor });
        await chain.reportUnconfirmed(tx, txid);
        return txid;
      });
    },

    chain,

    /** A payment waiting on a hosted page, for the page to show what is being paid. */
    async pagePayment(token: string) {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.pageToken, token));
      return row;
    },

    /** The 3-D Secure page: the player passes (`approved`) or fails the challenge. */
    completeChallenge: (token: string, approved: boolean) => decide(token, 'challenge', approved),

    /** The e-wallet's approval page: the player approves or cancels the payment. */
    decideWalletPayment: (token: string, approved: boolean) => decide(token, 'approval', approved),

    /** The operator saw a bank transfer arrive with this payment's reference. */
    async receiveBankTransfer(reference: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(sandboxPayments)
          .where(and(eq(sandboxPayments.reference, reference), eq(sandboxPayments.scenario, 'awaiting_transfer')))
          .for('update');
        if (!row || row.status !== 'pending') return row;
        return move(tx, row, 'succeeded', null);
      });
    },

    /**
     * Settles payments and payouts whose time has come, mines a block when one is due, and cancels payments whose
     * hosted page the player left unanswered for `PAGE_EXPIRY_MS`, as a provider's session expires.
     */
    async settleDue(): Promise<number> {
      await chain.mineDue(confirmPayout);
      const abandoned = await db
        .select()
        .from(sandboxPayments)
        .where(
          and(
            eq(sandboxPayments.status, 'pending'),
            inArray(sandboxPayments.scenario, ['challenge', 'approval']),
            lte(sandboxPayments.createdAt, new Date(clock().getTime() - PAGE_EXPIRY_MS)),
          ),
        )
        .limit(100);
      for (const row of abandoned) await db.transaction((tx) => move(tx, row, 'canceled', 'expired'));
      const due = await db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.status, 'processing'), lte(sandboxPayments.settleAt, clock())))
        .limit(100);
      for (const row of due) {
        await db.transaction(async (tx) => {
          if (row.scenario === 'payout_fails') return move(tx, row, 'declined', 'account_closed');
          return move(tx, row, 'succeeded', null, row.scenario === 'lost_first_webhook' ? 1 : 0);
        });
      }
      return due.length;
    },
  };
}
