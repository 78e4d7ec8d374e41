import type { Transaction } from '../../db/client';
import type { AuditLog } from '../audit';
import { deleteIdentitiesOfUser } from './auth-providers.repository';
import { deleteTotp } from '../two-factor';
import type { UserRow } from '../users';
import type { Visitor } from '../users';

/** How the owner proved the address: read the reset mail, or a provider vouched for it. */
export type ProofOfAddress = 'password_reset' | 'provider_claim';

/**
 * The owner has just proved an address the account never confirmed, so whoever set the account up may have been a
 * stranger who registered the owner's address in advance. Everything they could have added without that proof
 * goes: a second factor would keep the owner out, and a provider identity they linked would still sign them in
 * (it is looked up before the address). Pass the caller's transaction: the removals, their audit entries and the
 * proof commit together.
 */
export async function revokeUnprovedAccess(
  tx: Transaction,
  audit: AuditLog,
  user: UserRow,
  visitor: Visitor,
  reason: ProofOfAddress,
): Promise<void> {
  if (await deleteTotp(tx, user.id)) {
    await audit.record('two_factor_disabled', { userId: user.id, origin: visitor, details: { reason } }, tx);
  }
  for (const identity of await deleteIdentitiesOfUser(tx, user.id)) {
    await audit.record(
      'identity_unlinked',
      { userId: user.id, origin: visitor, details: { provider: identity.provider, reason } },
      tx,
    );
  }
}
