/**
 * Every table, for Drizzle's typed queries and drizzle-kit. Each module owns its tables in `<module>.schema.ts`;
 * this file only gathers them.
 */
export * from '../modules/accounts/accounts.schema';
export * from '../modules/users/users.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/auth-providers/auth-providers.schema';
export * from '../modules/captcha/captcha.schema';
export * from '../modules/diagnostics/diagnostics.schema';
export * from '../modules/fe-config/fe-config.schema';
export * from '../modules/fraud-checks/fraud-checks.schema';
export * from '../modules/favorites/favorites.schema';
export * from '../modules/games/games.schema';
export * from '../modules/idempotency/idempotency.schema';
export * from '../modules/ledger/ledger.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/outbox/outbox.schema';
export * from '../modules/player/player.schema';
export * from '../modules/reference/reference.schema';
export * from '../modules/sessions/sessions.schema';
export * from '../modules/surveys/surveys.schema';
export * from '../modules/two-factor/two-factor.schema';
export * from '../modules/wallets/wallets.schema';
export * from '../modules/payments/payments.schema';
export * from '../modules/payment-sandbox/payment-sandbox.schema';
export * from '../modules/game-wallet/game-wallet.schema';
export * from '../modules/studio/studio.schema';
export * from '../modules/user-limits/user-limits.schema';
export * from '../modules/slot-maths/slot-maths.schema';
export * from '../modules/live/live.schema';
export * from '../modules/bonuses/bonuses.schema';
