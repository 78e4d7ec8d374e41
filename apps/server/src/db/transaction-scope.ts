import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code running inside one open transaction may know about it. `open` turns false when the transaction
 * ends, so background work a transaction started (and that outlives it) may use the pool again.
 */
type TransactionScope = {
  open: boolean;
  afterCommit: (() => void)[];
  /** Run in the transaction once its body is done, just before it commits, by key: each key once. */
  beforeCommit: Map<string, () => Promise<void>>;
  /** Run when the transaction ends, committed or not. */
  atEnd: (() => void)[];
  /** The turns (`waitTurn`) this transaction holds. */
  turns: Set<string>;
};

const scopes = new AsyncLocalStorage<TransactionScope>();

export class PoolUsedInsideTransactionError extends Error {
  constructor() {
    super(
      'A query went to the database pool from inside an open transaction. Pass the transaction (`tx`) instead: on ' +
        'PGlite (one connection) this query would wait for the transaction forever, and on PostgreSQL it would run ' +
        'outside the transaction and break its atomicity.',
    );
    this.name = 'PoolUsedInsideTransactionError';
  }
}

/** Throws when called from code that runs inside an open transaction (the caller is about to use the pool). */
export function assertNoOpenTransaction(): void {
  if (scopes.getStore()?.open) throw new PoolUsedInsideTransactionError();
}

/**
 * Runs a transaction body so that the pool can tell it apart from concurrent requests: the body's asynchronous
 * context carries the scope, other requests' do not (they simply queue on PGlite, as they should). Callbacks
 * registered with `afterCommit` run once the outermost transaction has committed, never after a rollback.
 */
export async function runTransactionBody<Tx, T>(
  openTransaction: (body: (tx: Tx) => Promise<T>) => Promise<T>,
  body: (tx: Tx) => Promise<T>,
): Promise<T> {
  const scope: TransactionScope = {
    open: true,
    afterCommit: [],
    beforeCommit: new Map(),
    atEnd: [],
    turns: new Set(),
  };
  let result: T;
  try {
    result = await openTransaction((tx) =>
      scopes.run(scope, async () => {
        const value = await body(tx);
        await runBeforeCommit(scope);
        return value;
      }),
    );
  } finally {
    scope.open = false;
    for (const callback of scope.atEnd) callback();
  }
  for (const callback of scope.afterCommit) callback();
  return result;
}

/** The body's last work, in the order it was asked for; work it asks for in turn runs too. */
async function runBeforeCommit(scope: TransactionScope): Promise<void> {
  for (const [key, callback] of scope.beforeCommit) {
    scope.beforeCommit.delete(key);
    await callback();
  }
}

/**
 * Queues work to run in the current transaction when its body is done, just before it commits: for what should
 * happen once however many times the body asks for it (announcing a wallet's balance once, with its final value,
 * after several movements). The first callback given for a key is the one that runs. A failure rolls the transaction
 * back like any other.
 */
export function beforeCommit(key: string, callback: () => Promise<void>): void {
  const scope = scopes.getStore();
  if (!scope?.open) throw new Error('beforeCommit() needs an open transaction');
  if (!scope.beforeCommit.has(key)) scope.beforeCommit.set(key, callback);
}

/** Queues work (waking a dispatcher, say) for after the current transaction commits. */
export function afterCommit(callback: () => void): void {
  const scope = scopes.getStore();
  if (!scope?.open) throw new Error('afterCommit() needs an open transaction');
  scope.afterCommit.push(callback);
}

/**
 * Queues work for when the current transaction ends, committed or rolled back: for what a refusal must still leave
 * behind (telling the player's screens that a limit stopped a bet) after the refused work rolled back.
 */
export function atTransactionEnd(callback: () => void): void {
  const scope = scopes.getStore();
  if (!scope?.open) throw new Error('atTransactionEnd() needs an open transaction');
  scope.atEnd.push(callback);
}

/** Per key, the transactions of this process waiting for their turn, first come first served. */
const waitingForTurn = new Map<string, (() => void)[]>();

/**
 * Waits until no other transaction of this process holds `key`, then holds it until this transaction ends, committed
 * or rolled back. It keeps a crowd of transactions that are about to lock the same row (one wallet's balance) queued
 * here, where handing the turn on costs nothing, instead of in PostgreSQL, where every commit of the row wakes all of
 * its waiters to fight for it again and throughput falls as they grow.
 *
 * Only an optimisation: the row lock itself keeps the data right, and several processes still meet there. So a wait
 * gives up after `maxWaitMs` and goes ahead without the turn, which also ends any wait-for cycle between two
 * transactions taking turns of several keys in different orders.
 */
export async function waitTurn(key: string, maxWaitMs = 2_000): Promise<void> {
  const scope = scopes.getStore();
  if (!scope?.open) throw new Error('waitTurn() needs an open transaction');
  if (scope.turns.has(key)) return;
  const queue = waitingForTurn.get(key);
  if (!queue) {
    waitingForTurn.set(key, []);
  } else {
    const given = await new Promise<boolean>((resolve) => {
      const takeTurn = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(takeTurn), 1);
        resolve(false);
      }, maxWaitMs);
      queue.push(takeTurn);
    });
    if (!given) return;
  }
  scope.turns.add(key);
  scope.atEnd.push(() => passTurn(key));
}

function passTurn(key: string): void {
  const next = waitingForTurn.get(key)?.shift();
  if (next) next();
  else waitingForTurn.delete(key);
}
