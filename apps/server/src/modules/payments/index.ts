/**
 * Payments: the cashier's methods, deposits, cash-outs, their history and the provider's reports, over a provider
 * adapter (docs/payments.md). Other modules use this entry only.
 */
export type {
  DepositAnswer,
  DepositOrder,
  PaymentProvider,
  PayoutOrder,
  ProviderKind,
  ProviderStatus,
  ProviderUpdate,
  TokenizedCard,
  WebhookHeaders,
} from './payment-provider';
export { passesLuhn } from './card-checks';
export { createPaymentsService } from './payments.service';
export type { PaymentsService } from './payments.service';
export { paymentsRoutes } from './payments.routes';
export { paymentsAdminRoutes } from './payments.admin-routes';
export { paymentLogosRoutes } from './payment-logos';
export { webhooksRoutes } from './webhooks.routes';
export { grossDepositsSince } from './deposit-usage';
export type { DepositGuard } from './deposit-usage';
export type { WithdrawalBonusGuard } from './cashouts';
