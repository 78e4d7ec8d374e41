import type { RealPlayProfileField } from '@casino/contracts';
import { licenceRules } from '@casino/contracts';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById, type UserRow } from '../users';

const VALUE_OF: Record<RealPlayProfileField, (user: UserRow) => string | null> = {
  first_name: (user) => user.firstName,
  last_name: (user) => user.lastName,
  date_of_birth: (user) => user.dateOfBirth,
};

/** The fields the player's licence needs before real play that the profile leaves empty, in the licence's order. */
export function missingRealPlayFields(user: UserRow): RealPlayProfileField[] {
  return licenceRules(user.licenseName).realPlayProfileFields.filter((field) => !VALUE_OF[field](user)?.trim());
}

/**
 * Real play under a licence that wants to know who plays (name and date of birth under the UK-style profile) is
 * refused until the profile has them: GAME_PROFILE_INCOMPLETE with each missing field as a field error, so the game
 * page asks for exactly those and launches again.
 */
export async function assertProfileCompleteForRealPlay(db: Queryable, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) return;
  const missing = missingRealPlayFields(user);
  if (missing.length === 0) return;
  throw new AppError(
    'GAME_PROFILE_INCOMPLETE',
    'Complete your profile to play for real money',
    Object.fromEntries(missing.map((field) => [field, ['validation.required']])),
  );
}
