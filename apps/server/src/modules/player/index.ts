/**
 * The player as a whole: created with their first wallet, their profile and its settings. Other modules use this entry
 * only.
 */
export { createAccount } from './create-account';
export { playerRoutes } from './player.routes';
export { createProfileService } from './profile.service';
export { authFieldsMissed, loadUserProfile } from './user-profile';
