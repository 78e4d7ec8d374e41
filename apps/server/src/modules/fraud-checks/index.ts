/** The fraud-check call of the deposit form, recorded for review. Other modules use this entry only. */
export { fraudChecksRoutes } from './fraud-checks.routes';
export { createFraudChecksService } from './fraud-checks.service';
