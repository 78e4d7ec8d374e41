/**
 * The seamless wallet behind game providers: signed bet, win and rollback requests settled through the ledger
 * (docs/game-protocol.md). Other modules use this entry only.
 */
export { createGameWalletService } from './game-wallet.service';
export type { BonusWallet, GameWalletService, StakeGuard } from './game-wallet.service';
export { gameWalletRoutes } from './game-wallet.routes';
export { gameIntegrationsAdminRoutes } from './game-integrations.admin-routes';
export { signRequest } from './request-signature';
export { createProviderCalls } from './provider-calls';
export type { ProviderCalls } from './provider-calls';
export { PROTOCOL_ERRORS, ProtocolError } from './protocol';
export type { PlayRequest, RollbackRequest, WalletAnswer } from './protocol';
export type { GameIntegration } from './game-wallet.repository';
export { createPlayHistory, mergedRoundDetails } from './play-history';
export { playHistoryRoutes } from './play-history.routes';
