import { CURRENCY_CODE_PATTERN } from '@casino/contracts';
import { z } from 'zod';

/**
 * The seamless-wallet protocol's messages (docs/game-protocol.md). A provider holds no money: every stake and win
 * is a request here, signed with the integration's secret, and answered with the player's balance.
 */

// Provider ids: visible ASCII, short enough to index, long enough for a UUID with a prefix.
const providerId = z.string().regex(/^[\x21-\x7e]{1,128}$/, 'expected 1–128 visible ASCII characters');
const minorUnits = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
// Our player id, as a number or its decimal string (aggregators send either).
const playerId = z.union([z.string().regex(/^\d{1,15}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]);
const currency = z.string().regex(CURRENCY_CODE_PATTERN);
// The catalogue identifier of the game.
const game = z.string().regex(/^[a-z0-9-]{1,64}\/[a-z0-9-]{1,128}$/, 'expected <provider>/<game>');

const allDistinct = (values: readonly string[]) => new Set(values).size === values.length;

export const playRequestSchema = z
  .object({
    user_id: playerId,
    currency,
    game,
    game_id: providerId.optional(),
    finished: z.boolean().optional(),
    /** Free spins this round is played with (`GET /api/player/freespins` ids): the casino stakes it. */
    freespins_id: z
      .string()
      .regex(/^\d{1,15}$/)
      .optional(),
    actions: z
      .array(z.object({ action: z.enum(['bet', 'win']), action_id: providerId, amount: minorUnits }).strict())
      .max(100)
      .optional(),
  })
  .strict()
  .refine((request) => !request.actions?.length || request.game_id !== undefined, {
    message: 'game_id is required with actions',
    path: ['game_id'],
  })
  .refine((request) => allDistinct((request.actions ?? []).map((action) => action.action_id)), {
    message: 'action_id must be unique within a request',
    path: ['actions'],
  });

export const rollbackRequestSchema = z
  .object({
    user_id: playerId,
    currency,
    game,
    game_id: providerId,
    finished: z.boolean().optional(),
    actions: z
      .array(
        z.object({ action: z.literal('rollback'), action_id: providerId, original_action_id: providerId }).strict(),
      )
      .min(1)
      .max(100),
  })
  .strict()
  .refine((request) => allDistinct(request.actions.map((action) => action.action_id)), {
    message: 'action_id must be unique within a request',
    path: ['actions'],
  })
  .refine((request) => allDistinct(request.actions.map((action) => action.original_action_id)), {
    message: 'an action can be rolled back once within a request',
    path: ['actions'],
  })
  // A rollback cannot be rolled back: one sent before is refused when its rollback arrives, and one of the same
  // request (itself included) is refused here.
  .refine(
    (request) => {
      const rollbacks = new Set(request.actions.map((action) => action.action_id));
      return !request.actions.some((action) => rollbacks.has(action.original_action_id));
    },
    { message: 'a rollback cannot be rolled back', path: ['actions'] },
  );

export type PlayRequest = z.infer<typeof playRequestSchema>;
export type RollbackRequest = z.infer<typeof rollbackRequestSchema>;

export type ProcessedAction = { action_id: string; tx_id: string; processed_at: string };
export type WalletAnswer = { balance: number; game_id?: string; transactions?: ProcessedAction[] };

/**
 * The protocol's refusals. The HTTP status is part of the protocol: 412 for a business refusal, 400 for a request
 * that cannot be read, 403 for a bad signature.
 */
export const PROTOCOL_ERRORS = {
  NOT_ENOUGH_FUNDS: { code: 100, status: 412 },
  UNKNOWN_PLAYER: { code: 101, status: 412 },
  LIMIT_REACHED: { code: 105, status: 412 },
  // A stake above the maximum bet of the bonus being wagered.
  BONUS_MAX_BET: { code: 107, status: 412 },
  CURRENCY_MISMATCH: { code: 106, status: 412 },
  GAME_NOT_AVAILABLE: { code: 110, status: 412 },
  MALFORMED: { code: 400, status: 400 },
  BAD_SIGNATURE: { code: 403, status: 403 },
} as const;

export type ProtocolErrorName = keyof typeof PROTOCOL_ERRORS;

/** A refusal in the protocol's own shape, `{code, message, balance}`: the balance when the player is known. */
export class ProtocolError extends Error {
  constructor(
    readonly kind: ProtocolErrorName,
    message: string,
    readonly balance?: number,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }

  withBalance(balance: number | undefined): ProtocolError {
    return new ProtocolError(this.kind, this.message, balance);
  }

  get status(): number {
    return PROTOCOL_ERRORS[this.kind].status;
  }

  toBody() {
    return {
      code: PROTOCOL_ERRORS[this.kind].code,
      message: this.message,
      ...(this.balance === undefined ? {} : { balance: this.balance }),
    };
  }
}
