/** The bonus engine: campaigns, player bonuses, wagering (docs/bonuses.md). */
export { createBonusConsumer } from './bonus-consumer';
export { bonusesAdminRoutes, bonusesRoutes } from './bonuses.routes';
export { createBonusesService } from './bonuses.service';
export type { BonusesService } from './bonuses.service';

/** The scheduled job that expires bonuses nobody touched since their time ran out. */
export const BONUS_EXPIRY_JOB = 'bonus-expiry';
/** The scheduled job that starts bonuses whose campaign delays their activation. */
export const BONUS_ACTIVATION_JOB = 'bonus-activation';
export { bonusShareOfWin, splitStake } from './wagering';
