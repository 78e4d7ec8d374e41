import * as z from 'zod/mini';
import type { LiveChannel, LiveMessage } from './live';
import type { PrivateMessage } from './private-messages';

export const PUBLIC_CHANNELS = ['public:wins', 'public:jackpots_changes'] as const;
export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];

/** Per-user channels are `<name>#<userId>`: only that user may subscribe (platform-core §7). */
export const PRIVATE_CHANNEL_NAMES = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'groups_updates',
  'jackpot_win_award',
  'payments_events',
  'payments_changes',
  'methods_updated',
  'balance',
  'personal_notifications',
  'tournament_notifications',
  'allsecure_notification',
] as const;
export type PrivateChannelName = (typeof PRIVATE_CHANNEL_NAMES)[number];

export type PrivateChannel<Name extends PrivateChannelName = PrivateChannelName> = `${Name}#${string}`;

export function privateChannel<Name extends PrivateChannelName>(name: Name, userId: string): PrivateChannel<Name> {
  return `${name}#${userId}`;
}

/** Wins and jackpot totals are public: their order comes from the time they happened. */
export const winMessageSchema = z.object({
  user_name: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  amount_cents: z.int(),
  currency: z.string(),
  created_at: z.string(),
});
export type WinMessage = z.infer<typeof winMessageSchema>;

export const jackpotChangeMessageSchema = z.object({
  currency: z.string(),
  provider: z.string(),
  amount_cents: z.int(),
  /** ISO time of the total: a total older than the one shown is dropped. */
  updated_at: z.string(),
});
export type JackpotChangeMessage = z.infer<typeof jackpotChangeMessageSchema>;

export const PUBLIC_MESSAGE_SCHEMAS = {
  'public:wins': winMessageSchema,
  'public:jackpots_changes': jackpotChangeMessageSchema,
} satisfies Record<PublicChannel, z.ZodMiniType>;

/** Any channel's address: a public channel, a live table's (docs/live.md), or a private one of some user. */
export type RealtimeChannel = PublicChannel | LiveChannel | PrivateChannel;

/** The message type a channel carries, from its address: `balance#42` carries a balance message. */
export type RealtimeMessage<Channel extends RealtimeChannel> = Channel extends PublicChannel
  ? z.infer<(typeof PUBLIC_MESSAGE_SCHEMAS)[Channel]>
  : Channel extends LiveChannel
    ? LiveMessage
    : Channel extends `${infer Name}#${string}`
      ? Name extends PrivateChannelName
        ? PrivateMessage<Name>
        : never
      : never;
