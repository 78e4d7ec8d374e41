/**
 * Live tables (docs/live.md): shared rounds on a schedule, one leader per table across processes, slips settled
 * through the studio's wallet integration, every step broadcast on the table's public channel.
 */
export { createLive } from './create-live';
export type { Live } from './create-live';
export { liveRoutes } from './live.routes';
export { LIVE_LEASE_MS } from './live-scheduler';
export type { LiveScheduler } from './live-scheduler';
