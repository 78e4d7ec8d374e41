/** Reference data: currencies, countries, statuses and the project. Other modules use this entry only. */
export { referenceRoutes } from './reference.routes';
export { createReferenceService } from './reference.service';
export type { ReferenceService } from './reference.service';
