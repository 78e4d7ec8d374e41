/**
 * The in-house game studio (docs/studio.md): game sessions, provably fair seeds and rounds of its game families,
 * settled through the seamless-wallet protocol like any provider's. Other modules use this entry only.
 */
export { resolveStudioGame, studioGameFacts } from './studio-catalogue';
export type { AnyStudioFamily } from './families/registry';
export { createFamilyMaths } from './family-maths';
export { createStudio } from './create-studio';
export type { Studio } from './create-studio';
export { STUDIO_INTEGRATION } from './studio-wallet';
export type { StudioWallet } from './studio-wallet';
export type { StudioSessionContext } from './studio-rounds';
export { IllegalPlay } from './families/family';
export { blackjackMove, blackjackRound } from './families/tables/blackjack-family';
export { illegalPlayError } from './replay';
export type { RoundFairnessRecords, StudioRoundRecord } from './round-fairness';
export { studioRoutes } from './studio.routes';
