/**
 * The double-entry ledger: the one way money moves (`post`), player books with balances that never go negative,
 * house books that only receive entries, and the check that proves the books. Other modules use this entry only.
 */
export type { AccountRef, HouseBook, PlayerBook } from './books';
export { HOUSE_BOOKS, houseBook, PLAYER_BOOKS, playerBook } from './books';
export type { LedgerProblem, LedgerReport } from './ledger-check';
export { checkLedger } from './ledger-check';
export type { LedgerKind } from './ledger-kinds';
export { LEDGER_KINDS } from './ledger-kinds';
export type { Ledger, Leg, PlayerBalance, Posted, Posting } from './ledger.service';
export { createLedger, insufficientFunds, openPlayerBooks } from './ledger.service';
export { ledgerAdminRoutes } from './ledger.routes';
