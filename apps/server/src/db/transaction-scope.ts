import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the code running inside one open transaction may know about it. `open` turns false when the transaction
 * ends, so background work a transaction started (and that outlives it) may use the pool again.
 */
type TransactionScope = { open: boolean; afterCommit: (() => void)[] };

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
  const scope: TransactionScope = { open: true, afterCommit: [] };
  let result: T;
  try {
    result = await openTransaction((tx) => scopes.run(scope, () => body(tx)));
  } finally {
    scope.open = false;
  }
  for (const callback of scope.afterCommit) callback();
  return result;
}

/** Queues work (waking a dispatcher, say) for after the current transaction commits. */
export function afterCommit(callback: () => void): void {
  const scope = scopes.getStore();
  if (!scope?.open) throw new Error('afterCommit() needs an open transaction');
  scope.afterCommit.push(callback);
}
