import * as z from 'zod/mini';

/**
 * Minor units as the server counts them: a whole number JSON carries exactly (no float, no unsafe integer), never
 * negative (a balance below zero is refused by the ledger and the database alike).
 */
const minorUnits = z.int().check(z.gte(0));

/**
 * The Account (wallet) entity of platform-core §3, one per currency the player holds: the server answers with it and
 * the web reads it, so it is one zod/mini schema the first screen can carry (docs/decisions.md). Money fields are
 * required and have no default: a missing `subunits_to_unit` read as 100 would misstate a BTC balance a million
 * times. `amount_cents` is cash plus bonus money, `available_to_cashout_cents` the cash part; a requested withdrawal
 * is in neither. Which wallet the player plays from is the profile's `currency`; `active` only says it is listed.
 */
export const walletAccountSchema = z.object({
  currency: z.string(),
  active: z.boolean(),
  amount_cents: minorUnits,
  available_to_cashout_cents: minorUnits,
  /** Money usable for bets, including bonus money locked by wagering (the reference's spelling, singular "cent"). */
  available_to_bet_with_locked_cent: minorUnits,
  hidden_at: z.nullable(z.string()),
  deposit_available: z.boolean(),
  selected_lottery_id: z.nullable(z.int()),
  /** Minor units per unit: 100 for EUR, 1e8 for BTC, 1e9 for ETH. Never zero: amounts are divided by it. */
  subunits_to_unit: minorUnits.check(z.positive()),
  /** How amounts are shown: whole units, or milli (mETH, mLTC) and micro (µBTC) units (platform-core §9). */
  display_unit: z.enum(['unit', 'milli', 'micro']),
});
export type WalletAccount = z.output<typeof walletAccountSchema>;

/** `GET /api/player/accounts`: one malformed account fails the whole list, which the web shows as "balance unknown". */
export const walletAccountsSchema = z.array(walletAccountSchema);
