import type { Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AccountRef, HouseBook, PlayerBook } from './books';
import { PLAYER_BOOKS } from './books';
import type { LedgerKind } from './ledger-kinds';
import {
  findHouseAccountId,
  findPlayerAccount,
  findTransactionByKey,
  insertEntries,
  insertHouseAccount,
  insertPlayerAccounts,
  insertTransaction,
  listEntriesWithAccounts,
  movePlayerBalance,
} from './ledger.repository';

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
  // House account ids never change once committed; a miss reads (or creates) the row.
  const houseAccountIds = new Map<string, number>();

  async function houseAccountId(tx: Transaction, book: HouseBook, currency: string): Promise<number> {
    const cacheKey = `${book}:${currency}`;
    const cached = houseAccountIds.get(cacheKey);
    if (cached !== undefined) return cached;
    const found = await findHouseAccountId(tx, book, currency);
    if (found !== undefined) {
      // Only a row that was there before this transaction is cached: a row created here may yet roll back.
      houseAccountIds.set(cacheKey, found);
      return found;
    }
    await insertHouseAccount(tx, book, currency, clock());
    const created = await findHouseAccountId(tx, book, currency);
    if (created === undefined) throw new Error(`house account ${cacheKey} could not be opened`);
    return created;
  }

  async function replay(tx: Transaction, posting: Posting, transactionId: number, kind: string): Promise<Posted> {
    const stored = await listEntriesWithAccounts(tx, transactionId);
    if (kind !== posting.kind || legsFingerprint(stored) !== legsFingerprint(posting.legs.map(flattenLeg))) {
      throw new AppError(
        'IDEMPOTENCY_KEY_REUSED',
        `Ledger key ${posting.idempotencyKey} was posted before with other movements`,
      );
    }
    return { transactionId, replayed: true, playerBalances: [] };
  }

  return {
    async post(tx: Transaction, posting: Posting): Promise<Posted> {
      assertBalanced(posting);
      const transactionId = await insertTransaction(tx, {
        idempotencyKey: posting.idempotencyKey,
        kind: posting.kind,
        paymentId: posting.paymentId,
        roundId: posting.roundId,
        details: posting.details,
        createdAt: clock(),
      });
      if (transactionId === undefined) {
        const existing = await findTransactionByKey(tx, posting.idempotencyKey);
        if (!existing) throw new Error(`ledger key ${posting.idempotencyKey} vanished`);
        return replay(tx, posting, existing.id, existing.kind);
      }

      const playerBalances: PlayerBalance[] = [];
      const entries = [];
      for (const leg of inLockOrder(posting.legs)) {
        const { account, amount } = leg;
        let accountId: number;
        if (account.owner === 'player') {
          const moved = await movePlayerBalance(tx, account, amount);
          if (!moved) {
            if (await findPlayerAccount(tx, account)) throw insufficientFunds(account.book);
            throw new Error(`player ${account.userId} has no ${account.currency} ${account.book} account`);
          }
          accountId = moved.id;
          playerBalances.push({
            userId: account.userId,
            currency: account.currency,
            book: account.book,
            balance: moved.balance,
          });
        } else {
          accountId = await houseAccountId(tx, account.book, account.currency);
        }
        entries.push({ transactionId, accountId, currency: account.currency, amount });
      }
      await insertEntries(tx, entries);
      return { transactionId, replayed: false, playerBalances };
    },
  };
}

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
