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
  /** Work whose answers the transaction reads with its COMMIT (`settleWithCommit`), each with its outcome. */
  settling: Promise<Error | undefined>[];
  /** True once the body and its last work are done: the COMMIT is on its way, and no statement may follow it. */
  committing: boolean;
};

/**
 * Each open transaction's scope, found from the transaction object that every function working in a transaction is
 * given, by its Drizzle session: a transaction has its own, which its savepoints (`tx.transaction`) work on too, so
 * they share its scope. Not from the asynchronous context: on Node 20 an `AsyncLocalStorage` in use
 * makes every promise of the process call a hook when it is made, which tripled the cost of an `await` in a
 * micro-benchmark and cost a ledger movement 14% of its Node CPU (docs/decisions.md, "The transaction's scope
 * travels with its transaction object").
 */
const scopes = new WeakMap<object, TransactionScope>();

/**
 * An object standing for the transaction `tx` belongs to (its session), the same for its savepoints: the key of its
 * scope, and of what a module keeps per transaction.
 */
export const transactionKey = (tx: object): object => (tx as { session?: object }).session ?? tx;

/**
 * The asynchronous context of the open transaction bodies, for the pool guard alone (`assertNoOpenTransaction`):
 * kept where the guard is on (tests, development and PGlite), left unused where it is off, so that no promise pays
 * for it in production on PostgreSQL.
 */
const bodies = new AsyncLocalStorage<TransactionScope>();

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

/**
 * Throws when called from code that runs inside an open transaction's body (the caller is about to use the pool).
 * Sees only the bodies run with `guardPool`.
 */
export function assertNoOpenTransaction(): void {
  if (bodies.getStore()?.open) throw new PoolUsedInsideTransactionError();
}

export class StatementAfterCommitError extends Error {
  constructor(ended: boolean) {
    super(
      ended
        ? 'A statement was sent through a transaction that has ended: its connection may serve another one by now'
        : 'A statement was sent after its transaction began to commit: send it before settleWithCommit returns',
    );
    this.name = 'StatementAfterCommitError';
  }
}

/**
 * Throws when a statement is about to be sent through the transaction `db` after its COMMIT was (or is about to be)
 * written (see `settleWithCommit`), or once it has ended: on PostgreSQL its connection is back in the pool by then,
 * and the statement would run in whichever transaction holds it now. The pool (no transaction) passes.
 */
export function assertNotCommitting(db: object): void {
  const scope = scopes.get(transactionKey(db));
  if (scope && (!scope.open || scope.committing)) throw new StatementAfterCommitError(!scope.open);
}

/** The open transaction `tx` belongs to, or a clear error for code given something else. */
function openScopeOf(tx: object, what: string): TransactionScope {
  const scope = scopes.get(transactionKey(tx));
  if (!scope?.open) throw new Error(`${what} needs an open transaction`);
  return scope;
}

/**
 * Runs a transaction body with its scope, which the functions below find from the transaction object they are
 * given. Callbacks registered with `afterCommit` run once the outermost transaction has committed, never after a
 * rollback.
 *
 * `pipelined`: the connection writes the COMMIT without waiting for the answers to the work given to
 * `settleWithCommit` (node-postgres in pipeline mode), so that work is read after it; otherwise (PGlite) before.
 * `guardPool`: the body's asynchronous context carries the scope too, so that the pool can tell it apart from
 * concurrent requests (`assertNoOpenTransaction`), at the price of a hook on every promise of the process.
 */
export async function runTransactionBody<Tx extends object, T>(
  openTransaction: (body: (tx: Tx) => Promise<T>) => Promise<T>,
  body: (tx: Tx) => Promise<T>,
  { pipelined = false, guardPool = false }: { pipelined?: boolean; guardPool?: boolean } = {},
): Promise<T> {
  const scope: TransactionScope = {
    open: true,
    afterCommit: [],
    beforeCommit: new Map(),
    atEnd: [],
    turns: new Set(),
    settling: [],
    committing: false,
  };
  let result: T;
  try {
    result = await openTransaction((tx) => {
      scopes.set(transactionKey(tx), scope);
      const scoped = async () => {
        const value = await body(tx);
        await runBeforeCommit(scope);
        // From here no statement may be sent, whichever the driver, so that what runs on one runs on the other.
        scope.committing = true;
        // Pipelined, the COMMIT is written next: the next holder of a turn may send its statements now. They reach the
        // row about when the COMMIT does and wait there for it, if need be, rather than a round trip behind it.
        if (pipelined) releaseTurns(scope);
        else await throwFirstFailure(scope);
        return value;
      };
      return guardPool ? bodies.run(scope, scoped) : scoped();
    });
    // Answered before the COMMIT was (a connection answers in order): nothing waits here but a failure's report.
    await throwFirstFailure(scope);
  } catch (error) {
    // A statement that failed unawaited made the COMMIT roll back: its error says why, the COMMIT's does not.
    await throwFirstFailure(scope);
    throw error;
  } finally {
    scope.open = false;
    releaseTurns(scope);
    for (const callback of scope.atEnd) callback();
  }
  for (const callback of scope.afterCommit) callback();
  return result;
}

async function throwFirstFailure(scope: TransactionScope): Promise<void> {
  const failure = (await Promise.all(scope.settling)).find((outcome) => outcome !== undefined);
  if (failure) throw failure;
}

/**
 * Lets the transaction `tx` go on, and commit, without waiting for `work` to be answered: on PostgreSQL the
 * statements `work` wrote travel with the COMMIT (one round trip), and their answers are read with its answer. For
 * the last work of a transaction whose result only matters once it has committed (announcing a balance, from
 * `beforeCommit`). `work` must have written its statements by the time this is called: a statement issued later is
 * refused (`assertNotCommitting`) rather than sent after the COMMIT. A failure of `work` fails the transaction with
 * `work`'s error, and PostgreSQL rolls it back.
 */
export function settleWithCommit<T>(tx: object, work: Promise<T>): Promise<T> {
  const scope = openScopeOf(tx, 'settleWithCommit()');
  if (scope.committing) throw new StatementAfterCommitError(false);
  scope.settling.push(
    work.then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    ),
  );
  return work;
}

/** The body's last work, in the order it was asked for; work it asks for in turn runs too. */
async function runBeforeCommit(scope: TransactionScope): Promise<void> {
  for (const [key, callback] of scope.beforeCommit) {
    scope.beforeCommit.delete(key);
    await callback();
  }
}

/**
 * Queues work to run in the transaction `tx` when its body is done, just before it commits: for what should
 * happen once however many times the body asks for it (announcing a wallet's balance once, with its final value,
 * after several movements). The first callback given for a key is the one that runs. A failure rolls the transaction
 * back like any other.
 */
export function beforeCommit(tx: object, key: string, callback: () => Promise<void>): void {
  const scope = openScopeOf(tx, 'beforeCommit()');
  if (!scope.beforeCommit.has(key)) scope.beforeCommit.set(key, callback);
}

/** Queues work (waking a dispatcher, say) for after the transaction `tx` commits. */
export function afterCommit(tx: object, callback: () => void): void {
  const scope = openScopeOf(tx, 'afterCommit()');
  scope.afterCommit.push(callback);
}

/**
 * Queues work for when the transaction `tx` ends, committed or rolled back: for what a refusal must still leave
 * behind (telling the player's screens that a limit stopped a bet) after the refused work rolled back.
 */
export function atTransactionEnd(tx: object, callback: () => void): void {
  const scope = openScopeOf(tx, 'atTransactionEnd()');
  scope.atEnd.push(callback);
}

/** Per key, the transactions of this process waiting for their turn, first come first served. */
const waitingForTurn = new Map<string, (() => void)[]>();

/**
 * Waits until no other transaction of this process holds `key`, then holds it until `tx` ends, committed
 * or rolled back; on a pipelining connection, until its COMMIT is about to be written, so that the next holder's
 * statements reach the row about when the COMMIT does (and wait for it there) rather than a round trip later. It
 * keeps a crowd of transactions that are about to lock the same row (one wallet's balance) queued here, where
 * handing the turn on costs nothing, instead of in PostgreSQL, where every commit of the row wakes all of its
 * waiters to fight for it again and throughput falls as they grow.
 *
 * Only an optimisation: the row lock itself keeps the data right, and several processes still meet there. So a wait
 * gives up after `maxWaitMs` and goes ahead without the turn, which also ends any wait-for cycle between two
 * transactions taking turns of several keys in different orders.
 */
export async function waitTurn(tx: object, key: string, maxWaitMs = 2_000): Promise<void> {
  const scope = openScopeOf(tx, 'waitTurn()');
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
}

/** Hands each turn the transaction holds to the next transaction waiting for it. */
function releaseTurns(scope: TransactionScope): void {
  for (const key of scope.turns) {
    const next = waitingForTurn.get(key)?.shift();
    if (next) next();
    else waitingForTurn.delete(key);
  }
  scope.turns.clear();
}
