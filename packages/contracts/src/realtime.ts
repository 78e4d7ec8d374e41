import { z } from 'zod';

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

export function privateChannel(name: PrivateChannelName, userId: string): string {
  return `${name}#${userId}`;
}

export const winMessageSchema = z.object({
  user_name: z.string(),
  game_identifier: z.string(),
  game_title: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type WinMessage = z.infer<typeof winMessageSchema>;

export const jackpotChangeMessageSchema = z.object({
  currency: z.string(),
  provider: z.string(),
  amount_cents: z.number().int(),
});
export type JackpotChangeMessage = z.infer<typeof jackpotChangeMessageSchema>;
