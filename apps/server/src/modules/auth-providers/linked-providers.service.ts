import type { AuthProviderName, LinkedAuthProvider, UserProfile } from '@casino/contracts';
import { ACCOUNT_MESSAGE_KEYS, AUTH_PROVIDER_NAMES, VALIDATION_MESSAGE_KEYS } from '@casino/contracts';
import type { Database } from '../../db/client';
import { AppError, invalidFields, signInRequired } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findCountryByCode, findUserById, updateUser } from '../users';
import type { GeoPolicy } from '../users';
import { authFieldsMissed, loadUserProfile } from '../player';
import type { Visitor } from '../users';
import type { AuditLog } from '../audit';
import { deleteIdentity, listIdentitiesOfUser } from './auth-providers.repository';

export type LinkedProvidersService = ReturnType<typeof createLinkedProvidersService>;

/** A signed-in player's provider links, and completing an account a provider sign-in created. */
export function createLinkedProvidersService({
  db,
  clock,
  audit,
  geo,
  enabled,
}: {
  db: Database;
  clock: Clock;
  audit: AuditLog;
  geo: GeoPolicy;
  enabled: readonly AuthProviderName[];
}) {
  return {
    async list(userId: number): Promise<LinkedAuthProvider[]> {
      const linked = await listIdentitiesOfUser(db, userId);
      return AUTH_PROVIDER_NAMES.filter(
        (name) => enabled.includes(name) || linked.some((i) => i.provider === name),
      ).map((name) => {
        const identity = linked.find((i) => i.provider === name);
        return { id: identity?.id ?? null, name, connected: Boolean(identity), email: identity?.email ?? null };
      });
    },

    /** Unlinks a provider, unless it is the player's only way in (no password and no other link). */
    async unlink(userId: number, identityId: number, visitor: Visitor): Promise<void> {
      const [user, linked] = await Promise.all([findUserById(db, userId), listIdentitiesOfUser(db, userId)]);
      const identity = linked.find((i) => i.id === identityId);
      if (!user || !identity) throw new AppError('NOT_FOUND', 'No such linked account');
      if (!user.passwordHash && linked.length === 1) {
        throw new AppError('CONFLICT', 'Set a password first (password reminder), or you could not sign in again');
      }
      await db.transaction(async (tx) => {
        await deleteIdentity(tx, userId, identityId);
        await audit.record(
          'identity_unlinked',
          { userId, origin: visitor, details: { provider: identity.provider } },
          tx,
        );
      });
    },

    /** Completes a social sign-up: the terms and the country it did not supply (auth_fields_missed). */
    async updateDetails(
      userId: number,
      input: { terms_acceptance?: boolean; country?: string; nickname?: string | null; receive_promos?: boolean },
      visitor: Visitor,
    ): Promise<UserProfile> {
      const user = await findUserById(db, userId);
      if (!user) throw signInRequired();
      const missing = authFieldsMissed(user);
      const errors: Record<string, string[]> = {};
      if (missing.includes('terms_acceptance') && input.terms_acceptance !== true) {
        errors['user.terms_acceptance'] = [VALIDATION_MESSAGE_KEYS.mustBeChecked];
      }
      if (missing.includes('country') && !input.country) errors['user.country'] = [VALIDATION_MESSAGE_KEYS.required];
      if (input.country && !user.country && !(await findCountryByCode(db, input.country))) {
        errors['user.country'] = [ACCOUNT_MESSAGE_KEYS.countryInvalid];
      }
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      // The declared country follows the same licence rules as at registration.
      if (input.country && !user.country) await geo.assertRegistrationAllowed(visitor.country, input.country);

      const now = clock();
      await db.transaction(async (tx) => {
        await updateUser(
          tx,
          userId,
          {
            ...(input.terms_acceptance && !user.termsAcceptedAt && { termsAcceptedAt: now }),
            ...(input.country && !user.country && { country: input.country }),
            ...(input.nickname !== undefined && { nickname: input.nickname?.trim() || null }),
            ...(input.receive_promos !== undefined && { receivePromos: input.receive_promos }),
          },
          now,
        );
        await audit.record(
          'auth_details_updated',
          { userId, origin: visitor, details: { fields: Object.keys(input) } },
          tx,
        );
      });
      return loadUserProfile(db, userId);
    },
  };
}
