import type { LiveBetAnswer, LiveDecision, LiveMove, LiveTable } from '@casino/contracts';
import { liveChannel } from '@casino/contracts';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { GamesService } from '../games';
import type { StudioSessionContext, StudioWallet } from '../studio';
import { illegalPlayError, IllegalPlay } from '../studio';
import type { WalletsService } from '../wallets';
import type { LiveGame, RoundSeeds } from './live-games';
import { seatRound, seatViewWhileOpen } from './blackjack-table';
import { cashOutAt } from './crash-table';
import { checkSlip, decisionStake, liveGameOf } from './live-games';
import type { LiveTableRunner } from './live-table-runner';
import { liveBetAction, liveMoveAction, livePlayAction, liveWalletRound } from './live-table-runner';
import type { LiveTiming } from './live-timing';
import { timingOf } from './live-timing';
import { liveBetView } from './live-views';
import type { LiveBetRow, LiveRoundRow } from './live.repository';
import {
  addMove,
  betOf,
  cashOutBet,
  decideBet,
  insertBet,
  latestRound,
  markPresent,
  moveBet,
  playersAt,
  recentResults,
  seatAt,
  undoDecision,
  undoMove,
} from './live.repository';
import { isUniqueViolation } from '../../db/errors';

/** The seat's round after one more move: IllegalPlay (422) for a move its hands do not allow now. */
function movedRound(game: LiveGame, seeds: RoundSeeds, bet: LiveBetRow, move: LiveMove) {
  try {
    return seatRound(game, seeds, { ...bet, moves: [...bet.moves, move] });
  } catch (error) {
    if (error instanceof IllegalPlay) throw illegalPlayError(error);
    throw error;
  }
}

/**
 * The table's current round and the player's slip on it, the round's row held shared (its next phase waits for the
 * caller's transaction): `404` without a slip the table took.
 */
async function slipInRound(tx: Queryable, game: LiveGame & { userId: number }, currency: string) {
  const current = await latestRound(tx, game.identifier, 'share');
  const mine = current && (await betOf(tx, current.id, game.userId, currency));
  if (!current || !mine || mine.status === 'void') throw new AppError('NOT_FOUND', 'You have no bet on this round');
  return { current, mine };
}

/** A frame is seated this long after its last call; the front end calls every 20 s. */
const SEATED_MS = 60_000;
const HISTORY_LENGTH = 12;

export type LiveService = ReturnType<typeof createLiveService>;

type Deps = {
  runner: LiveTableRunner;
  timing: LiveTiming;
  db: Database;
  clock: Clock;
  games: GamesService;
  wallets: WalletsService;
  wallet: StudioWallet;
  connectionFor: (baseUrl: string) => Promise<{ url: string; token: string }>;
};

/**
 * A live table as a seated frame sees it, and the slips it places (docs/live.md). Real money only: a slip's stake
 * goes to the wallet when it is placed, and the runner pays it from the round's draw (a crash slip: at its cash-out).
 */
export function createLiveService(deps: Deps) {
  const { runner, timing, db, clock, games, wallets, wallet, connectionFor } = deps;
  function tableOf(session: StudioSessionContext): LiveGame & { userId: number } {
    const game = liveGameOf(games, session.game);
    if (!game) throw new AppError('NOT_FOUND', 'This game is not a live table');
    if (session.mode !== 'real' || session.userId === null) {
      throw new AppError('FORBIDDEN', 'Live tables play for real money');
    }
    return { ...game, userId: session.userId };
  }

  /**
   * A hand table seat's own hands, from the close of betting: as they stand with the moves allowed now while the
   * window is open, the whole round (the dealer's hand, every hand's result) once it has closed.
   */
  function seatView(game: LiveGame, round: LiveRoundRow, bet: LiveBetRow): Record<string, unknown> | null {
    if (game.kind !== 'hand' || round.phase === 'betting' || bet.status === 'void') return null;
    const seeds = runner.seedsOf(round);
    if (round.phase === 'closed' && bet.status !== 'settled') return seatViewWhileOpen(game, seeds, bet);
    return { ...seatRound(game, seeds, bet, true).view, actions: [] };
  }

  /**
   * A recorded decision's or move's extra stake, to the wallet. If the wallet refuses it (funds, a limit), `takeBack`
   * undoes the record, so the seat may still act as if it had never asked.
   */
  async function stakeOrTakeBack(
    game: LiveGame & { userId: number },
    currency: string,
    bet: LiveBetRow,
    action: ReturnType<typeof livePlayAction>,
    takeBack: () => Promise<unknown>,
  ) {
    try {
      await wallet.play({
        userId: game.userId,
        currency,
        game: game.identifier,
        gameId: liveWalletRound(bet),
        finished: false,
        actions: [action],
      });
    } catch (error) {
      if (error instanceof AppError) await takeBack();
      throw error;
    }
  }

  /** The seat's slip as it stands now (a settlement may have moved it meanwhile), and the wallet's balance. */
  async function answerOf(
    game: LiveGame & { userId: number },
    round: LiveRoundRow,
    bet: LiveBetRow,
    currency: string,
  ): Promise<LiveBetAnswer> {
    const latest = (await betOf(db, round.id, game.userId, currency)) ?? bet;
    const account = await wallets.account(db, game.userId, currency);
    return { bet: liveBetView(latest, seatView(game, round, latest)), balance: account?.amount_cents ?? 0 };
  }

  return {
    isLive: (identifier: string) => liveGameOf(games, identifier) !== undefined,

    /** `GET /api/studio/live`: the round, the last results, the players, the frame's slip; seats the frame. */
    async table(session: StudioSessionContext, baseUrl: string): Promise<LiveTable> {
      const game = tableOf(session);
      const now = clock();
      await seatAt(db, game.identifier, new Date(now.getTime() + SEATED_MS));
      await markPresent(db, session.id, now);
      await runner.openFirst(game, timingOf(timing, game));
      const round = await latestRound(db, game.identifier);
      if (!round) throw new Error(`live table ${game.identifier} has no round`);
      const mine = await betOf(db, round.id, game.userId, session.currency);
      const account = await wallets.account(db, game.userId, session.currency);
      return {
        table: game.identifier,
        channel: liveChannel(game.identifier),
        realtime: await connectionFor(baseUrl),
        server_time: now.toISOString(),
        round: runner.roundView(game, round),
        history: (await recentResults(db, game.identifier, HISTORY_LENGTH)).flatMap(({ number, outcome }) =>
          outcome ? [{ number, outcome }] : [],
        ),
        players: await playersAt(db, game.identifier, now),
        my_bet: mine && mine.status !== 'void' ? liveBetView(mine, seatView(game, round, mine)) : null,
        balance: account?.amount_cents ?? 0,
      };
    },

    /**
     * `POST /api/studio/live/bets`: a slip on the round in its betting window, one per player and round. The slip is
     * written under the round's row lock (the close waits for it), then its stake goes to the wallet.
     */
    async bet(session: StudioSessionContext, stake: number, choice: Record<string, unknown>): Promise<LiveBetAnswer> {
      const game = tableOf(session);
      let checked: Record<string, unknown>;
      try {
        checked = checkSlip(game, stake, choice);
      } catch (error) {
        if (error instanceof IllegalPlay) throw illegalPlayError(error);
        throw error;
      }
      let placing;
      try {
        placing = await db.transaction(async (tx) => {
          const round = await latestRound(tx, game.identifier, 'share');
          if (!round || round.phase !== 'betting' || clock() >= round.bettingClosesAt) {
            throw new AppError('LIVE_BETTING_CLOSED', 'Bets are closed for this round');
          }
          return insertBet(tx, {
            roundId: round.id,
            userId: game.userId,
            currency: session.currency,
            stake,
            choice: checked,
            status: 'placing',
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ROUND_IN_PROGRESS', 'You have a bet on this round already');
        throw error;
      }
      let balance: number;
      try {
        ({ balance } = await wallet.play({
          userId: game.userId,
          currency: session.currency,
          game: game.identifier,
          gameId: liveWalletRound(placing),
          finished: false,
          actions: [liveBetAction(placing)],
        }));
      } catch (error) {
        // All or none: the wallet took nothing, so the slip is void (unless settlement already finished it).
        if (error instanceof AppError) await moveBet(db, placing.id, 'placing', { status: 'void' });
        throw error;
      }
      const placed = (await moveBet(db, placing.id, 'placing', { status: 'placed' })) ?? placing;
      return {
        bet: liveBetView({ ...placed, status: placed.status === 'placing' ? 'placed' : placed.status }),
        balance,
      };
    },

    /**
     * `POST /api/studio/live/decision`: a decision table seat's play or fold on the shared deal, in the window between
     * the close of betting and the result. Recorded under the round's row lock (the result waits for it), then a
     * play's stake goes to the wallet; if the wallet refuses it the decision is taken back, so the seat may still fold.
     * Asking again with the same decision answers the slip as it stands.
     */
    async decide(session: StudioSessionContext, decision: LiveDecision): Promise<LiveBetAnswer> {
      const game = tableOf(session);
      if (game.kind !== 'decision') throw new AppError('NOT_FOUND', 'Seats at this table make no decisions');
      const { round, bet, fresh } = await db.transaction(async (tx) => {
        const { current, mine } = await slipInRound(tx, game, session.currency);
        if (mine.decision === decision) return { round: current, bet: mine, fresh: false };
        const now = clock();
        if (current.phase !== 'closed' || current.resultAt === null || now >= current.resultAt) {
          throw new AppError('LIVE_DECISION_CLOSED', 'Decisions are taken between the close of betting and the result');
        }
        if (mine.decision !== null) throw new AppError('LIVE_DECISION_CLOSED', 'You have decided already');
        const stake = decisionStake(game, runner.seedsOf(current), { ...mine, decision });
        const decided = await decideBet(tx, mine.id, decision, stake);
        if (decided) return { round: current, bet: decided, fresh: true };
        // Another request of this seat decided first: the same decision is its answer too.
        const settledOn = await betOf(tx, current.id, game.userId, session.currency);
        if (settledOn?.decision === decision) return { round: current, bet: settledOn, fresh: false };
        throw new AppError('LIVE_DECISION_CLOSED', 'You have decided already');
      });
      if (fresh && bet.decisionStake > 0) {
        await stakeOrTakeBack(game, session.currency, bet, livePlayAction(bet, bet.decisionStake), () =>
          undoDecision(db, bet.id, decision),
        );
      }
      return answerOf(game, round, bet, session.currency);
    },

    /**
     * `POST /api/studio/live/moves`: a hand table seat's next move on its own hand, in the window between the close of
     * betting and the result. Replayed from the round's seeds to check the rules allow it, appended under the
     * round's row lock (the result waits for it) only if no other move of the seat came first; then a double's or a
     * split's stake goes to the wallet, and if the wallet refuses it the move is taken back.
     */
    async move(session: StudioSessionContext, move: LiveMove): Promise<LiveBetAnswer> {
      const game = tableOf(session);
      if (game.kind !== 'hand') throw new AppError('NOT_FOUND', 'Seats at this table make no moves');
      const { round, bet, added } = await db.transaction(async (tx) => {
        const { current, mine } = await slipInRound(tx, game, session.currency);
        const now = clock();
        if (current.phase !== 'closed' || current.resultAt === null || now >= current.resultAt) {
          throw new AppError('LIVE_DECISION_CLOSED', 'Moves are made between the close of betting and the result');
        }
        if (mine.status !== 'placed') throw new AppError('ROUND_IN_PROGRESS', 'Your bet is still being placed');
        const seeds = runner.seedsOf(current);
        const before = seatRound(game, seeds, mine);
        if (before.returned !== null) throw new AppError('LIVE_DECISION_CLOSED', 'Your hand is finished');
        const after = movedRound(game, seeds, mine, move);
        const added = after.staked - before.staked;
        const moved = await addMove(tx, mine.id, mine.moves.length, move, mine.decisionStake + added);
        if (!moved) throw new AppError('ROUND_IN_PROGRESS', 'Another move of yours came first');
        return { round: current, bet: moved, added };
      });
      if (added > 0) {
        await stakeOrTakeBack(game, session.currency, bet, liveMoveAction(bet, bet.moves.length - 1, added), () =>
          undoMove(db, bet.id, bet.moves.length, bet.decisionStake - added),
        );
      }
      return answerOf(game, round, bet, session.currency);
    },

    /**
     * `POST /api/studio/live/cash_out`: the frame's slip leaves the crash flight at the multiplier of the server's
     * clock (or at its auto cash-out, if the flight passed that already), and is paid at once. Written under the
     * round's row lock, so a cash-out and the crash never both win: the crash waits for it, and a cash-out after the
     * crash point is refused. Asking again answers the same cash-out.
     */
    async cashOut(session: StudioSessionContext): Promise<LiveBetAnswer> {
      const game = tableOf(session);
      if (game.kind !== 'flight') throw new AppError('NOT_FOUND', 'Bets at this table are not cashed out');
      const { round, bet } = await db.transaction(async (tx) => {
        const { current, mine } = await slipInRound(tx, game, session.currency);
        if (mine.cashOut !== null) return { round: current, bet: mine };
        const now = clock();
        if (current.phase === 'betting' || now < current.bettingClosesAt) {
          throw new AppError('LIVE_CASH_OUT_CLOSED', 'The round has not taken off yet');
        }
        if (current.phase !== 'closed' || current.resultAt === null || now >= current.resultAt) {
          throw new AppError('LIVE_CASH_OUT_CLOSED', 'Too late: the round has crashed');
        }
        const hundredths = cashOutAt(mine.choice, now.getTime() - current.bettingClosesAt.getTime());
        if (hundredths === undefined) throw new AppError('LIVE_CASH_OUT_CLOSED', 'The multiplier is below 1.01× yet');
        // Undefined when its auto cash-out took it out meanwhile: that cash-out is the answer.
        const left =
          (await cashOutBet(tx, mine.id, hundredths)) ?? (await betOf(tx, current.id, game.userId, session.currency));
        return { round: current, bet: left ?? mine };
      });
      const balance = bet.status === 'settled' ? undefined : await runner.settle(game, round, bet);
      const settled = (await betOf(db, round.id, game.userId, session.currency)) ?? bet;
      const account = balance === undefined ? await wallets.account(db, game.userId, session.currency) : undefined;
      return { bet: liveBetView(settled), balance: balance ?? account?.amount_cents ?? 0 };
    },
  };
}
