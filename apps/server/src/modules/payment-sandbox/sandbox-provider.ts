import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, WebhookHeaders } from '../payments';
import type { PaymentSandbox } from './sandbox.service';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature';

const cryptoDepositSchema = z.object({
  id: z.string(),
  type: z.literal('crypto.deposit'),
  data: z.object({
    txid: z.string(),
    customer_reference: z.string(),
    coin: z.string(),
    address: z.string(),
    amount_minor: z.number().int().nonnegative(),
    confirmations: z.number().int().nonnegative(),
  }),
});

const paymentUpdateSchema = z.object({
  id: z.string(),
  type: z.literal('payment.updated'),
  data: z.object({
    kind: z.enum(['deposit', 'payout']),
    reference: z.string(),
    merchant_reference: z.string(),
    status: z.enum(['pending', 'processing', 'succeeded', 'declined', 'canceled']),
    reason: z.string().nullable(),
    amount_cents: z.number().int().nonnegative(),
    currency: z.string(),
  }),
});

const webhookSchema = z.discriminatedUnion('type', [paymentUpdateSchema, cryptoDepositSchema]);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const header = (headers: WebhookHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The provider adapter of the built-in sandbox: the payments service talks to it exactly as it would to a real
 * provider's API client. Calls go to the sandbox in this process; its webhooks arrive over HTTP, signed.
 */
export function createSandboxProvider({
  sandbox,
  secret,
  clock,
}: {
  sandbox: PaymentSandbox;
  secret: string;
  clock: Clock;
}): PaymentProvider {
  return {
    name: 'sandbox',
    createDeposit: sandbox.provider.createDeposit,
    createPayout: sandbox.provider.createPayout,
    fetchStatus: sandbox.provider.fetchStatus,
    cryptoAddress: sandbox.provider.cryptoAddress,
    parseWebhook(rawBody, headers) {
      const verdict = verifyWebhookSignature(
        secret,
        rawBody,
        header(headers, SIGNATURE_HEADER),
        Math.floor(clock().getTime() / 1_000),
      );
      if (verdict !== 'valid') {
        throw new AppError('WEBHOOK_SIGNATURE_INVALID', `Webhook refused: signature ${verdict.replace('_', ' ')}`);
      }
      const parsed = webhookSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new AppError('BAD_REQUEST', 'Webhook body is not a payment update');
      if (parsed.data.type === 'crypto.deposit') {
        const { data } = parsed.data;
        return {
          kind: 'crypto_deposit',
          reference: data.txid,
          customerReference: data.customer_reference,
          coin: data.coin,
          address: data.address,
          amountMinor: data.amount_minor,
          confirmations: data.confirmations,
        };
      }
      const { data } = parsed.data;
      return {
        kind: data.kind,
        reference: data.reference,
        merchantReference: data.merchant_reference,
        status: data.status,
        ...(data.reason ? { reason: data.reason } : {}),
        amountCents: data.amount_cents,
        currency: data.currency,
      };
    },
  };
}
