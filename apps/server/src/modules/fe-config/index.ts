/**
 * Front-end configuration the operator sets: page toggles, feature flags, providers and betting config. Other modules
 * use this entry only.
 */
export { feConfigAdminRoutes, feConfigRoutes } from './fe-config.routes';
export { createFeConfigService } from './fe-config.service';
export type { FeConfigService } from './fe-config.service';
