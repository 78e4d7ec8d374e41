import * as z from 'zod/mini';
import { playerPaymentSchema } from './payments';
import type { PrivateChannelName } from './realtime';
import { GAME_LIMITS_REASONS, USER_LIMIT_PERIODS, USER_LIMIT_TYPES } from './user-limits';
import { walletAccountSchema } from './wallet-accounts';

/*
 * The messages of the per-user channels (platform-core §7), apart from realtime.ts: they take the payment and
 * wallet schemas, which a lobby's first screen does not load, while the channels' names and the public messages
 * are read there.
 */

/**
 * Every private message carries the player's event sequence (1, 2, 3, ... in commit order, shared by all of the
 * player's channels): a client keeps, per channel, the highest it has applied and drops anything not newer, so a
 * late or repeated `balance` never overwrites a newer one.
 */
const sequenced = { sequence: z.int().check(z.positive()) };

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
  reason: z.optional(z.enum(GAME_LIMITS_REASONS)),
  limit_id: z.optional(z.int()),
  limit_type: z.optional(z.enum(USER_LIMIT_TYPES)),
  period: z.optional(z.enum(USER_LIMIT_PERIODS)),
  currency: z.optional(z.nullable(z.string())),
  resets_at: z.optional(z.nullable(z.string())),
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
  jackpot_win_award: z.looseObject({ ...sequenced, amount_cents: z.int(), currency: z.string() }),
  personal_notifications: z.looseObject({ ...sequenced, title: z.string() }),
  tournament_notifications: changeSignalSchema,
  allsecure_notification: changeSignalSchema,
} satisfies Record<PrivateChannelName, z.ZodMiniType>;

export type PrivateMessage<Name extends PrivateChannelName> = z.infer<(typeof PRIVATE_MESSAGE_SCHEMAS)[Name]>;
