/** Player wallets: one per currency, balances in minor units. Other modules use this entry only. */
export { createWalletsService, openFirstWallet } from './wallets.service';
export type { WalletsService } from './wallets.service';
