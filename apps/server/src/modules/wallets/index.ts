/**
 * Player wallets: one per currency, their money in the ledger's player books. `post` is how every feature moves a
 * player's money. Other modules use this entry only.
 */
export { createWalletsService, openFirstWallet } from './wallets.service';
export type { WalletsService } from './wallets.service';
export { walletsRoutes } from './wallets.routes';
export { walletsAdminRoutes } from './wallets.admin-routes';
