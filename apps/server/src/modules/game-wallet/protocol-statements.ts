import type { Queryable, Transaction } from '../../db/client';
import { isCheckViolation } from '../../db/errors';
import { instant, instantOrNull, runStatement } from '../../db/raw-rows';
import type { GameAction, GameIntegration, GameRound } from './game-wallet.repository';
import { ProtocolError } from './protocol';

/*
 * What every provider request runs: fixed statements with positional values, run straight on the driver
 * (`runStatement`). Built with the query builder they cost the protocol's requests more Node time than the driver
 * and PostgreSQL together spent on them (docs/benchmarks.md, "Seamless-wallet protocol").
 */

const ROUND_COLUMNS = `id, integration, provider_round_id, user_id, currency, game, bet_cents, win_cents, bonus_id,
  bonus_bet_cents, freespins_id, finished_at, created_at, updated_at`;
const ACTION_COLUMNS = `id, integration, action_id, kind, round_id, user_id, amount_cents, original_action_id,
  ledger_transaction_id, rolled_back_at, processed_at`;

type Row = Record<string, unknown>;
// The driver reads bigint columns as text (node-postgres) or bigint (PGlite).
const whole = (value: unknown) => Number(value);
const wholeOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const roundOfRow = (row: Row): GameRound => ({
  id: whole(row.id),
  integration: String(row.integration),
  providerRoundId: String(row.provider_round_id),
  userId: whole(row.user_id),
  currency: String(row.currency),
  game: String(row.game),
  betCents: whole(row.bet_cents),
  winCents: whole(row.win_cents),
  bonusId: wholeOrNull(row.bonus_id),
  bonusBetCents: whole(row.bonus_bet_cents),
  freespinsId: wholeOrNull(row.freespins_id),
  finishedAt: instantOrNull(row.finished_at),
  createdAt: instant(row.created_at),
  updatedAt: instant(row.updated_at),
});

const actionOfRow = (row: Row): GameAction => ({
  id: whole(row.id),
  integration: String(row.integration),
  actionId: String(row.action_id),
  kind: row.kind as GameAction['kind'],
  roundId: whole(row.round_id),
  userId: whole(row.user_id),
  amountCents: whole(row.amount_cents),
  originalActionId: row.original_action_id === null ? null : String(row.original_action_id),
  ledgerTransactionId: wholeOrNull(row.ledger_transaction_id),
  rolledBackAt: instantOrNull(row.rolled_back_at),
  processedAt: instant(row.processed_at),
});

const integrationStatement = {
  name: 'game_integration',
  text: 'select name, secret, providers, api_url, created_at, updated_at from game_integrations where name = $1',
};

/** Read on every provider request, for its secret. */
export async function findIntegration(db: Queryable, name: string): Promise<GameIntegration | undefined> {
  const [row] = await runStatement(db, integrationStatement, [name]);
  if (!row) return undefined;
  return {
    name: String(row.name),
    secret: String(row.secret),
    providers: row.providers as string[],
    apiUrl: row.api_url === null ? null : String(row.api_url),
    createdAt: instant(row.created_at),
    updatedAt: instant(row.updated_at),
  };
}

const seatStatement = {
  name: 'game_seat',
  text: `select u.nickname, u.email,
      exists (select from wallets w where w.user_id = u.id and w.currency = $2) as holds_wallet
    from users u where u.id = $1`,
};

/** The player of a request, by id: what its public name is made of, and whether it holds a wallet in `currency`. */
export async function findSeat(db: Queryable, userId: number, currency: string) {
  const [row] = await runStatement(db, seatStatement, [userId, currency]);
  if (!row) return undefined;
  const nickname = row.nickname === null ? null : String(row.nickname);
  return { nickname, email: String(row.email), holdsWallet: row.holds_wallet === true };
}

const lockActionsStatement = {
  name: 'game_lock_actions',
  // One JSON parameter rather than a list, so the statement's text is the same for any number of keys.
  text: `select pg_advisory_xact_lock(hashtextextended(key, 7001))
    from json_array_elements_text($1::json) as key order by key`,
};

/**
 * Serialises the requests that touch the same action ids (an action and its rollback, or one action sent twice at
 * once) until the transaction ends: without it, a rollback and its late original could each miss the other. The
 * locks are taken in one statement, in key order, so two requests cannot deadlock on them.
 */
export async function lockActionIds(tx: Transaction, integration: string, actionIds: string[]): Promise<void> {
  const keys = [...new Set(actionIds)].map((id) => `${integration}:${id}`).sort();
  await runStatement(tx, lockActionsStatement, [JSON.stringify(keys)]);
}

const actionsStatement = {
  name: 'game_actions_of',
  // Each id looked up on its own unique index: a lateral subquery with a limit is never turned into a join, whose
  // prepared (generic) plan could read every action of the integration and filter them instead.
  text: `select found.* from unnest($2::text[]) as wanted(id) cross join lateral (
      select ${ACTION_COLUMNS} from game_actions where integration = $1 and action_id = wanted.id limit 1) found
    union all
    select found.* from unnest($2::text[]) as wanted(id) cross join lateral (
      select ${ACTION_COLUMNS} from game_actions
      where integration = $1 and kind = 'rollback' and original_action_id = wanted.id limit 1) found
    order by id`,
};

/** What is on record of some action ids: the actions by their id, and the rollbacks that name them as originals. */
export type KnownActions = {
  readonly byId: ReadonlyMap<string, GameAction>;
  /** The rollback recorded for an original action, whether or not the original ever arrived. */
  readonly rollbackOf: ReadonlyMap<string, GameAction>;
};

export async function findKnownActions(
  tx: Transaction,
  integration: string,
  actionIds: string[],
): Promise<KnownActions> {
  const byId = new Map<string, GameAction>();
  const rollbackOf = new Map<string, GameAction>();
  if (actionIds.length === 0) return { byId, rollbackOf };
  const wanted = new Set(actionIds);
  for (const row of await runStatement(tx, actionsStatement, [integration, [...wanted]])) {
    const action = actionOfRow(row);
    if (wanted.has(action.actionId)) byId.set(action.actionId, action);
    const original = action.originalActionId;
    // The first rollback of an action is the one that stands (a unique index allows only one).
    if (action.kind === 'rollback' && original !== null && wanted.has(original) && !rollbackOf.has(original)) {
      rollbackOf.set(original, action);
    }
  }
  return { byId, rollbackOf };
}

const openRoundStatement = {
  name: 'game_open_round',
  text: `with opened as (
      insert into game_rounds (integration, provider_round_id, user_id, currency, game, created_at, updated_at)
      values ($1, $2, $3, $4, $5, $6, $6)
      on conflict do nothing
      returning ${ROUND_COLUMNS})
    select ${ROUND_COLUMNS}, true as opened_now from opened
    union all
    select ${ROUND_COLUMNS}, false from game_rounds
    where integration = $1 and provider_round_id = $2 and not exists (select from opened)`,
};

const roundStatement = {
  name: 'game_round_of',
  text: `select ${ROUND_COLUMNS} from game_rounds where integration = $1 and provider_round_id = $2`,
};

/** A round as a request found it: `openedNow` when this request opened it (its first). */
export type RequestRound = GameRound & { openedNow: boolean };

/** The provider's round, opened on its first request; its player, currency and game are fixed from then on. */
export async function openRound(
  tx: Transaction,
  round: { integration: string; providerRoundId: string; userId: number; currency: string; game: string; now: Date },
): Promise<RequestRound> {
  const { integration, providerRoundId, userId, currency, game, now } = round;
  const [opened] = await runStatement(tx, openRoundStatement, [
    integration,
    providerRoundId,
    userId,
    currency,
    game,
    now,
  ]);
  if (opened) return { ...roundOfRow(opened), openedNow: opened.opened_now === true };
  // Opened by a request whose transaction committed while this statement waited on it: the statement's snapshot
  // predates that row, a new statement's does not.
  const [row] = await runStatement(tx, roundStatement, [integration, providerRoundId]);
  if (!row) throw new Error(`round ${providerRoundId} of ${integration} vanished`);
  return { ...roundOfRow(row), openedNow: false };
}

const addToRoundStatement = {
  name: 'game_add_to_round',
  // `before` locks the row and reads it as last committed (a lock taken after waiting for another request sees that
  // request's change), so of several requests finishing one round at once exactly one is told it finished it. A
  // `no key update` lock: the actions just recorded hold key-share locks on the round (their foreign key), which a
  // `for update` would wait for, and two requests would deadlock on each other's. It is joined, not read in
  // RETURNING: a subquery there runs after the update, where the row it would lock is the one this statement just
  // changed, and it reads nothing (every request was told it finished the round).
  text: `with before as (select finished_at from game_rounds where id = $1 for no key update)
    update game_rounds set bet_cents = bet_cents + $2, win_cents = win_cents + $3,
      bonus_bet_cents = bonus_bet_cents + $4, updated_at = $5,
      finished_at = case when $6::boolean then coalesce(game_rounds.finished_at, $5) else game_rounds.finished_at end
    from before
    where game_rounds.id = $1
    returning $6::boolean and before.finished_at is null as finished_now`,
};

/**
 * Adds what a request's actions change to its round's totals (negative for undone ones) and, with `finish`, finishes
 * the round unless it is finished already, in one statement. True when this call finished it: for exactly one
 * caller, however many requests finish the round at once.
 */
export async function addToRound(
  tx: Transaction,
  roundId: number,
  change: { betCents: number; winCents: number; bonusBetCents?: number; now: Date; finish?: boolean },
): Promise<boolean> {
  const { betCents, winCents, bonusBetCents = 0, now, finish = false } = change;
  const values = [roundId, betCents, winCents, bonusBetCents, now, finish];
  // Only an addition can pass the ceiling; a subtraction meeting the CHECK (a total below zero) is a bug, and stays one.
  const adds = betCents > 0 || winCents > 0;
  const [row] = await runStatement(tx, addToRoundStatement, values).catch((error: unknown) =>
    adds ? refuseRoundOverflow(error) : Promise.reject(error),
  );
  return row?.finished_now === true;
}

/** A request's refusal when it would take a round's bets or wins past the ceiling an amount has. */
export const ROUND_OVERFLOW = "The round's total would pass the largest amount it can hold";

/**
 * A round's totals stop at 2^53 − 1 minor units (the rounds' CHECKs). A request's actions are checked against the
 * round as it read it; this catches a parallel request of the same round having added to it since.
 */
function refuseRoundOverflow(error: unknown): never {
  if (isCheckViolation(error, 'game_rounds_bet_check') || isCheckViolation(error, 'game_rounds_win_check')) {
    throw new ProtocolError('MALFORMED', ROUND_OVERFLOW);
  }
  throw error;
}

const insertActionsStatement = {
  name: 'game_insert_actions',
  // One statement for every action of a request, whatever their number: their own columns come as arrays.
  text: `insert into game_actions (integration, action_id, kind, round_id, user_id, amount_cents, original_action_id,
      ledger_transaction_id, rolled_back_at, processed_at)
    select $1, action.id, action.kind, $2, $3, action.amount_cents, action.original_id, action.ledger_transaction_id,
      case when action.cancelled then $4::timestamptz end, $4
    from unnest($5::text[], $6::text[], $7::bigint[], $8::text[], $9::bigint[], $10::boolean[])
      as action(id, kind, amount_cents, original_id, ledger_transaction_id, cancelled)
    returning ${ACTION_COLUMNS}`,
};

/** An action of a request as it is recorded: its round, player and time are the request's. */
export type NewAction = {
  actionId: string;
  kind: GameAction['kind'];
  amountCents: number;
  originalActionId?: string | null;
  ledgerTransactionId: number | null;
  /** Recorded as rolled back: its rollback came first, so it moved nothing. */
  cancelled?: boolean;
};

/**
 * Records the actions a request processed, in one statement, and answers them as recorded (in no set order). Their
 * ids are unique within a request: the request schemas refuse repeats.
 */
export async function insertActions(
  tx: Transaction,
  request: { integration: string; roundId: number; userId: number; processedAt: Date },
  actions: readonly NewAction[],
): Promise<GameAction[]> {
  if (actions.length === 0) return [];
  const rows = await runStatement(tx, insertActionsStatement, [
    request.integration,
    request.roundId,
    request.userId,
    request.processedAt,
    actions.map((action) => action.actionId),
    actions.map((action) => action.kind),
    actions.map((action) => action.amountCents),
    actions.map((action) => action.originalActionId ?? null),
    actions.map((action) => action.ledgerTransactionId),
    actions.map((action) => action.cancelled === true),
  ]);
  return rows.map(actionOfRow);
}
