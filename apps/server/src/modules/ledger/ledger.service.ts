import { LRUCache } from 'lru-cache';
import type { Transaction } from '../../db/client';
import { readLater } from '../../db/answers-in-order';
import { afterCommit, waitTurn } from '../../db/transaction-scope';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AccountRef, PlayerBook } from './books';
import { PLAYER_BOOKS } from './books';
import type { LedgerKind } from './ledger-kinds';
import {
  findHouseAccountId,
  findPlayerAccountId,
  findTransactionByKey,
  insertHouseAccount,
  insertPlayerAccounts,
  insertTransactionWithEntries,
  listEntriesWithAccounts,
  movePlayerBalance,
} from './ledger.repository';
import { isCheckViolation } from '../../db/errors';

/** One side of a movement: a signed amount in minor units (positive credits the account). */
export type Leg = { account: AccountRef; amount: number };

export type Posting = {
  /** Unique for the movement it stands for (`deposit:<payment id>`, `bet:<round>:<action>`): a retry posts nothing. */
  idempotencyKey: string;
  kind: LedgerKind;
  legs: Leg[];
  paymentId?: number;
  roundId?: string;
  details?: Record<string, unknown>;
};

export type PlayerBalance = { userId: number; currency: string; book: PlayerBook; balance: number };

export type Posted = {
  transactionId: number;
  /** True when the key had been posted before: nothing moved this time. */
  replayed: boolean;
  /** The new balances of the player accounts this posting moved (empty on a replay). */
  playerBalances: PlayerBalance[];
};

export type Ledger = ReturnType<typeof createLedger>;

const ACCOUNT_IDS_REMEMBERED = 300_000;

/**
 * Refused: the posting would take a player's book past 2^53 − 1 minor units, the most an amount may be (the
 * accounts' CHECK, `moneyBounds`). Only an operator's adjustment can come near it; it used to answer 500.
 */
function refuseBalanceOverflow(error: unknown): never {
  if (isCheckViolation(error, 'ledger_accounts_balance_check')) {
    throw new AppError('VALIDATION_FAILED', 'The balance would pass the largest amount it can hold');
  }
  throw error;
}

/** Refused: the posting would take a player's book below zero. Nothing of it is written. */
export const insufficientFunds = (book: PlayerBook) =>
  new AppError('INSUFFICIENT_FUNDS', `Not enough money in the ${book} balance`);

/**
 * The one way money moves. `post` writes a transaction whose legs net to zero per currency, in the caller's
 * transaction, so the movement commits with whatever caused it (a payment's new state, a settled round) and its
 * domain events. Player balances move by conditional update, in a fixed order of accounts so that two movements
 * touching the same wallets cannot deadlock; house accounts only receive entries.
 */
export function createLedger({ clock }: { clock: Clock }) {
  // Account ids never change once committed: a miss reads (or, for a house book, creates) the row, and the id is
  // remembered only after that transaction commits, so a row that rolled back is never remembered. Bounded: the
  // wallets in play now stay, those of players long gone make room.
  const accountIds = new LRUCache<string, number>({ max: ACCOUNT_IDS_REMEMBERED });
  const remember = (tx: Transaction, key: string, id: number) => afterCommit(tx, () => accountIds.set(key, id));

  async function accountIdOf(tx: Transaction, account: AccountRef): Promise<number> {
    const key = accountKey(account);
    const known = accountIds.get(key);
    if (known !== undefined) return known;
    if (account.owner === 'player') {
      const found = await findPlayerAccountId(tx, account);
      if (found === undefined) {
        throw new Error(`player ${account.userId} has no ${account.currency} ${account.book} account`);
      }
      remember(tx, key, found);
      return found;
    }
    let found = await findHouseAccountId(tx, account.book, account.currency);
    if (found === undefined) {
      await insertHouseAccount(tx, account.book, account.currency, clock());
      found = await findHouseAccountId(tx, account.book, account.currency);
    }
    if (found === undefined) throw new Error(`house account ${key} could not be opened`);
    remember(tx, key, found);
    return found;
  }

  async function replay(tx: Transaction, posting: Posting): Promise<Posted> {
    const existing = await findTransactionByKey(tx, posting.idempotencyKey);
    if (!existing) throw new Error(`ledger key ${posting.idempotencyKey} vanished`);
    const stored = await listEntriesWithAccounts(tx, existing.id);
    if (existing.kind !== posting.kind || legsFingerprint(stored) !== legsFingerprint(posting.legs.map(flattenLeg))) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        `Ledger key ${posting.idempotencyKey} was posted before with other movements`,
      );
    }
    return { transactionId: existing.id, replayed: true, playerBalances: [] };
  }

  /**
   * `post`, in two steps: answers once the posting's statement is written, with its answer to read later (`posted`,
   * which must be read before the transaction's body ends). A caller may so write several postings, and other
   * statements, before reading any of their answers: on a pipelining connection they travel in one round trip, and
   * PostgreSQL runs them in the order written. A posting that moves several player books is written whole before this
   * answers: its later moves wait for its first statement's answer (a replayed key moves nothing). A replayed key's
   * first posting is read when its answer is, after what the caller wrote meanwhile: a caller that goes on writing
   * should post keys it knows are new (the protocol's, whose actions it looked up under their lock).
   */
  async function write(tx: Transaction, posting: Posting): Promise<{ posted: Promise<Posted> }> {
    assertBalanced(posting);
    const legs: LegWithId[] = [];
    for (const leg of inLockOrder(posting.legs)) legs.push({ ...leg, accountId: await accountIdOf(tx, leg.account) });
    const [firstMove, ...laterMoves] = legs.filter(isPlayerLeg);
    // Movements of one busy wallet queue in this process rather than on its row (see `waitTurn`).
    if (firstMove) await waitTurn(tx, turnOf(firstMove));
    const written = insertTransactionWithEntries(
      tx,
      {
        idempotencyKey: posting.idempotencyKey,
        kind: posting.kind,
        paymentId: posting.paymentId,
        roundId: posting.roundId,
        details: posting.details,
        createdAt: clock(),
      },
      legs.map((leg) => ({ accountId: leg.accountId, currency: leg.account.currency, amount: leg.amount })),
      firstMove && { accountId: firstMove.accountId, amount: firstMove.amount },
    ).catch(refuseBalanceOverflow);

    const finish = async (): Promise<Posted> => {
      const inserted = await written;
      if (inserted === undefined) return replay(tx, posting);
      const playerBalances: PlayerBalance[] = [];
      const moved = (leg: PlayerLeg, balance: number | null | undefined) => {
        if (balance === null || balance === undefined) throw insufficientFunds(leg.account.book);
        const { userId, currency, book } = leg.account;
        playerBalances.push({ userId, currency, book, balance });
      };
      if (firstMove) moved(firstMove, inserted.balance);
      for (const leg of laterMoves) {
        await waitTurn(tx, turnOf(leg));
        moved(leg, await movePlayerBalance(tx, leg.accountId, leg.amount).catch(refuseBalanceOverflow));
      }
      return { transactionId: inserted.transactionId, replayed: false, playerBalances };
    };
    if (laterMoves.length > 0) {
      const posted = await finish();
      return { posted: Promise.resolve(posted) };
    }
    // Read by the caller after the statements it writes next: a failure is theirs to see then.
    return { posted: readLater(finish()) };
  }

  return {
    /**
     * Writes the transaction, its entries and the first player account's move in one statement (nothing when the
     * key was posted before), then moves any further player accounts, each in lock order. The balance rows are
     * locked last, so a busy wallet is held only for the rest of the caller's transaction. A refusal throws, and the
     * caller's transaction rolls back with everything above.
     */
    async post(tx: Transaction, posting: Posting): Promise<Posted> {
      return (await write(tx, posting)).posted;
    },

    write,
  };
}

type LegWithId = Leg & { accountId: number };
type PlayerLeg = LegWithId & { account: Extract<AccountRef, { owner: 'player' }> };

const isPlayerLeg = (leg: LegWithId): leg is PlayerLeg => leg.account.owner === 'player';
const turnOf = (leg: PlayerLeg) => `ledger-account:${leg.accountId}`;

const accountKey = (account: AccountRef) =>
  account.owner === 'player'
    ? `player:${account.userId}:${account.currency}:${account.book}`
    : `house:${account.currency}:${account.book}`;

/** A player's books in a currency, at zero; opening them again changes nothing. */
export const openPlayerBooks = (tx: Transaction, userId: number, currency: string, now: Date) =>
  insertPlayerAccounts(tx, userId, currency, PLAYER_BOOKS, now);

/** Legs are whole, non-zero, safe amounts that net to zero in each currency: money is moved, never made. */
function assertBalanced(posting: Posting): void {
  if (posting.legs.length < 2) throw new Error(`ledger posting ${posting.idempotencyKey} needs two legs at least`);
  const net = new Map<string, number>();
  for (const { account, amount } of posting.legs) {
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new Error(
        `ledger posting ${posting.idempotencyKey} has an amount that is not whole minor units: ${amount}`,
      );
    }
    net.set(account.currency, (net.get(account.currency) ?? 0) + amount);
  }
  for (const [currency, sum] of net) {
    if (sum !== 0) throw new Error(`ledger posting ${posting.idempotencyKey} does not net to zero in ${currency}`);
  }
}

/** Player accounts first, ordered by player, currency and book: every posting takes row locks in the same order. */
function inLockOrder(legs: Leg[]): Leg[] {
  const key = (leg: Leg) =>
    leg.account.owner === 'player'
      ? `0:${String(leg.account.userId).padStart(16, '0')}:${leg.account.currency}:${leg.account.book}`
      : `1:${leg.account.currency}:${leg.account.book}`;
  return [...legs].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

type FlatLeg = { userId: number | null; book: string; currency: string; amount: number };

const flattenLeg = ({ account, amount }: Leg): FlatLeg => ({
  userId: account.owner === 'player' ? account.userId : null,
  book: account.book,
  currency: account.currency,
  amount,
});

const legsFingerprint = (legs: FlatLeg[]) =>
  legs
    .map((leg) => `${leg.userId ?? 'house'}:${leg.currency}:${leg.book}:${leg.amount}`)
    .sort()
    .join('|');
