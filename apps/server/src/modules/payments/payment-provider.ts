import type { PaymentNextStep } from '@casino/contracts';
import type { CardInput } from './card-checks';

/**
 * A payment provider, as the payments service sees it. The built-in sandbox implements it; a real provider is added
 * by implementing it too (docs/payments.md, "Adding a provider"). Every call is keyed by the casino's payment id
 * (`merchantReference`): a provider must treat a repeated call with the same id as the same payment, so a retry
 * after a crash or a time-out never charges or pays twice.
 */
export type ProviderStatus = 'pending' | 'processing' | 'succeeded' | 'declined' | 'canceled';

export type ProviderKind = 'deposit' | 'payout';

/** What a provider says about one payment: in a call's answer, a webhook, or a status query. */
export type ProviderUpdate = {
  kind: ProviderKind;
  reference: string;
  merchantReference: string;
  status: ProviderStatus;
  /** Why a payment was declined or canceled, in the provider's words (`card_declined`, `insufficient_funds`). */
  reason?: string;
  amountCents: number;
  currency: string;
};

/** A card the provider keeps for one-click deposits, described without its number. */
export type TokenizedCard = {
  token: string;
  brand: string;
  bin: string;
  last4: string;
  expiryMonth: string;
  expiryYear: string;
  holder: string;
};

export type DepositOrder = {
  merchantReference: string;
  method: string;
  currency: string;
  amountCents: number;
  /** A new card, passed through and never stored by the casino. */
  card?: CardInput;
  /** A card kept earlier (`TokenizedCard.token`). */
  cardToken?: string;
  saveCard?: boolean;
  email?: string;
  /** Where a hosted page sends the player back to. */
  returnUrl: string;
};

export type DepositAnswer = ProviderUpdate & { next: PaymentNextStep; savedCard?: TokenizedCard };

/**
 * Coins that arrived at a player's deposit address, reported by the provider as the transaction gains
 * confirmations. The casino makes the deposit itself from the first report (keyed by the transaction id).
 */
export type CryptoDepositUpdate = {
  kind: 'crypto_deposit';
  /** The chain transaction id. */
  reference: string;
  /** Whose address it is: what the casino passed to `cryptoAddress`. */
  customerReference: string;
  coin: string;
  address: string;
  /** Minor units of the coin. */
  amountMinor: number;
  confirmations: number;
};

export type PayoutOrder = {
  merchantReference: string;
  method: string;
  currency: string;
  amountCents: number;
  destination: { iban?: string; accountHolder?: string; email?: string; cardToken?: string; address?: string };
};

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export type PaymentProvider = {
  readonly name: string;
  createDeposit(order: DepositOrder): Promise<DepositAnswer>;
  createPayout(order: PayoutOrder): Promise<ProviderUpdate>;
  /** The provider's current view of a payment; undefined when it never received it. */
  fetchStatus(kind: ProviderKind, merchantReference: string): Promise<ProviderUpdate | undefined>;
  /** The player's deposit address for a coin: the same one every time for one customer and coin. */
  cryptoAddress(customerReference: string, coin: string): Promise<string>;
  /**
   * Reads a webhook: checks its signature over the raw body (constant time, with a replay window) before parsing
   * anything. Throws WEBHOOK_SIGNATURE_INVALID when it cannot be trusted.
   */
  parseWebhook(rawBody: string, headers: WebhookHeaders): ProviderUpdate | CryptoDepositUpdate;
};
