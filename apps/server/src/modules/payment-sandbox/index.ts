/**
 * The built-in payments sandbox: a provider that behaves like a real one (test cards, 3-D Secure, an e-wallet, bank
 * transfers, signed webhooks with retries), reached by the payments module only through its provider adapter.
 * Other modules use this entry only.
 */
export { createPaymentSandbox } from './sandbox.service';
export type { PaymentSandbox } from './sandbox.service';
export { createSandboxProvider } from './sandbox-provider';
export { createSandboxChain } from './sandbox-chain';
export type { SandboxChain } from './sandbox-chain';
export { createWebhookQueue, WEBHOOK_BACKOFF_SECONDS } from './sandbox-webhooks';
export type { WebhookQueue, WebhookTransport } from './sandbox-webhooks';
export { sandboxAdminRoutes, sandboxChainRoutes, sandboxPagesRoutes } from './sandbox.routes';
export { TEST_CARDS, FAILING_PAYOUT_DESTINATIONS, SANDBOX_BANK } from './sandbox-scenarios';
export { signWebhook, SIGNATURE_HEADER, REPLAY_WINDOW_SECONDS } from './webhook-signature';
