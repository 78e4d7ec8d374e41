import type { PlayerStats, WalletAccount } from '@casino/contracts';
import { ACCOUNT_MESSAGE_KEYS } from '@casino/contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { readLater } from '../../db/answers-in-order';
import { beforeCommit, settleWithCommit, transactionKey } from '../../db/transaction-scope';
import { AppError, notFound, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { Ledger, Posted, Posting } from '../ledger';
import { houseBook, openPlayerBooks, playerBook } from '../ledger';
import type { Outbox } from '../outbox';
import { findEnabledCurrency, findUserById, updateUser } from '../users';
import { insertWallet, listWalletAccounts, sumMovements, walletAccountPayload } from './wallets.repository';

export type WalletsService = ReturnType<typeof createWalletsService>;

/** A failure of work settled with the commit is the transaction's to report (`settleWithCommit`). */
const ignoreFailure = () => undefined;

/** A wallet and its books in the ledger, at zero. False when the player holds that currency already. */
async function openWallet(tx: Transaction, userId: number, currency: string, now: Date): Promise<boolean> {
  const created = await insertWallet(tx, { userId, currency, now });
  if (created) await openPlayerBooks(tx, userId, currency, now);
  return created;
}

/** The wallet a new account starts with, in the currency chosen at sign-up: created with the user, in its transaction. */
export async function openFirstWallet(tx: Transaction, userId: number, currency: string, now: Date): Promise<void> {
  await openWallet(tx, userId, currency, now);
}

async function accountOf(db: Queryable, userId: number, currency: string): Promise<WalletAccount | undefined> {
  const [account] = await listWalletAccounts(db, userId, currency);
  return account;
}

export function createWalletsService({
  db,
  clock,
  audit,
  outbox,
  ledger,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  outbox: Outbox;
  ledger: Ledger;
}) {
  /**
   * Per open transaction (its savepoints' postings with its own, as `beforeCommit` takes them), the wallets it will
   * announce at commit, with the account announced once it has been.
   */
  const announcements = new WeakMap<object, Map<string, WalletAccount | null>>();
  const walletKey = (userId: number, currency: string) => `balance:${userId}:${currency}`;

  /**
   * Tells the player's clients about a wallet: the whole account, read once the player's stream is locked, so the
   * last message of the stream always carries the newest balances (see `emitCurrent`).
   */
  function announceBalance(tx: Transaction, userId: number, currency: string): Promise<unknown> {
    return outbox.emitCurrent(tx, {
      type: 'balance_changed',
      userId,
      // A wallet that vanished reads as null, which the event's payload column refuses: the transaction fails.
      payload: walletAccountPayload(userId, currency),
    });
  }

  /** Remembers the account an announcement carried, for `accountAtCommit`. */
  function rememberAnnounced(tx: Transaction, userId: number, currency: string, payload: unknown): void {
    const account = (payload as { account?: WalletAccount } | null | undefined)?.account ?? null;
    announcements.get(transactionKey(tx))?.set(walletKey(userId, currency), account);
  }

  /**
   * Each wallet a posting moved is announced once, just before the transaction commits, with its final balances:
   * a round's stake and win in one transaction make one message, not a first one already out of date. The
   * announcement is answered with the COMMIT (it travels with it on PostgreSQL): nothing reads it before.
   */
  function announceAtCommit(tx: Transaction, posted: Posted): void {
    const transaction = transactionKey(tx);
    const pending = announcements.get(transaction) ?? new Map<string, WalletAccount | null>();
    announcements.set(transaction, pending);
    for (const { userId, currency } of posted.playerBalances) {
      const key = walletKey(userId, currency);
      if (!pending.has(key)) pending.set(key, null);
      beforeCommit(tx, key, async () => {
        // Only the statement's answer is settled with the commit; what follows it cannot fail.
        const written = settleWithCommit(tx, announceBalance(tx, userId, currency));
        written.then((payload) => rememberAnnounced(tx, userId, currency, payload), ignoreFailure);
      });
    }
  }

  async function post(tx: Transaction, posting: Posting): Promise<Posted> {
    return (await write(tx, posting)).posted;
  }

  async function write(tx: Transaction, posting: Posting): Promise<{ posted: Promise<Posted> }> {
    const { posted } = await ledger.write(tx, posting);
    const announced = posted.then((answer) => {
      if (!answer.replayed) announceAtCommit(tx, answer);
      return answer;
    });
    return { posted: readLater(announced) };
  }

  return {
    list: (userId: number) => listWalletAccounts(db, userId),

    /** One wallet of the player, read through `db` (a transaction sees its own movements); undefined if not held. */
    account: (db: Queryable, userId: number, currency: string) => accountOf(db, userId, currency),

    /**
     * The wallet as the transaction `tx` will commit it, to be read once it has: the account its balance
     * announcement carries when the transaction moved the wallet (no statement of its own), else read now. For an
     * answer that must tell the balance a request left, without a read after every movement.
     */
    async accountAtCommit(tx: Transaction, userId: number, currency: string): Promise<() => WalletAccount | undefined> {
      const pending = announcements.get(transactionKey(tx));
      const key = walletKey(userId, currency);
      if (pending?.has(key)) return () => pending.get(key) ?? undefined;
      const account = await accountOf(tx, userId, currency);
      return () => account;
    },

    /**
     * Makes `currency` the one the player plays from (`GET /api/player` answers it), opening that wallet at zero when
     * the player does not hold it yet. Runs in the caller's transaction, so an idempotent request stores its answer
     * with the change.
     */
    async select(tx: Transaction, userId: number, currency: string, origin: RequestOrigin): Promise<WalletAccount> {
      if (!(await findEnabledCurrency(tx, currency))) {
        throw new AppError('VALIDATION_FAILED', 'This currency is not available', {
          currency: [ACCOUNT_MESSAGE_KEYS.currencyUnavailable],
        });
      }
      const user = await findUserById(tx, userId);
      if (!user) throw signInRequired();
      const now = clock();
      if (await openWallet(tx, userId, currency, now)) {
        await audit.record('wallet_created', { userId, origin, details: { currency } }, tx);
      }
      if (user.currency !== currency) {
        await updateUser(tx, userId, { currency }, now);
        await audit.record('wallet_selected', { userId, origin, details: { from: user.currency, to: currency } }, tx);
      }
      rememberAnnounced(tx, userId, currency, await announceBalance(tx, userId, currency));
      const account = await accountOf(tx, userId, currency);
      if (!account) throw new Error(`the ${currency} wallet of player ${userId} vanished`);
      return account;
    },

    /**
     * Moves money through the ledger in the caller's transaction and announces the changed wallets when it commits.
     * Every feature that changes a balance (payments, game rounds, bonuses, the operator) goes through here.
     */
    post,

    /**
     * `post` in two steps (the ledger's `write`): answers once the posting is written, with its answer to read before
     * the transaction's body ends, so that a request's movements and records travel to the database together.
     */
    write,

    /**
     * The operator credits (positive) or debits (negative) a player's cash, against the adjustments book, with a
     * reason that the audit log keeps. A debit beyond the cash balance is refused.
     */
    async adjust(
      tx: Transaction,
      adjustment: { userId: number; currency: string; amountCents: number; reason: string; key: string },
      origin: RequestOrigin,
    ): Promise<WalletAccount> {
      const { userId, currency, amountCents, reason } = adjustment;
      if (!(await accountOf(tx, userId, currency))) throw notFound(`A ${currency} wallet of player ${userId}`);
      const posted = await post(tx, {
        idempotencyKey: `adjustment:${adjustment.key}`,
        kind: 'adjustment',
        legs: [
          { account: playerBook(userId, currency, 'cash'), amount: amountCents },
          { account: houseBook(currency, 'adjustments'), amount: -amountCents },
        ],
        details: { reason },
      });
      await audit.record(
        'balance_adjusted',
        { userId, origin, details: { currency, amountCents, reason, transactionId: posted.transactionId } },
        tx,
      );
      const account = await accountOf(tx, userId, currency);
      if (!account) throw new Error(`the ${currency} wallet of player ${userId} vanished`);
      return account;
    },

    /**
     * Lifetime totals from the ledger: deposits, paid cash-outs, stakes and wins, per currency. Stakes and wins are
     * net of what a game provider rolled back (`bet_refund`, `win_reversal`): an undone bet was never staked.
     */
    async stats(userId: number): Promise<PlayerStats> {
      const user = await findUserById(db, userId);
      if (!user) throw signInRequired();
      const sums = await sumMovements(db, userId, [
        'deposit',
        'withdrawal_paid',
        'bet',
        'bet_refund',
        'win',
        'win_reversal',
      ]);
      const totalOf = (kind: string, currency: string) =>
        sums.find((sum) => sum.kind === kind && sum.currency === currency)?.total ?? 0;
      const net = (kind: string, undone: string | undefined, currency: string) =>
        totalOf(kind, currency) - (undone ? totalOf(undone, currency) : 0);
      const perCurrency = (kind: string, undone?: string) =>
        Object.fromEntries(
          sums.filter((sum) => sum.kind === kind).map((sum) => [sum.currency, net(kind, undone, sum.currency)]),
        );
      const countOf = (kind: string) => sums.filter((sum) => sum.kind === kind).reduce((n, sum) => n + sum.count, 0);
      return {
        currency: user.currency,
        sign_in_count: user.signInCount,
        deposits_count: countOf('deposit'),
        deposits_sum: perCurrency('deposit'),
        cashouts_sum: perCurrency('withdrawal_paid'),
        bets_sum: perCurrency('bet', 'bet_refund'),
        deposits_sum_cents: totalOf('deposit', user.currency),
        cashouts_count: countOf('withdrawal_paid'),
        cashouts_sum_cents: totalOf('withdrawal_paid', user.currency),
        bets_sum_cents: net('bet', 'bet_refund', user.currency),
        wins_sum_cents: net('win', 'win_reversal', user.currency),
      };
    },
  };
}
