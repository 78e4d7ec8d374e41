import * as z from 'zod/mini';

/** Minor units as the server counts them: a whole number JSON carries exactly (no float, no unsafe integer). */
const minorUnits = z.int();

/**
 * The Account (wallet) entity of platform-core §3: the server answers with it and the web reads it, so it is one
 * zod/mini schema the first screen can carry (docs/decisions.md). Money fields are required and have no default:
 * a missing `subunits_to_unit` read as 100 would misstate a BTC balance a million times.
 */
export const walletAccountSchema = z.object({
  currency: z.string(),
  /** The wallet the player plays from; exactly one is active. */
  active: z.boolean(),
  amount_cents: minorUnits,
  available_to_cashout_cents: minorUnits,
  /** Minor units per unit: 100 for EUR, 1e8 for BTC, 1e9 for ETH. Never zero: amounts are divided by it. */
  subunits_to_unit: minorUnits.check(z.positive()),
});
export type WalletAccount = z.output<typeof walletAccountSchema>;

/** `GET /api/player/accounts`: one malformed account fails the whole list, which the web shows as "balance unknown". */
export const walletAccountsSchema = z.array(walletAccountSchema);
