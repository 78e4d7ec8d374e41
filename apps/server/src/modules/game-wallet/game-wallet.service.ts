import type { Database, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { GamesService } from '../games';
import type { Outbox } from '../outbox';
import type { Posting } from '../ledger';
import { houseBook, playerBook } from '../ledger';
import { findUserById, publicPlayerName } from '../users';
import type { WalletsService } from '../wallets';
import type { GameAction, GameIntegration, GameRound } from './game-wallet.repository';
import {
  addToRound,
  findActions,
  findIntegration,
  findRollbacksOf,
  insertAction,
  listIntegrations,
  lockActionIds,
  markRolledBack,
  openRound,
  upsertIntegration,
} from './game-wallet.repository';
import type { PlayRequest, ProcessedAction, RollbackRequest, WalletAnswer } from './protocol';
import { ProtocolError } from './protocol';

export type GameWalletService = ReturnType<typeof createGameWalletService>;

type Deps = {
  db: Database;
  clock: Clock;
  wallets: WalletsService;
  games: GamesService;
  audit: AuditLog;
  outbox: Outbox;
  /** Responsible-gambling checks of new stakes (the user-limits module); none means none apply. */
  stakeGuard?: StakeGuard;
};

/**
 * Called in a bet request's transaction before any money moves, with the request's new stakes: answers why real
 * play must stop (a limit, a cooling-off, a self-exclusion), or null. Holding the player's limits lock until commit,
 * it makes the check and the debit one step for parallel bets.
 */
export type StakeGuard = (
  tx: Transaction,
  stake: { userId: number; currency: string; stakeCents: number },
) => Promise<string | null>;

/** Who is playing what: the request's player, wallet currency and game, checked before anything moves. */
type Seat = { integration: GameIntegration; userId: number; currency: string; game: string; publicName: string };

/**
 * The seamless wallet behind game providers (docs/game-protocol.md): bets and wins of a provider's round, and their
 * rollbacks, each idempotent by the provider's `action_id`, all the actions of one request in one transaction.
 * Money moves only through the wallets' ledger postings, so a balance can never go negative and every movement is
 * in the books.
 */
export function createGameWalletService({ db, clock, wallets, games, audit, outbox, stakeGuard }: Deps) {
  async function balanceOf(seat: Pick<Seat, 'userId' | 'currency'>, tx: Database | Transaction = db) {
    return (await wallets.account(tx, seat.userId, seat.currency))?.amount_cents;
  }

  /** The player and the wallet of the request exist, and the integration serves the game's provider. */
  async function seatOf(integration: GameIntegration, request: PlayRequest | RollbackRequest): Promise<Seat> {
    const provider = request.game.split('/')[0] ?? '';
    if (!integration.providers.includes(provider)) {
      throw new ProtocolError('GAME_NOT_AVAILABLE', `This integration does not serve ${provider} games`);
    }
    const userId = Number(request.user_id);
    const user = await findUserById(db, userId);
    if (!user) throw new ProtocolError('UNKNOWN_PLAYER', 'No such player');
    const seat = {
      integration,
      userId,
      currency: request.currency,
      game: request.game,
      publicName: publicPlayerName(user),
    };
    if ((await balanceOf(seat)) === undefined) {
      throw new ProtocolError('CURRENCY_MISMATCH', `The player holds no ${request.currency} wallet`);
    }
    return seat;
  }

  /**
   * New stakes need a game that is in the catalogue now and plays in the wallet's currency. Wins and rollbacks
   * don't: a round that began before a game was withdrawn (or the player signed out) still settles.
   */
  function assertGameOpenForBets(seat: Seat): void {
    const [provider = '', slug = ''] = seat.game.split('/');
    const game = games.findGame(provider, slug);
    if (!game) throw new ProtocolError('GAME_NOT_AVAILABLE', 'This game is not available');
    if (!(seat.currency in game.currencies)) {
      throw new ProtocolError('CURRENCY_MISMATCH', `This game does not play in ${seat.currency}`);
    }
  }

  async function roundOf(tx: Transaction, seat: Seat, providerRoundId: string): Promise<GameRound> {
    const { integration, ...rest } = seat;
    const round = await openRound(tx, { integration: integration.name, providerRoundId, ...rest, now: clock() });
    if (round.userId !== seat.userId || round.currency !== seat.currency || round.game !== seat.game) {
      throw new ProtocolError('MALFORMED', 'This game_id belongs to another player, currency or game');
    }
    return round;
  }

  /** Moves the money of one action; zero amounts (a losing round's "win 0") are recorded without a posting. */
  async function post(tx: Transaction, seat: Seat, posting: Omit<Posting, 'legs'>, playerAmount: number) {
    if (playerAmount === 0) return null;
    const { currency, userId } = seat;
    try {
      const posted = await wallets.post(tx, {
        ...posting,
        legs: [
          { account: playerBook(userId, currency, 'cash'), amount: playerAmount },
          { account: houseBook(currency, 'game_revenue'), amount: -playerAmount },
        ],
      });
      return posted.transactionId;
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
        throw new ProtocolError('NOT_ENOUGH_FUNDS', 'Not enough money for this bet');
      }
      throw error;
    }
  }

  /** Tells every lobby about a real-money win, once the round's transaction commits. */
  async function announceWin(tx: Transaction, seat: Seat, amount: number, at: Date): Promise<void> {
    const [provider = '', slug = ''] = seat.game.split('/');
    await outbox.emit(tx, {
      type: 'game_win',
      userId: seat.userId,
      payload: {
        win: {
          user_name: seat.publicName,
          game_identifier: seat.game,
          game_title: games.findGame(provider, slug)?.title ?? seat.game,
          amount_cents: amount,
          currency: seat.currency,
          created_at: at.toISOString(),
        },
      },
    });
  }

  const processed = (action: GameAction): ProcessedAction => ({
    action_id: action.actionId,
    tx_id: String(action.id),
    processed_at: action.processedAt.toISOString(),
  });

  /** Runs a request's transaction; a refusal carries the balance as it stands after the rollback. */
  async function settle(seat: Seat, body: (tx: Transaction) => Promise<ProcessedAction[]>, gameId: string) {
    try {
      const answer = await db.transaction(async (tx): Promise<WalletAnswer> => {
        const transactions = await body(tx);
        return { balance: (await balanceOf(seat, tx)) ?? 0, game_id: gameId, transactions };
      });
      return answer;
    } catch (error) {
      if (error instanceof ProtocolError) throw error.withBalance(await balanceOf(seat));
      throw error;
    }
  }

  async function playActions(tx: Transaction, seat: Seat, request: PlayRequest & { game_id: string }) {
    const actions = request.actions ?? [];
    const name = seat.integration.name;
    const ids = actions.map((action) => action.action_id);
    await lockActionIds(tx, name, ids);
    const known = new Map((await findActions(tx, name, ids)).map((action) => [action.actionId, action]));
    const rolledBack = new Set((await findRollbacksOf(tx, name, ids)).map((rollback) => rollback.originalActionId));
    const round = await roundOf(tx, seat, request.game_id);
    const fresh = actions.filter((action) => !known.has(action.action_id));
    if (round.finishedAt && fresh.some((action) => action.action === 'bet')) {
      throw new ProtocolError('MALFORMED', 'This round is finished: it takes no new bets');
    }
    if (fresh.some((action) => action.action === 'bet' && action.amount > 0)) assertGameOpenForBets(seat);
    const stakeCents = fresh
      .filter((action) => action.action === 'bet' && !rolledBack.has(action.action_id))
      .reduce((sum, action) => sum + action.amount, 0);
    if (stakeCents > 0 && stakeGuard) {
      const refusal = await stakeGuard(tx, { userId: seat.userId, currency: seat.currency, stakeCents });
      if (refusal) throw new ProtocolError('LIMIT_REACHED', refusal);
    }

    const now = clock();
    const results: ProcessedAction[] = [];
    const totals = { betCents: 0, winCents: 0 };
    for (const action of actions) {
      const earlier = known.get(action.action_id);
      if (earlier) {
        if (earlier.kind !== action.action || earlier.amountCents !== action.amount || earlier.roundId !== round.id) {
          throw new ProtocolError('MALFORMED', `action_id ${action.action_id} was sent before with other content`);
        }
        results.push(processed(earlier));
        continue;
      }
      // Its rollback came first: recorded, and nothing moves.
      const cancelled = rolledBack.has(action.action_id);
      const transactionId = cancelled
        ? null
        : await post(
            tx,
            seat,
            { idempotencyKey: `game:${name}:${action.action_id}`, kind: action.action, roundId: String(round.id) },
            action.action === 'bet' ? -action.amount : action.amount,
          );
      if (!cancelled) totals[action.action === 'bet' ? 'betCents' : 'winCents'] += action.amount;
      if (!cancelled && action.action === 'win' && action.amount > 0) await announceWin(tx, seat, action.amount, now);
      const recorded = await insertAction(tx, {
        integration: name,
        actionId: action.action_id,
        kind: action.action,
        roundId: round.id,
        userId: seat.userId,
        amountCents: action.amount,
        ledgerTransactionId: transactionId,
        rolledBackAt: cancelled ? now : null,
        processedAt: now,
      });
      results.push(processed(recorded));
    }
    await addToRound(tx, round.id, { ...totals, finishedAt: request.finished ? now : null, now });
    return results;
  }

  async function rollbackActions(tx: Transaction, seat: Seat, request: RollbackRequest) {
    const name = seat.integration.name;
    const originalIds = request.actions.map((action) => action.original_action_id);
    await lockActionIds(tx, name, [...request.actions.map((action) => action.action_id), ...originalIds]);
    const known = new Map(
      (
        await findActions(
          tx,
          name,
          request.actions.map((action) => action.action_id),
        )
      ).map((a) => [a.actionId, a]),
    );
    const originals = new Map((await findActions(tx, name, originalIds)).map((action) => [action.actionId, action]));
    const earlierRollbacks = new Map(
      (await findRollbacksOf(tx, name, originalIds)).map((rollback) => [rollback.originalActionId, rollback]),
    );
    const round = await roundOf(tx, seat, request.game_id);

    const now = clock();
    const results: ProcessedAction[] = [];
    const totals = { betCents: 0, winCents: 0 };
    for (const action of request.actions) {
      const earlier = known.get(action.action_id);
      if (earlier) {
        if (earlier.kind !== 'rollback' || earlier.originalActionId !== action.original_action_id) {
          throw new ProtocolError('MALFORMED', `action_id ${action.action_id} was sent before with other content`);
        }
        results.push(processed(earlier));
        continue;
      }
      // A second rollback of one action changes nothing: it answers with the first.
      const first = earlierRollbacks.get(action.original_action_id);
      if (first) {
        results.push({ ...processed(first), action_id: action.action_id });
        continue;
      }
      const original = originals.get(action.original_action_id);
      if (original && original.userId !== seat.userId) {
        throw new ProtocolError('MALFORMED', `${action.original_action_id} is another player's action`);
      }
      if (original?.kind === 'rollback') {
        throw new ProtocolError('MALFORMED', 'A rollback cannot be rolled back');
      }
      const undo = original && original.rolledBackAt === null ? original : undefined;
      let transactionId: number | null = null;
      if (undo) {
        transactionId = await post(
          tx,
          seat,
          {
            idempotencyKey: `game:${name}:${action.action_id}`,
            kind: undo.kind === 'bet' ? 'bet_refund' : 'win_reversal',
            roundId: String(undo.roundId),
            details: { original_action_id: undo.actionId },
          },
          undo.kind === 'bet' ? undo.amountCents : -undo.amountCents,
        );
        await markRolledBack(tx, undo.id, now);
        // The round's totals are what stands: an undone bet or win leaves them (on the round it was made in).
        if (undo.roundId === round.id) totals[undo.kind === 'bet' ? 'betCents' : 'winCents'] -= undo.amountCents;
        else await addToRound(tx, undo.roundId, { ...undoneTotals(undo), finishedAt: null, now });
      }
      const recorded = await insertAction(tx, {
        integration: name,
        actionId: action.action_id,
        kind: 'rollback',
        roundId: round.id,
        userId: seat.userId,
        amountCents: undo?.amountCents ?? 0,
        originalActionId: action.original_action_id,
        ledgerTransactionId: transactionId,
        processedAt: now,
      });
      results.push(processed(recorded));
    }
    await addToRound(tx, round.id, { ...totals, finishedAt: request.finished ? now : null, now });
    return results;
  }

  return {
    /** The integration named in a provider's URL, for its secret; undefined when there is none. */
    integration: (name: string) => findIntegration(db, name),

    /** `POST /api/provider/{integration}/play`: a balance request without actions, else bets and wins. */
    async play(integration: GameIntegration, request: PlayRequest): Promise<WalletAnswer> {
      const seat = await seatOf(integration, request);
      const gameId = request.game_id;
      if (!request.actions?.length || gameId === undefined) {
        return { balance: (await balanceOf(seat)) ?? 0, ...(gameId === undefined ? {} : { game_id: gameId }) };
      }
      return settle(seat, (tx) => playActions(tx, seat, { ...request, game_id: gameId }), gameId);
    },

    /** `POST /api/provider/{integration}/rollback`: undoes earlier actions, or marks ones that have not arrived. */
    async rollback(integration: GameIntegration, request: RollbackRequest): Promise<WalletAnswer> {
      const seat = await seatOf(integration, request);
      return settle(seat, (tx) => rollbackActions(tx, seat, request), request.game_id);
    },

    /** The operator registers a provider, or changes its secret or served providers. */
    async saveIntegration(
      integration: { name: string; secret: string; providers: string[] },
      origin: RequestOrigin,
    ): Promise<{ name: string; providers: string[]; created: boolean }> {
      const known = new Set(games.providers().map((provider) => provider.slug));
      const unknown = integration.providers.filter((provider) => !known.has(provider));
      if (unknown.length > 0) {
        throw new AppError('VALIDATION_FAILED', 'The request has invalid fields', {
          providers: [`Not in the catalogue: ${unknown.join(', ')}`],
        });
      }
      return db.transaction(async (tx) => {
        const created = await upsertIntegration(tx, { ...integration, now: clock() });
        await audit.record(
          'game_integration_saved',
          { origin, details: { integration: integration.name, providers: integration.providers, created } },
          tx,
        );
        return { name: integration.name, providers: integration.providers, created };
      });
    },

    listIntegrations: () => listIntegrations(db),
  };
}

const undoneTotals = (undo: GameAction) =>
  undo.kind === 'bet' ? { betCents: -undo.amountCents, winCents: 0 } : { betCents: 0, winCents: -undo.amountCents };
