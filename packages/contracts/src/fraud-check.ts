import { z } from 'zod';

/**
 * `POST /api/users/transaction`: what the anti-fraud check may know about a card (platform-core §5): the BIN, the
 * last four digits, the expiry and the holder. Never the full number, so the platform stays out of PCI scope for
 * this call; an unknown field is refused rather than stored.
 */
export const fraudCheckRequestSchema = z
  .object({
    bin: z
      .string()
      .regex(/^\d{6}$/)
      .optional(),
    last4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    expiry_month: z
      .string()
      .regex(/^(0[1-9]|1[0-2])$/)
      .optional(),
    expiry_year: z
      .string()
      .regex(/^\d{2}(\d{2})?$/)
      .optional(),
    holder_name: z.string().max(100).optional(),
    amount_cents: z.number().int().nonnegative().optional(),
    currency: z.string().max(10).optional(),
    payment_method: z.string().max(100).optional(),
    action: z.enum(['deposit', 'cashout']).optional(),
    dfpc: z.string().max(200).optional(),
  })
  .strict();
export type FraudCheckRequest = z.infer<typeof fraudCheckRequestSchema>;

export type CardDetails = { number?: string | null; expiry?: string | null; holder?: string | null };

/** Drops empty values, as the spec asks: `{ a: '', b: null }` → `{}`. */
export function withoutEmptyValues<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

/**
 * The fraud-check card fields from what a card form holds: 6-digit BIN, last 4 digits, the MM/YY expiry split on
 * the slash, the holder name; empty values dropped.
 */
export function fraudCheckCardFields(card: CardDetails): FraudCheckRequest {
  const digits = (card.number ?? '').replace(/\D/g, '');
  const [month = '', year = ''] = (card.expiry ?? '').split('/').map((part) => part.trim());
  return withoutEmptyValues({
    bin: digits.length >= 12 ? digits.slice(0, 6) : '',
    last4: digits.length >= 12 ? digits.slice(-4) : '',
    expiry_month: month && month.padStart(2, '0'),
    expiry_year: year,
    holder_name: card.holder?.trim() ?? '',
  });
}
