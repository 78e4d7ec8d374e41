import type { Database, Transaction } from '../../db/client';
import { answersInOrder, readLater } from '../../db/answers-in-order';
import { isCheckViolation } from '../../db/errors';
import { settleWithCommit } from '../../db/transaction-scope';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditLog, RequestOrigin } from '../audit';
import type { GamesService } from '../games';
import type { Outbox } from '../outbox';
import type { Posting } from '../ledger';
import { houseBook, listEntriesWithAccounts, playerBook } from '../ledger';
import { bonusShareOfWin, splitStake } from '../bonuses';
import { publicPlayerName } from '../users';
import type { WalletsService } from '../wallets';
import type { GameAction, GameIntegration, GameRound } from './game-wallet.repository';
import {
  countOpenFreespinRounds,
  findRound,
  listIntegrations,
  markRolledBack,
  setRoundBonus,
  setRoundFreespins,
  upsertIntegration,
} from './game-wallet.repository';
import {
  addToRound,
  findIntegration,
  findKnownActions,
  findSeat,
  insertActions,
  lockActionIds,
  openRound,
  ROUND_OVERFLOW,
} from './protocol-statements';
import type { NewAction, RequestRound } from './protocol-statements';
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
  /** The bonus engine's view of a wallet (the bonuses module); none means stakes and wins are real money only. */
  bonusWallet?: BonusWallet;
};

/**
 * Which bonus wagers on a wallet, and where the bonus share of a round's payout goes: to the bonus balance while
 * that bonus wagers, to cash once its wagering is done, nowhere once it was lost, cancelled or expired.
 */
export type BonusWallet = {
  /** The bonus in `handle_bets` on the wallet, its row locked until commit (so stakes of it queue); null if none. */
  wageringBonus(
    tx: Transaction,
    userId: number,
    currency: string,
  ): Promise<{ id: number; maxBetCents: number | null } | null>;
  payoutBookOf(tx: Transaction, bonusId: number): Promise<'bonus' | 'cash' | 'forfeit'>;
  /**
   * A free-spin round's spins, checked and locked: their bet per spin, spins left and whether they are still active,
   * or why the round is refused. A round `continuing` (started with them before) is never refused.
   */
  freespinsFor(
    tx: Transaction,
    round: { userId: number; currency: string; game: string; id: number },
    continuing: boolean,
  ): Promise<
    | { id: number; betCents: number; left: number; active: boolean }
    | { refusal: 'MALFORMED' | 'GAME_NOT_AVAILABLE' | 'LIMIT_REACHED'; message: string }
  >;
  freespinsWon(tx: Transaction, id: number, cents: number): Promise<void>;
  /** A reversed free-spin win leaves the spins' winnings, while they are still being played. */
  freespinsUnwon(tx: Transaction, id: number, cents: number): Promise<void>;
  freespinsSpun(tx: Transaction, userId: number, id: number): Promise<void>;
};

/** A movement's player side: signed amounts of the cash and bonus books. */
type PlayerParts = { cash: number; bonus: number };

/**
 * Called in a bet request's transaction before any money moves, with the request's new stakes: answers why real
 * play must stop (a limit, a cooling-off, a self-exclusion), or null. Holding the player's limits lock until commit,
 * it makes the check and the debit one step for parallel bets.
 */
export type StakeGuard = (
  tx: Transaction,
  stake: { userId: number; currency: string; stakeCents: number },
) => Promise<string | null>;

/** What became of an action of a request: answered before, or new and to be recorded with the request. */
type Outcome = ProcessedAction | NewAction;

const missing = (action: NewAction): never => {
  throw new Error(`action ${action.actionId} was not recorded`);
};

/**
 * The ledger's refusals in the protocol's words: a stake the wallet cannot cover, or a movement the ledger will not
 * write (a balance past the largest amount it can hold).
 */
const refuseInProtocolWords = (error: unknown): never => {
  if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS') {
    throw new ProtocolError('NOT_ENOUGH_FUNDS', 'Not enough money for this bet');
  }
  if (error instanceof AppError && error.code === 'VALIDATION_FAILED') {
    throw new ProtocolError('MALFORMED', error.message);
  }
  throw error;
};

/** Free spins' winnings stop at 2^53 − 1 minor units, as an amount does (their CHECK). */
const refuseWinningsOverflow = (error: unknown): never => {
  if (isCheckViolation(error, 'player_freespins_winnings_check')) {
    throw new ProtocolError('MALFORMED', "The free spins' winnings would pass the largest amount they can hold");
  }
  throw error;
};

/** Who a request says is playing what: its player, wallet currency and game, before the player is read. */
type ClaimedSeat = { integration: GameIntegration; userId: number; currency: string; game: string };

/** The claimed seat once the player is read: they exist and hold the wallet, before anything moves. */
type Seat = ClaimedSeat & { publicName: string };

/**
 * The seamless wallet behind game providers (docs/game-protocol.md): bets and wins of a provider's round, and their
 * rollbacks, each idempotent by the provider's `action_id`, all the actions of one request in one transaction.
 * Money moves only through the wallets' ledger postings, so a balance can never go negative and every movement is
 * in the books.
 */
export function createGameWalletService({ db, clock, wallets, games, audit, outbox, stakeGuard, bonusWallet }: Deps) {
  async function balanceOf(seat: Pick<Seat, 'userId' | 'currency'>, tx: Database | Transaction = db) {
    return (await wallets.account(tx, seat.userId, seat.currency))?.amount_cents;
  }

  /**
   * The seat a request claims, once the integration is known to serve the game's provider; refused otherwise, with
   * the player's balance as every refusal carries it when the player is known.
   */
  async function claimedSeat(integration: GameIntegration, request: PlayRequest | RollbackRequest) {
    const seat: ClaimedSeat = {
      integration,
      userId: Number(request.user_id),
      currency: request.currency,
      game: request.game,
    };
    const provider = request.game.split('/')[0] ?? '';
    if (!integration.providers.includes(provider)) {
      const refusal = new ProtocolError('GAME_NOT_AVAILABLE', `This integration does not serve ${provider} games`);
      throw refusal.withBalance(await balanceOf(seat));
    }
    return seat;
  }

  /**
   * The request's player exists and holds the wallet. Its statement is written when this is called, so in a
   * transaction it travels with the statements written after it (`answersInOrder`), and its refusal comes first: an
   * unknown player's round then fails on its foreign key (an error in PostgreSQL's log, not in the answer).
   */
  async function seatOf(db: Database | Transaction, claim: ClaimedSeat): Promise<Seat> {
    const player = await findSeat(db, claim.userId, claim.currency);
    if (!player) throw new ProtocolError('UNKNOWN_PLAYER', 'No such player');
    if (!player.holdsWallet) {
      throw new ProtocolError('CURRENCY_MISMATCH', `The player holds no ${claim.currency} wallet`);
    }
    return { ...claim, publicName: publicPlayerName(player) };
  }

  /**
   * New stakes, and a round's first request whatever it carries, need a game that is in the catalogue now and plays
   * in the wallet's currency. Later wins and rollbacks don't: a round that began before a game was withdrawn (or the
   * player signed out) still settles.
   */
  function assertGameOpenForBets(seat: Seat): void {
    const [provider = '', slug = ''] = seat.game.split('/');
    const game = games.findGame(provider, slug);
    if (!game) throw new ProtocolError('GAME_NOT_AVAILABLE', 'This game is not available');
    if (!(seat.currency in game.currencies)) {
      throw new ProtocolError('CURRENCY_MISMATCH', `This game does not play in ${seat.currency}`);
    }
  }

  /**
   * A rollback may open its round (its original has not arrived): the game must be one the catalogue has or had, so
   * a late original or win settles a real game's round, never one of a game that never existed.
   */
  async function assertGameKnown(tx: Transaction, seat: Seat): Promise<void> {
    const [provider = '', slug = ''] = seat.game.split('/');
    if (games.findGame(provider, slug) || (await games.isWithdrawn(seat.game, tx))) return;
    throw new ProtocolError('GAME_NOT_AVAILABLE', 'This game is not available');
  }

  async function roundOf(tx: Transaction, seat: ClaimedSeat, providerRoundId: string): Promise<RequestRound> {
    const { integration, ...rest } = seat;
    const round = await openRound(tx, { integration: integration.name, providerRoundId, ...rest, now: clock() });
    if (round.userId !== seat.userId || round.currency !== seat.currency || round.game !== seat.game) {
      throw new ProtocolError('MALFORMED', 'This game_id belongs to another player, currency or game');
    }
    return round;
  }

  /**
   * Writes the money of one action, answering once it is written with its ledger transaction's id to read later (see
   * `playActions`); zero amounts (a losing round's "win 0") are recorded without a posting.
   */
  async function write(
    tx: Transaction,
    seat: Seat,
    posting: Omit<Posting, 'legs'>,
    parts: PlayerParts,
  ): Promise<{ transactionId: Promise<number | null> }> {
    const { currency, userId } = seat;
    const legs = (['cash', 'bonus'] as const)
      .filter((book) => parts[book] !== 0)
      .map((book) => ({ account: playerBook(userId, currency, book), amount: parts[book] }));
    if (legs.length === 0) return { transactionId: Promise.resolve(null) };
    legs.push({ account: houseBook(currency, 'game_revenue'), amount: -(parts.cash + parts.bonus) });
    // A stake split between cash and bonus is refused as it is written (see the ledger's `write`), a single one when
    // its answer is read: either way in the protocol's words.
    const { posted } = await wallets.write(tx, { ...posting, legs }).catch(refuseInProtocolWords);
    return { transactionId: readLater(posted.then((answer) => answer.transactionId, refuseInProtocolWords)) };
  }

  /** Moves the money of one action and reads its answer (`write`, awaited whole). */
  async function post(tx: Transaction, seat: Seat, posting: Omit<Posting, 'legs'>, parts: PlayerParts) {
    return (await write(tx, seat, posting, parts)).transactionId;
  }

  /** A stake under a wagering bonus takes real money first, then bonus money (docs/bonuses.md). */
  async function stakeParts(tx: Transaction, seat: Seat, amount: number, bonusStakes: boolean): Promise<PlayerParts> {
    if (!bonusStakes) return { cash: -amount, bonus: 0 };
    const cash = (await wallets.account(tx, seat.userId, seat.currency))?.available_to_cashout_cents ?? 0;
    const split = splitStake(amount, cash);
    return { cash: -split.cash, bonus: -split.bonus };
  }

  /**
   * Money coming back to the player (a win, a refunded stake) of which `bonusPart` was won or staked with bonus
   * money: that part follows the round's bonus (bonus balance, cash, or forfeited).
   */
  async function payoutParts(tx: Transaction, amount: number, bonusPart: number, bonusId: number | null) {
    if (bonusPart === 0 || !bonusWallet || bonusId === null) return { cash: amount, bonus: 0, forfeited: 0 };
    const book = await bonusWallet.payoutBookOf(tx, bonusId);
    if (book === 'cash') return { cash: amount, bonus: 0, forfeited: 0 };
    if (book === 'bonus') return { cash: amount - bonusPart, bonus: bonusPart, forfeited: 0 };
    return { cash: amount - bonusPart, bonus: 0, forfeited: bonusPart };
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

  /**
   * Records a request's new actions, all in one statement, and answers every action of it in order: the ones sent
   * before as they were answered then.
   */
  async function recordActions(
    tx: Transaction,
    seat: Seat,
    roundId: number,
    now: Date,
    outcomes: readonly Outcome[],
  ): Promise<ProcessedAction[]> {
    const fresh = outcomes.filter((outcome): outcome is NewAction => 'kind' in outcome);
    const request = { integration: seat.integration.name, roundId, userId: seat.userId, processedAt: now };
    const recorded = await insertActions(tx, request, fresh);
    const byId = new Map(recorded.map((action) => [action.actionId, processed(action)]));
    return outcomes.map((outcome) => ('kind' in outcome ? (byId.get(outcome.actionId) ?? missing(outcome)) : outcome));
  }

  /** Runs a request's transaction; a refusal carries the balance as it stands after the rollback. */
  async function settle(seat: ClaimedSeat, body: (tx: Transaction) => Promise<ProcessedAction[]>, gameId: string) {
    try {
      const { transactions, account } = await db.transaction(async (tx) => ({
        transactions: await body(tx),
        account: await wallets.accountAtCommit(tx, seat.userId, seat.currency),
      }));
      return { balance: account()?.amount_cents ?? 0, game_id: gameId, transactions };
    } catch (error) {
      if (error instanceof ProtocolError) throw error.withBalance(await balanceOf(seat));
      throw error;
    }
  }

  async function playActions(tx: Transaction, claim: ClaimedSeat, request: PlayRequest & { game_id: string }) {
    const actions = request.actions ?? [];
    const name = claim.integration.name;
    const ids = actions.map((action) => action.action_id);
    // Written together, read in order: the player is read first, the actions' lock granted before their lookup runs.
    const [seat, , { byId: known, rollbackOf }, round] = await answersInOrder([
      seatOf(tx, claim),
      lockActionIds(tx, name, ids),
      findKnownActions(tx, name, ids),
      roundOf(tx, claim, request.game_id),
    ] as const);
    const rolledBack = new Set(rollbackOf.keys());
    const fresh = actions.filter((action) => !known.has(action.action_id));
    if (round.finishedAt && fresh.some((action) => action.action === 'bet')) {
      throw new ProtocolError('MALFORMED', 'This round is finished: it takes no new bets');
    }
    if (round.openedNow || fresh.some((action) => action.action === 'bet' && action.amount > 0)) {
      assertGameOpenForBets(seat);
    }
    // A replay of a spin already played answers as before, whatever became of the spins since.
    const spins = fresh.length > 0 ? await freespinsOf(tx, seat, round, request.freespins_id) : null;
    if (spins) {
      const wrong = fresh.find((action) => action.action === 'bet' && action.amount !== spins.betCents);
      if (wrong) throw new ProtocolError('MALFORMED', `A free spin's bet is ${spins.betCents}`);
    }
    // Free spins are staked by the casino: no limit of the player's counts them, and no bonus wagers on them.
    const stakeCents = spins
      ? 0
      : fresh
          .filter((action) => action.action === 'bet' && !rolledBack.has(action.action_id))
          .reduce((sum, action) => sum + action.amount, 0);
    if (stakeCents > 0 && stakeGuard) {
      const refusal = await stakeGuard(tx, { userId: seat.userId, currency: seat.currency, stakeCents });
      if (refusal) throw new ProtocolError('LIMIT_REACHED', refusal);
    }
    const bonus =
      stakeCents > 0 && bonusWallet ? await bonusWallet.wageringBonus(tx, seat.userId, seat.currency) : null;
    const maxBet = bonus?.maxBetCents ?? null;
    if (maxBet !== null && fresh.some((action) => action.action === 'bet' && action.amount > maxBet)) {
      throw new ProtocolError('BONUS_MAX_BET', `While a bonus is wagered a bet may be at most ${maxBet}`);
    }
    // A round keeps the bonus its first stake came under; a stake under another bonus is real money only.
    if (bonus && round.bonusId === null) await setRoundBonus(tx, round.id, bonus.id);
    const roundBonusId = round.bonusId ?? bonus?.id ?? null;
    const bonusStakes = bonus !== null && roundBonusId === bonus.id;

    const now = clock();
    // The actions' movements and announcements are written one after another without reading their answers (each
    // is read once all are written), so they travel in one round trip. A statement still sees what was written
    // before it (PostgreSQL runs them in order): a stake's split reads the cash the request's earlier stakes left.
    const written: Promise<unknown>[] = [];
    const outcomes: Promise<Outcome>[] = [];
    const totals = { betCents: 0, winCents: 0, bonusBetCents: 0 };
    try {
      for (const action of actions) {
        const earlier = known.get(action.action_id);
        if (earlier) {
          if (earlier.kind !== action.action || earlier.amountCents !== action.amount || earlier.roundId !== round.id) {
            throw new ProtocolError('MALFORMED', `action_id ${action.action_id} was sent before with other content`);
          }
          outcomes.push(Promise.resolve(processed(earlier)));
          continue;
        }
        // Its rollback came first: recorded, and nothing moves.
        const cancelled = rolledBack.has(action.action_id);
        if (!cancelled) assertRoundCanHold(round, totals, action);
        let transactionId: Promise<number | null> = Promise.resolve(null);
        if (!cancelled) {
          const key = {
            idempotencyKey: `game:${name}:${action.action_id}`,
            kind: action.action,
            roundId: String(round.id),
          };
          if (spins) {
            transactionId = Promise.resolve(await postFreeSpin(tx, seat, key, action.action, action.amount));
            // Won after the spins ended (a round finishing past their expiry): it stays with the casino.
            if (action.action === 'win' && action.amount > 0 && spins.active) {
              await bonusWallet?.freespinsWon(tx, spins.id, action.amount).catch(refuseWinningsOverflow);
            }
          } else if (action.action === 'bet') {
            const parts = await stakeParts(tx, seat, action.amount, bonusStakes);
            totals.bonusBetCents -= parts.bonus;
            ({ transactionId } = await write(tx, seat, key, parts));
          } else {
            const bonusPart = bonusShareOfWin(
              action.amount,
              round.bonusBetCents + totals.bonusBetCents,
              round.betCents + totals.betCents,
            );
            const { forfeited, ...parts } = await payoutParts(tx, action.amount, bonusPart, roundBonusId);
            const details = forfeited > 0 ? { forfeited_bonus_cents: forfeited } : undefined;
            ({ transactionId } = await write(tx, seat, { ...key, details }, parts));
          }
        }
        written.push(transactionId);
        if (!cancelled) totals[action.action === 'bet' ? 'betCents' : 'winCents'] += action.amount;
        if (!cancelled && action.action === 'win' && action.amount > 0) {
          written.push(readLater(announceWin(tx, seat, action.amount, now)));
        }
        const outcome = { actionId: action.action_id, kind: action.action, amountCents: action.amount, cancelled };
        outcomes.push(readLater(transactionId.then((ledgerTransactionId) => ({ ...outcome, ledgerTransactionId }))));
      }
    } catch (error) {
      // A read of the loop (a stake's split) fails once a statement written before it failed: that one says why.
      await answersInOrder(written);
      throw error;
    }
    await answersInOrder(written);
    // The actions' record and the round's totals, written together too; the round's event goes with the COMMIT.
    const [results, finished] = await answersInOrder([
      recordActions(tx, seat, round.id, now, await Promise.all(outcomes)),
      addToRound(tx, round.id, { ...totals, now, finish: request.finished === true }),
    ] as const);
    if (finished) {
      roundSettled(tx, seat, round.id, roundBonusId);
      if (spins) await bonusWallet?.freespinsSpun(tx, seat.userId, spins.id);
    }
    return results;
  }

  /**
   * The free spins a round is played with: named by the request (`freespins_id`, kept on the round) or by the round
   * already. Null for a round of the player's own money.
   */
  async function freespinsOf(tx: Transaction, seat: Seat, round: GameRound, requested: string | undefined) {
    const id = round.freespinsId ?? (requested === undefined ? null : Number(requested));
    if (id === null) return null;
    if (!bonusWallet || !Number.isSafeInteger(id)) throw new ProtocolError('MALFORMED', 'Unknown free spins');
    if (requested !== undefined && Number(requested) !== id) {
      throw new ProtocolError('MALFORMED', 'This round is played with other free spins');
    }
    const spins = await bonusWallet.freespinsFor(
      tx,
      { userId: seat.userId, currency: seat.currency, game: seat.game, id },
      round.freespinsId !== null,
    );
    if ('refusal' in spins) throw new ProtocolError(spins.refusal, spins.message);
    if (round.freespinsId === null) {
      // A spin counts as played when its round finishes: the rounds still open hold spins too, so the last spin
      // cannot be started twice in two games at once (the spins' row lock makes those checks take turns).
      if ((await countOpenFreespinRounds(tx, id)) >= spins.left) {
        throw new ProtocolError('MALFORMED', 'No free spins are left');
      }
      await setRoundFreespins(tx, round.id, id);
    }
    return spins;
  }

  /**
   * A free spin's money never touches the player's books: the casino's bonus funding pays the stake to game revenue,
   * and the win goes back to bonus funding, held for the player until the last spin.
   */
  async function postFreeSpin(
    tx: Transaction,
    seat: Seat,
    posting: Omit<Posting, 'legs'>,
    kind: 'bet' | 'win',
    amount: number,
  ) {
    if (amount === 0) return null;
    const toRevenue = kind === 'bet' ? amount : -amount;
    const posted = await wallets.post(tx, {
      ...posting,
      legs: [
        { account: houseBook(seat.currency, 'game_revenue'), amount: toRevenue },
        { account: houseBook(seat.currency, 'bonus_funding'), amount: -toRevenue },
      ],
      details: { ...posting.details, free_spin: true },
    });
    return posted.transactionId;
  }

  /**
   * Tells the bonus engine (and later comp points, tournaments, quests) that a round this request finished settled.
   * Nothing reads the event's answer: it travels with the COMMIT, and its failure rolls the request back.
   */
  function roundSettled(tx: Transaction, seat: Seat, roundId: number, bonusId: number | null): void {
    const payload = { round_id: roundId, bonus_id: bonusId };
    void settleWithCommit(tx, outbox.emit(tx, { type: 'bet_settled', userId: seat.userId, payload }));
  }

  /** What undoing an action moves: the reverse of its own legs, a refunded stake's bonus part following its bonus. */
  async function undoParts(tx: Transaction, undo: GameAction) {
    const legs = undo.ledgerTransactionId === null ? [] : await listEntriesWithAccounts(tx, undo.ledgerTransactionId);
    const taken = (book: 'cash' | 'bonus') =>
      -legs.filter((leg) => leg.userId !== null && leg.book === book).reduce((sum, leg) => sum + leg.amount, 0);
    const original = { cash: taken('cash'), bonus: taken('bonus') };
    if (undo.kind !== 'bet') return { parts: original, bonusBet: 0, forfeited: 0 };
    const round = await findRound(tx, undo.roundId);
    const { forfeited, ...parts } = await payoutParts(
      tx,
      original.cash + original.bonus,
      original.bonus,
      round?.bonusId ?? null,
    );
    return { parts, bonusBet: -original.bonus, forfeited };
  }

  async function rollbackActions(tx: Transaction, claim: ClaimedSeat, request: RollbackRequest) {
    const name = claim.integration.name;
    const originalIds = request.actions.map((action) => action.original_action_id);
    const ids = [...request.actions.map((action) => action.action_id), ...originalIds];
    // By action id, the rollbacks sent before and the originals; and the rollbacks the originals had already.
    const [seat, , { byId: known, rollbackOf: earlierRollbacks }, round] = await answersInOrder([
      seatOf(tx, claim),
      lockActionIds(tx, name, ids),
      findKnownActions(tx, name, ids),
      roundOf(tx, claim, request.game_id),
    ] as const);
    if (round.openedNow) await assertGameKnown(tx, seat);

    const now = clock();
    const outcomes: Outcome[] = [];
    const totals = { betCents: 0, winCents: 0, bonusBetCents: 0 };
    for (const action of request.actions) {
      const earlier = known.get(action.action_id);
      if (earlier) {
        if (earlier.kind !== 'rollback' || earlier.originalActionId !== action.original_action_id) {
          throw new ProtocolError('MALFORMED', `action_id ${action.action_id} was sent before with other content`);
        }
        outcomes.push(processed(earlier));
        continue;
      }
      // A second rollback of one action changes nothing: it answers with the first.
      const first = earlierRollbacks.get(action.original_action_id);
      if (first) {
        outcomes.push({ ...processed(first), action_id: action.action_id });
        continue;
      }
      // Rolled back before it arrived: a rollback of a rollback, refused as one sent after it would be.
      if (earlierRollbacks.has(action.action_id)) {
        throw new ProtocolError('MALFORMED', 'A rollback cannot be rolled back');
      }
      const original = known.get(action.original_action_id);
      if (original && original.userId !== seat.userId) {
        throw new ProtocolError('MALFORMED', `${action.original_action_id} is another player's action`);
      }
      if (original?.kind === 'rollback') {
        throw new ProtocolError('MALFORMED', 'A rollback cannot be rolled back');
      }
      const undo = original && original.rolledBackAt === null ? original : undefined;
      let transactionId: number | null = null;
      if (undo) {
        const posting = {
          idempotencyKey: `game:${name}:${action.action_id}`,
          kind: undo.kind === 'bet' ? ('bet_refund' as const) : ('win_reversal' as const),
          roundId: String(undo.roundId),
        };
        const spinsId = (await findRound(tx, undo.roundId))?.freespinsId ?? null;
        let bonusBet = 0;
        if (spinsId !== null) {
          // A free spin's action is undone in the house books it moved: a refunded stake back to bonus funding, a
          // reversed win out of it, and out of the spins' winnings while they are still being played.
          const details = { original_action_id: undo.actionId };
          const direction = undo.kind === 'bet' ? 'win' : 'bet';
          transactionId = await postFreeSpin(tx, seat, { ...posting, details }, direction, undo.amountCents);
          if (undo.kind === 'win') await bonusWallet?.freespinsUnwon(tx, spinsId, undo.amountCents);
        } else {
          const undone = await undoParts(tx, undo);
          bonusBet = undone.bonusBet;
          const forfeited = undone.forfeited > 0 ? { forfeited_bonus_cents: undone.forfeited } : {};
          const details = { original_action_id: undo.actionId, ...forfeited };
          transactionId = await post(tx, seat, { ...posting, details }, undone.parts);
        }
        await markRolledBack(tx, undo.id, now);
        // The round's totals are what stands: an undone bet or win leaves them (on the round it was made in).
        if (undo.roundId === round.id) {
          totals[undo.kind === 'bet' ? 'betCents' : 'winCents'] -= undo.amountCents;
          totals.bonusBetCents += bonusBet;
        } else {
          await addToRound(tx, undo.roundId, { ...undoneTotals(undo), bonusBetCents: bonusBet, now });
        }
      }
      outcomes.push({
        actionId: action.action_id,
        kind: 'rollback',
        amountCents: undo?.amountCents ?? 0,
        originalActionId: action.original_action_id,
        ledgerTransactionId: transactionId,
      });
    }
    const results = await recordActions(tx, seat, round.id, now, outcomes);
    const finished = await addToRound(tx, round.id, { ...totals, now, finish: request.finished === true });
    if (finished) {
      roundSettled(tx, seat, round.id, round.bonusId);
      // A free spin finished by its rollback request counts as played only if a stake of it still stands.
      if (round.freespinsId !== null && ((await findRound(tx, round.id))?.betCents ?? 0) > 0) {
        await bonusWallet?.freespinsSpun(tx, seat.userId, round.freespinsId);
      }
    }
    return results;
  }

  return {
    /** The integration named in a provider's URL, for its secret; undefined when there is none. */
    integration: (name: string) => findIntegration(db, name),

    /** `POST /api/provider/{integration}/play`: a balance request without actions, else bets and wins. */
    async play(integration: GameIntegration, request: PlayRequest): Promise<WalletAnswer> {
      const claim = await claimedSeat(integration, request);
      const gameId = request.game_id;
      if (!request.actions?.length || gameId === undefined) {
        const seat = await seatOf(db, claim);
        return { balance: (await balanceOf(seat)) ?? 0, ...(gameId === undefined ? {} : { game_id: gameId }) };
      }
      return settle(claim, (tx) => playActions(tx, claim, { ...request, game_id: gameId }), gameId);
    },

    /** `POST /api/provider/{integration}/rollback`: undoes earlier actions, or marks ones that have not arrived. */
    async rollback(integration: GameIntegration, request: RollbackRequest): Promise<WalletAnswer> {
      const claim = await claimedSeat(integration, request);
      return settle(claim, (tx) => rollbackActions(tx, claim, request), request.game_id);
    },

    /** The operator registers a provider, or changes its secret or served providers. */
    async saveIntegration(
      integration: { name: string; secret: string; providers: string[]; apiUrl?: string | null },
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
        const created = await upsertIntegration(tx, {
          ...integration,
          apiUrl: integration.apiUrl ?? null,
          now: clock(),
        });
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

/** A round's bets and wins each stop at 2^53 − 1 minor units, as an amount does; an action past it is refused. */
function assertRoundCanHold(
  round: GameRound,
  added: { betCents: number; winCents: number },
  action: { action: 'bet' | 'win'; amount: number },
): void {
  const total = action.action === 'bet' ? round.betCents + added.betCents : round.winCents + added.winCents;
  if (total + action.amount > Number.MAX_SAFE_INTEGER) throw new ProtocolError('MALFORMED', ROUND_OVERFLOW);
}

const undoneTotals = (undo: GameAction) =>
  undo.kind === 'bet' ? { betCents: -undo.amountCents, winCents: 0 } : { betCents: 0, winCents: -undo.amountCents };
