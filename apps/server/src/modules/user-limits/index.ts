/**
 * Responsible gambling: deposit, loss, wager and session limits, cooling-off and self-exclusion, reality checks
 * (docs/responsible-gambling.md). Other modules use this entry only.
 */
export { assertNotExcluded, assertSignInAllowed, createExclusions } from './exclusions';
export type { ExclusionsService } from './exclusions';
export { createLimitGuards } from './limit-guards';
export { createRealityChecks } from './reality-check';
export type { RealityChecks } from './reality-check';
export { createUserLimitsService } from './user-limits.service';
export type { UserLimitsService } from './user-limits.service';
export { userLimitsRoutes } from './user-limits.routes';
export { userLimitsAdminRoutes } from './user-limits.admin-routes';
