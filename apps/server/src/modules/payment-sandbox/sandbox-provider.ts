import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { PaymentProvider, WebhookHeaders } from '../payments';
import type { PaymentSandbox } from './sandbox.service';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature';

const webhookSchema = z.object({
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
