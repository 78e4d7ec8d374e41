/** What a ledger transaction stands for; reports and player statistics group by it. */
export const LEDGER_KINDS = [
  // A wallet's balance carried over from before the ledger (the migration that introduced it).
  'opening_balance',
  'deposit',
  // A withdrawal request moves cash to the hold; payout takes it from there, a refusal or recall returns it.
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_returned',
  'bet',
  'win',
  'bet_refund',
  // A provider's rollback of a win it had paid (a bet's rollback is a `bet_refund`).
  'win_reversal',
  'adjustment',
  // Bonus money: given (from bonus funding), converted to cash at wager_done, or forfeited back to bonus funding
  // when a bonus is lost, cancelled or expires.
  'bonus_issued',
  'bonus_converted',
  'bonus_forfeited',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
