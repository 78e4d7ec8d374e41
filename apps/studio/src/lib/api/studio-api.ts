import {
  apiErrorSchema,
  liveBetAnswerSchema,
  liveTableSchema,
  seedRotationSchema,
  STUDIO_SESSION_HEADER,
  studioRoundSchema,
  studioSeedsSchema,
  studioSessionSchema,
  type ErrorCode,
  type FieldErrors,
  type LiveBetAnswer,
  type LiveDecision,
  type LiveMoveName,
  type LiveTable,
  type SeedRotation,
  type StudioRound,
  type StudioSeeds,
  type StudioSession,
} from '@casino/contracts';
import { z } from 'zod';
import { newIdempotencyKey } from './idempotency-key';

/**
 * What went wrong, in the terms a game screen acts on: a dead session needs a relaunch from the game page, a lost
 * connection a retry, missing funds a deposit (or a demo top-up), anything else a message.
 */
export type StudioErrorKind =
  | 'session-invalid'
  | 'insufficient-funds'
  | 'round-in-progress'
  | 'betting-closed'
  | 'cash-out-closed'
  | 'decision-closed'
  | 'bonus-max-bet'
  | 'freespins-unavailable'
  | 'limit'
  | 'validation'
  | 'network'
  | 'unexpected';

export class StudioApiError extends Error {
  constructor(
    readonly kind: StudioErrorKind,
    readonly status: number,
    readonly code: string | undefined,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(`${kind}${code ? ` (${code})` : ''}`);
    this.name = 'StudioApiError';
  }
}

const KIND_OF_CODE: Partial<Record<ErrorCode, StudioErrorKind>> = {
  GAME_SESSION_INVALID: 'session-invalid',
  INSUFFICIENT_FUNDS: 'insufficient-funds',
  ROUND_IN_PROGRESS: 'round-in-progress',
  // A live table's betting window shut before the bet reached it: nothing was staked.
  LIVE_BETTING_CLOSED: 'betting-closed',
  // A crash cash-out that came too late (the round crashed first) or before take-off: nothing changed.
  LIVE_CASH_OUT_CLOSED: 'cash-out-closed',
  // A live play or fold after the decision window ended, or after the seat had already decided: nothing changed.
  LIVE_DECISION_CLOSED: 'decision-closed',
  // Responsible-gambling refusals: the player's own limit or exclusion, never a fault to retry.
  // A stake above the maximum bet of the bonus being wagered: a smaller stake is the fix.
  BONUS_MAX_BET: 'bonus-max-bet',
  // Free spins that ended or ran out since the frame last looked: nothing was staked.
  FREESPINS_UNAVAILABLE: 'freespins-unavailable',
  LIMIT_REACHED: 'limit',
  COOLING_OFF_ACTIVE: 'limit',
  SELF_EXCLUSION_ACTIVE: 'limit',
  VALIDATION_FAILED: 'validation',
  // The same attempt still running on the server: asking again shortly is the fix.
  REQUEST_IN_PROGRESS: 'network',
};

/** Reads an error answer into the kind a screen branches on (never on the wording of the message). */
export function studioErrorFrom(status: number, body: unknown): StudioApiError {
  const parsed = apiErrorSchema.safeParse(body);
  const code = parsed.success ? parsed.data.error.code : undefined;
  const fieldErrors = parsed.success ? (parsed.data.errors ?? {}) : {};
  const kind = code ? KIND_OF_CODE[code] : undefined;
  if (kind) return new StudioApiError(kind, status, code, fieldErrors);
  // A gateway's 5xx page or a rate limit is worth retrying; the round's money is safe behind the idempotency key.
  if (status >= 500 || status === 429) return new StudioApiError('network', status, code);
  return new StudioApiError('unexpected', status, code, fieldErrors);
}

/** `GET /api/studio/rounds`: the session's recent rounds, as a list or wrapped in `{ rounds }`. */
const recentRoundsSchema = z
  .union([z.array(studioRoundSchema), z.object({ rounds: z.array(studioRoundSchema) })])
  .transform((answer) => (Array.isArray(answer) ? answer : answer.rounds));

/** `POST /api/studio/demo/reset`: at least the new balance (a whole session answer carries it too). */
const demoResetSchema = z.looseObject({ balance: z.number().int().min(0) });

type Request = { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; idempotencyKey?: string };

export type StudioApi = ReturnType<typeof createStudioApi>;

/**
 * The game frame's only door to the server. The session token travels in a header, never a cookie, so the frame
 * cannot ride the lobby's sign-in; every answer is checked against the contract before a screen sees it.
 */
export function createStudioApi(sessionToken: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  async function call<T>(path: string, schema: z.ZodType<T>, { method = 'GET', body, idempotencyKey }: Request = {}) {
    const headers: Record<string, string> = { accept: 'application/json', [STUDIO_SESSION_HEADER]: sessionToken };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'omit',
      });
    } catch {
      throw new StudioApiError('network', 0, undefined);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw studioErrorFrom(response.status, payload);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new StudioApiError('unexpected', response.status, undefined);
    return parsed.data;
  }

  return {
    session: (): Promise<StudioSession> => call('/api/studio/session', studioSessionSchema),
    recentRounds: (): Promise<StudioRound[]> => call('/api/studio/rounds', recentRoundsSchema),
    /** A fresh key per attempt: a retry after a lost answer is a new attempt the player chose to make. */
    /** `freespinsId`: a slot spin played with the casino's free spins (the stake is their bet). */
    openRound: (stake: number, choice: Record<string, unknown>, freespinsId?: string): Promise<StudioRound> =>
      call('/api/studio/rounds', studioRoundSchema, {
        method: 'POST',
        body: freespinsId === undefined ? { stake, choice } : { stake, choice, freespins_id: freespinsId },
        idempotencyKey: newIdempotencyKey(),
      }),
    act: (roundId: string, action: string, details: Record<string, unknown> = {}): Promise<StudioRound> =>
      call(`/api/studio/rounds/${encodeURIComponent(roundId)}/actions`, studioRoundSchema, {
        method: 'POST',
        body: { action, details },
        idempotencyKey: newIdempotencyKey(),
      }),
    setClientSeed: (clientSeed: string): Promise<StudioSeeds> =>
      call('/api/studio/seeds/client', studioSeedsSchema, { method: 'PUT', body: { client_seed: clientSeed } }),
    rotateSeeds: (): Promise<SeedRotation> =>
      call('/api/studio/seeds/rotate', seedRotationSchema, { method: 'POST', body: {} }),
    resetDemo: async (): Promise<number> =>
      (await call('/api/studio/demo/reset', demoResetSchema, { method: 'POST', body: {} })).balance,
    /** A live table as this frame's player sees it: the round, recent results, their bet and balance. */
    liveTable: (): Promise<LiveTable> => call('/api/studio/live', liveTableSchema),
    /** One bet slip on the live round; a fresh key per attempt, as for a round. */
    placeLiveBet: (stake: number, choice: Record<string, unknown>): Promise<LiveBetAnswer> =>
      call('/api/studio/live/bets', liveBetAnswerSchema, {
        method: 'POST',
        body: { stake, choice },
        idempotencyKey: newIdempotencyKey(),
      }),
    /** Crash tables: the bet leaves the flight now and is paid; asking twice answers the same cash-out. */
    cashOutLive: (): Promise<LiveBetAnswer> =>
      call('/api/studio/live/cash_out', liveBetAnswerSchema, { method: 'POST', body: {} }),
    /**
     * Decision tables: the seat plays or folds on the round's shared deal; a play stakes the play bet at once. A fresh
     * key per attempt, as for a bet.
     */
    decideLive: (decision: LiveDecision): Promise<LiveBetAnswer> =>
      call('/api/studio/live/decision', liveBetAnswerSchema, {
        method: 'POST',
        body: { decision },
        idempotencyKey: newIdempotencyKey(),
      }),
    moveLive: (action: LiveMoveName): Promise<LiveBetAnswer> =>
      call('/api/studio/live/moves', liveBetAnswerSchema, {
        method: 'POST',
        body: { action },
        idempotencyKey: newIdempotencyKey(),
      }),
  };
}
