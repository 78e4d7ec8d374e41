/**
 * The books of the ledger. A player's wallet in one currency is three accounts: `cash` (real money, withdrawable),
 * `bonus` (bonus money under wagering, added by the bonus engine) and `withdrawal_hold` (a requested withdrawal,
 * out of the balance but not yet paid). House books are the other side of every movement.
 */
export const PLAYER_BOOKS = ['cash', 'bonus', 'withdrawal_hold'] as const;
export type PlayerBook = (typeof PLAYER_BOOKS)[number];

export const HOUSE_BOOKS = [
  // Money a payment provider owes us (deposits) or we owe it (payouts) until it settles.
  'payment_clearing',
  // Stakes in, wins out: its balance is the casino's gross gaming revenue.
  'game_revenue',
  // What the operator credits or debits by hand, each with a reason in the audit log.
  'adjustments',
  // Bonus money given and bonus money converted to cash or forfeited.
  'bonus_funding',
] as const;
export type HouseBook = (typeof HOUSE_BOOKS)[number];

/** Which account a leg of a movement touches. */
export type AccountRef =
  | { owner: 'player'; userId: number; currency: string; book: PlayerBook }
  | { owner: 'house'; currency: string; book: HouseBook };

export const playerBook = (userId: number, currency: string, book: PlayerBook): AccountRef => ({
  owner: 'player',
  userId,
  currency,
  book,
});

export const houseBook = (currency: string, book: HouseBook): AccountRef => ({ owner: 'house', currency, book });
