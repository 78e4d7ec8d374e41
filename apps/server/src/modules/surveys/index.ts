/** Player surveys and their answers. Other modules use this entry only. */
export { surveysAdminRoutes, surveysRoutes } from './surveys.routes';
export { createSurveysService } from './surveys.service';
