import { z } from 'zod';
import type { LiveChannel, LiveMessage } from './live';
import { playerPaymentSchema } from './payments';
import { GAME_LIMITS_REASONS, USER_LIMIT_PERIODS, USER_LIMIT_TYPES } from './user-limits';
import { walletAccountSchema } from './wallet-accounts';

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

/**
 * Every private message carries the player's event sequence (1, 2, 3, ... in commit order, shared by all of the
 * player's channels): a client keeps, per channel, the highest it has applied and drops anything not newer, so a
 * late or repeated `balance` never overwrites a newer one.
 */
const sequenced = { sequence: z.number().int().positive() };

/** Wins and jackpot totals are public: their order comes from the time they happened. */
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
  /** ISO time of the total: a total older than the one shown is dropped. */
  updated_at: z.string(),
});
export type JackpotChangeMessage = z.infer<typeof jackpotChangeMessageSchema>;

/** A gift, bonus or free-spins change: the notification centre shows it when `stage` is `issued` (engagement §7). */
const giftChangeSchema = z.looseObject({ ...sequenced, title: z.string(), stage: z.string() });

/** A signal that something of the player's changed and is to be read again (limits, payment methods). */
const changeSignalSchema = z.looseObject({ ...sequenced });

/**
 * `game_limits#<user>`: a limit of the player became reached (or an exclusion began), so the game page stops real
 * play and the shell re-reads `/api/user_limits`. The details are optional so a bare signal still reads; the server
 * always sends them. `resets_at` is when play may resume (the window's end; null for an exclusion without end).
 */
export const gameLimitsMessageSchema = z.looseObject({
  ...sequenced,
  reason: z.enum(GAME_LIMITS_REASONS).optional(),
  limit_id: z.number().int().optional(),
  limit_type: z.enum(USER_LIMIT_TYPES).optional(),
  period: z.enum(USER_LIMIT_PERIODS).optional(),
  currency: z.string().nullable().optional(),
  resets_at: z.string().nullable().optional(),
});
export type GameLimitsMessage = z.infer<typeof gameLimitsMessageSchema>;

/** The message schema of every channel: the server publishes through it, the web validates with it. */
export const PRIVATE_MESSAGE_SCHEMAS = {
  /** The account as `GET /api/player/accounts` lists it now (reference §1.3: it replaces the same currency's). */
  balance: z.object({ ...walletAccountSchema.shape, ...sequenced }),
  groups_updates: z.object({ ...sequenced, groups: z.array(z.string()) }),
  game_limits: gameLimitsMessageSchema,
  /** A deposit or cash-out as its history line reads now (player-api-shapes §2.5). */
  payments_changes: z.object({ ...playerPaymentSchema.shape, ...sequenced }),
  /** The same line as `{data}`, for clients that only reload their lists on it. */
  payments_events: z.looseObject({ ...sequenced, data: playerPaymentSchema }),
  methods_updated: changeSignalSchema,
  bonuses_changes: giftChangeSchema,
  freespins_changes: giftChangeSchema,
  lootboxes_changes: changeSignalSchema,
  comps_award: z.looseObject({ ...sequenced, amount: z.number() }),
  tournaments_statuses: changeSignalSchema,
  jackpot_win_award: z.looseObject({ ...sequenced, amount_cents: z.number().int(), currency: z.string() }),
  personal_notifications: z.looseObject({ ...sequenced, title: z.string() }),
  tournament_notifications: changeSignalSchema,
  allsecure_notification: changeSignalSchema,
} satisfies Record<PrivateChannelName, z.ZodType>;

export type PrivateMessage<Name extends PrivateChannelName> = z.infer<(typeof PRIVATE_MESSAGE_SCHEMAS)[Name]>;

export const PUBLIC_MESSAGE_SCHEMAS = {
  'public:wins': winMessageSchema,
  'public:jackpots_changes': jackpotChangeMessageSchema,
} satisfies Record<PublicChannel, z.ZodType>;

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
