/**
 * Anonymous diagnostics the web sends (UTM sets, performance, validation metrics): rate-limited and bounded. Other
 * modules use this entry only.
 */
export { diagnosticsRoutes } from './diagnostics.routes';
export { createDiagnosticsService } from './diagnostics.service';
