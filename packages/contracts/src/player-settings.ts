import * as z from 'zod/mini';

export const realtimeConnectionSchema = z.object({
  /** WebSocket URL of the Centrifugo-protocol endpoint. */
  url: z.string(),
  /** User id the token was issued for; empty for a guest connection. */
  user: z.string(),
  /** Connection JWT (HS256) the client sends in its connect command. */
  token: z.string(),
});
export type RealtimeConnection = z.infer<typeof realtimeConnectionSchema>;

export const playerSettingsSchema = z.object({
  cent: realtimeConnectionSchema,
  /** Where the self-hosted captcha (ALTCHA) takes its challenges from: `/api/captcha/challenge`. */
  captcha_key: z.nullable(z.string()),
  currency: z.string(),
  locale: z.string(),
});
export type PlayerSettings = z.infer<typeof playerSettingsSchema>;
