import type { Transaction } from '../../db/client';
import { recordEvent } from '../outbox';
import { openFirstWallet } from '../wallets';
import type { NewUser, UserRow } from '../users';
import { insertUser } from '../users';

/**
 * A new player and the wallet in the currency they chose, together: every way of signing up (form, social
 * provider) goes through here, so no account exists without its first wallet. Undefined when the address is taken
 * (also when a concurrent sign-up won the race for it). Tells the outbox the player registered.
 */
export async function createAccount(
  tx: Transaction,
  user: NewUser & { createdAt: Date },
): Promise<UserRow | undefined> {
  const created = await insertUser(tx, user);
  if (!created) return undefined;
  await openFirstWallet(tx, created.id, created.currency, user.createdAt);
  // Registration offers are the bonus engine's to issue, after this commits.
  await recordEvent(
    tx,
    { type: 'player_registered', userId: created.id, payload: { currency: created.currency } },
    user.createdAt,
  );
  return created;
}
