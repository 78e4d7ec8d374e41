import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sandboxBlocks, sandboxChainTransactions, sandboxCryptoAddresses } from './payment-sandbox.schema';
import type { WebhookQueue } from './sandbox-webhooks';

/** Incoming transactions are reported to the merchant at each new block up to this many confirmations. */
export const REPORTED_CONFIRMATIONS = 6;

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

const fromAlphabet = (alphabet: string, length: number) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');

/** A fresh test-network address in the coin's usual form. */
function newAddress(coin: string): string {
  switch (coin) {
    case 'BTC':
      return `tb1q${fromAlphabet(BECH32, 38)}`;
    case 'LTC':
      return `tltc1q${fromAlphabet(BECH32, 38)}`;
    case 'BCH':
      return `bchtest:q${fromAlphabet(BECH32, 41)}`;
    case 'DOG':
      return `n${fromAlphabet(BASE58, 33)}`;
    default:
      // ETH and USDT (an ERC-20 token) share Ethereum's address form.
      return `0x${randomBytes(20).toString('hex')}`;
  }
}

const newTxid = () => randomBytes(32).toString('hex');

type ChainTransaction = typeof sandboxChainTransactions.$inferSelect;

/** The webhook telling the merchant that coins reached a customer's address, with their confirmations. */
const depositEvent = (chained: ChainTransaction, customerReference: string, confirmations: number) => ({
  type: 'crypto.deposit',
  reference: chained.txid,
  data: {
    txid: chained.txid,
    customer_reference: customerReference,
    coin: chained.coin,
    address: chained.address,
    amount_minor: chained.amountMinor,
    confirmations,
  },
});

export type SandboxChain = ReturnType<typeof createSandboxChain>;

/**
 * The sandbox's test chain: a deposit address per customer and coin, a faucet that sends coins to any address,
 * blocks mined every `blockMs`, and a webhook to the merchant as an incoming transaction gains confirmations.
 */
export function createSandboxChain({
  db,
  clock,
  webhooks,
  blockMs,
}: {
  db: Database;
  clock: Clock;
  webhooks: WebhookQueue;
  blockMs: number;
}) {
  async function tipHeight(db_: Database | Transaction): Promise<number> {
    const [tip] = await db_.select().from(sandboxBlocks).orderBy(desc(sandboxBlocks.height)).limit(1);
    return tip?.height ?? 0;
  }

  async function ownerOf(tx: Transaction, address: string) {
    const [row] = await tx.select().from(sandboxCryptoAddresses).where(eq(sandboxCryptoAddresses.address, address));
    return row;
  }

  return {
    async addressFor(customerReference: string, coin: string): Promise<string> {
      await db
        .insert(sandboxCryptoAddresses)
        .values({ address: newAddress(coin), coin, customerReference, createdAt: clock() })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(sandboxCryptoAddresses)
        .where(
          and(eq(sandboxCryptoAddresses.customerReference, customerReference), eq(sandboxCryptoAddresses.coin, coin)),
        );
      return row!.address;
    },

    /** Puts a transaction in the mempool: it is in the next block. */
    async send(
      tx: Transaction,
      transfer: { coin: string; address: string; amountMinor: number; payoutReference?: string },
    ): Promise<string> {
      const txid = newTxid();
      await tx.insert(sandboxChainTransactions).values({
        txid,
        coin: transfer.coin,
        address: transfer.address,
        amountMinor: transfer.amountMinor,
        direction: transfer.payoutReference ? 'out' : 'in',
        payoutReference: transfer.payoutReference ?? null,
        createdAt: clock(),
      });
      return txid;
    },

    /**
     * Mines a block when the last is `blockMs` old: every waiting transaction goes in, and every incoming one to a
     * customer's address is reported at its new confirmation count. Outgoing payouts are confirmed by `onPayout`.
     */
    async mineDue(onPayout: (tx: Transaction, payoutReference: string) => Promise<void>): Promise<boolean> {
      const [last] = await db.select().from(sandboxBlocks).orderBy(desc(sandboxBlocks.height)).limit(1);
      if (last && clock().getTime() - last.minedAt.getTime() < blockMs) return false;
      await db.transaction(async (tx) => {
        const [block] = await tx.insert(sandboxBlocks).values({ minedAt: clock() }).returning();
        const height = block!.height;
        await tx
          .update(sandboxChainTransactions)
          .set({ blockHeight: height })
          .where(isNull(sandboxChainTransactions.blockHeight));
        const toReport = await tx
          .select()
          .from(sandboxChainTransactions)
          .where(
            and(
              isNotNull(sandboxChainTransactions.blockHeight),
              sql`${sandboxChainTransactions.reportedConfirmations} < ${REPORTED_CONFIRMATIONS}`,
            ),
          );
        for (const chained of toReport) {
          const confirmations = height - chained.blockHeight! + 1;
          await tx
            .update(sandboxChainTransactions)
            .set({ reportedConfirmations: confirmations })
            .where(eq(sandboxChainTransactions.txid, chained.txid));
          if (chained.direction === 'out') {
            if (chained.reportedConfirmations === 0) await onPayout(tx, chained.payoutReference!);
            continue;
          }
          const owner = await ownerOf(tx, chained.address);
          if (!owner || owner.coin !== chained.coin) continue;
          await webhooks.enqueue(tx, depositEvent(chained, owner.customerReference, confirmations));
        }
      });
      return true;
    },

    /** Reports a transaction still in the mempool (0 confirmations) when it pays a customer's address. */
    async reportUnconfirmed(tx: Transaction, txid: string): Promise<void> {
      const [chained] = await tx.select().from(sandboxChainTransactions).where(eq(sandboxChainTransactions.txid, txid));
      const owner = chained && (await ownerOf(tx, chained.address));
      if (!chained || !owner || owner.coin !== chained.coin) return;
      await webhooks.enqueue(tx, depositEvent(chained, owner.customerReference, 0));
    },

    /** The explorer's front page: the latest blocks and transactions. */
    async recent(limit = 25) {
      const tip = await tipHeight(db);
      const transactions = await db
        .select()
        .from(sandboxChainTransactions)
        .orderBy(desc(sandboxChainTransactions.createdAt))
        .limit(limit);
      return { tip, transactions };
    },

    async transaction(txid: string) {
      const [row] = await db.select().from(sandboxChainTransactions).where(eq(sandboxChainTransactions.txid, txid));
      return row && { ...row, tip: await tipHeight(db) };
    },

    async addressHistory(address: string) {
      const transactions = await db
        .select()
        .from(sandboxChainTransactions)
        .where(eq(sandboxChainTransactions.address, address))
        .orderBy(desc(sandboxChainTransactions.createdAt))
        .limit(100);
      return { tip: await tipHeight(db), transactions };
    },
  };
}
