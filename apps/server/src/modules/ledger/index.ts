/**
 * The double-entry ledger: the one way money moves (`post`), player books with balances that never go negative,
 * house books that only receive entries, and the check that proves the books. Other modules use this entry only.
 */
export { houseBook, playerBook } from './books';
export type { LedgerReport } from './ledger-check';
export { checkLedger } from './ledger-check';
export type { Ledger, Posted, Posting } from './ledger.service';
export { createLedger, openPlayerBooks } from './ledger.service';
export { ledgerAdminRoutes } from './ledger.routes';
export type { GameFlows } from './ledger-flows';
export { gameFlowsSince } from './ledger-flows';
export { listEntriesWithAccounts } from './ledger.repository';
