/**
 * The player's user row and what every sign-in path shares: who is asking (visitor), the country rules and the guess
 * throttle. Other modules use this entry only.
 */
export { ACCOUNT_GUESSES, AUTH_THROTTLE, assertGuessesLeft, createAuthThrottle, settleGuess } from './auth-throttle';
export type { AuthThrottle } from './auth-throttle';
export { createGeoPolicy } from './geo-policy';
export type { GeoPolicy } from './geo-policy';
export {
  addGroupIds,
  findCountryByCode,
  findEnabledCurrency,
  findStatus,
  findUserByEmail,
  insertUser,
  findUserById,
  listGroupIds,
  removeGroupIds,
  lockUser,
  recordSignIn,
  updateUser,
} from './users.repository';
export type { NewUser, UserChanges, UserRow } from './users.repository';
export { publicPlayerName } from './public-name';
export { visitorOf } from './visitor';
export type { Visitor } from './visitor';
