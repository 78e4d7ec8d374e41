import { randomBytes } from 'node:crypto';
import type { LiveChannel, LiveMessage } from '@casino/contracts';
import { liveChannel } from '@casino/contracts';
import { commitmentOf, flightMsOf } from '@casino/game-engine';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SecretBox } from '../../lib/secret-box';
import type { StudioWallet } from '../studio';
import { stakedMoves } from './blackjack-table';
import { crashPointOf, reachedAutoCashOut } from './crash-table';
import type { LiveGame, RoundSeeds } from './live-games';
import { liveClientSeed, randomnessOf, sharedDeal, sharedOutcome, slipSettlement } from './live-games';
import type { LiveBetRow, LiveRoundRow } from './live.repository';
import { cashOutBet, insertRound, latestRound, moveBet, movePhase, playersAt, unsettledBets } from './live.repository';
import type { LiveTiming } from './live-timing';
import { liveRoundView } from './live-views';

export type LiveTableRunner = ReturnType<typeof createLiveTableRunner>;

type Deps = {
  db: Database;
  clock: Clock;
  secretBox: SecretBox;
  wallet: StudioWallet;
  publish: (channel: LiveChannel, message: LiveMessage) => Promise<void>;
};

/** The wallet's round of one player's slip: every slip is its own round in the books. */
export const liveWalletRound = (bet: Pick<LiveBetRow, 'id'>) => `live-${bet.id}`;
export const liveBetAction = (bet: Pick<LiveBetRow, 'id' | 'stake'>) => ({
  action: 'bet' as const,
  action_id: `lb${bet.id}:bet`,
  amount: bet.stake,
});
/** A decision table's play: its own stake on the slip's round, taken when the seat decides. */
const playActionId = (bet: Pick<LiveBetRow, 'id'>) => `lb${bet.id}:play`;
export const livePlayAction = (bet: Pick<LiveBetRow, 'id'>, amount: number) => ({
  action: 'bet' as const,
  action_id: playActionId(bet),
  amount,
});

/** A hand table seat's move that staked money (a double, a split): its own stake on the slip's round. */
const moveActionId = (bet: Pick<LiveBetRow, 'id'>, index: number) => `lb${bet.id}:m${index}`;
export const liveMoveAction = (bet: Pick<LiveBetRow, 'id'>, index: number, amount: number) => ({
  action: 'bet' as const,
  action_id: moveActionId(bet, index),
  amount,
});

/**
 * Runs a table's rounds as a state machine over its latest round row (docs/live.md, "Rounds"): every step is a
 * conditional move from one phase to the next, so the step is taken once however many processes try, and a process
 * that takes the table over continues from the row whatever the last leader had done.
 *
 * betting → (window over) closed → (draw shown) result: outcome and server seed out, every slip settled → settled →
 * (result shown, someone seated) the next round. A crash table's closed phase is the flight: it lasts until the
 * crash point, and slips leave it (and are paid) at their cash-outs on the way. A decision table's closed phase is
 * the seats' decision window on the shared deal.
 */
export function createLiveTableRunner({ db, clock, secretBox, wallet, publish }: Deps) {
  const serverSeedOf = (round: LiveRoundRow) => secretBox.open(round.sealedServerSeed);

  async function announce(game: LiveGame, type: LiveMessage['type'], round: LiveRoundRow): Promise<void> {
    const message: LiveMessage = {
      type,
      table: game.identifier,
      round: roundView(game, round),
      // Every seat's count moves with the table's rhythm, not only when its own frame next calls.
      players: await playersAt(db, game.identifier, clock()),
    };
    await publish(liveChannel(game.identifier), message);
  }

  async function open(game: LiveGame, timing: LiveTiming, previous: LiveRoundRow | undefined): Promise<void> {
    const now = clock();
    const serverSeed = randomBytes(32).toString('hex');
    const number = (previous?.number ?? 0) + 1;
    const round = await insertRound(db, {
      game: game.identifier,
      number,
      phase: 'betting',
      sealedServerSeed: secretBox.seal(serverSeed),
      commitment: commitmentOf(serverSeed),
      clientSeed: liveClientSeed(game.identifier, number),
      openedAt: now,
      bettingClosesAt: new Date(now.getTime() + timing.bettingMs),
    });
    if (round) await announce(game, 'round_open', round);
  }

  const seedsOf = (round: LiveRoundRow): RoundSeeds => ({
    serverSeed: serverSeedOf(round),
    clientSeed: round.clientSeed,
  });

  /** The round as seats see it: the seed once revealed, a decision table's shared deal once betting closed. */
  function roundView(game: LiveGame, round: LiveRoundRow) {
    const open = round.phase === 'betting' || round.phase === 'closed';
    const deal = round.phase === 'betting' ? undefined : sharedDeal(game, seedsOf(round));
    return liveRoundView(round, open ? null : serverSeedOf(round), game.kind, deal ?? null);
  }

  /** Sends a slip's stakes again (known by their ids) and its return, finishing its round in the books. */
  async function pay(game: LiveGame, round: LiveRoundRow, bet: LiveBetRow) {
    const seeds = seedsOf(round);
    const { returned } = slipSettlement(game, seeds, bet);
    const extra =
      game.kind === 'hand'
        ? stakedMoves(game, seeds, bet).map(({ index, amount }) => liveMoveAction(bet, index, amount))
        : bet.decisionStake > 0
          ? [livePlayAction(bet, bet.decisionStake)]
          : [];
    const { balance } = await wallet.play({
      userId: bet.userId,
      currency: bet.currency,
      game: game.identifier,
      gameId: liveWalletRound(bet),
      finished: true,
      actions: [liveBetAction(bet), ...extra, { action: 'win', action_id: `lb${bet.id}:win`, amount: returned }],
    });
    return { balance, returned };
  }

  /**
   * A decision table's slip settles as a fold when its play did not stand: the play's stake is rolled back if it
   * reached the wallet without its decision (a crash in between), or barred from arriving later.
   */
  async function payAsFold(game: LiveGame, round: LiveRoundRow, bet: LiveBetRow) {
    // A slip still `placing` was never decided on (deciding needs a placed slip), so it has no play to bar.
    if (bet.status === 'placed') {
      await wallet.rollback({
        userId: bet.userId,
        currency: bet.currency,
        game: game.identifier,
        gameId: liveWalletRound(bet),
        actionId: `${playActionId(bet)}:rollback`,
        originalActionId: playActionId(bet),
      });
    }
    const folded = { ...bet, decision: 'fold' as const, decisionStake: 0 };
    return { ...(await pay(game, round, folded)), settled: folded };
  }

  /**
   * A hand table's slip whose added stakes the wallet will not take (a process stopped between writing a move and
   * asking the wallet, and the money was spent meanwhile) settles as if the seat had stopped before its first move
   * that staked money: those stakes are rolled back, or barred from arriving later, and the hand stands there.
   */
  async function payBeforeStakedMoves(game: LiveGame, round: LiveRoundRow, bet: LiveBetRow) {
    const staked = stakedMoves(game, seedsOf(round), bet);
    for (const { index } of staked) {
      await wallet.rollback({
        userId: bet.userId,
        currency: bet.currency,
        game: game.identifier,
        gameId: liveWalletRound(bet),
        actionId: `${moveActionId(bet, index)}:rollback`,
        originalActionId: moveActionId(bet, index),
      });
    }
    const stopped = { ...bet, moves: bet.moves.slice(0, staked[0]?.index ?? bet.moves.length), decisionStake: 0 };
    return { ...(await pay(game, round, stopped)), settled: stopped };
  }

  /**
   * Pays a slip from the round's draw through the wallet. Returns the balance after it, or undefined when the slip
   * turned out void. A seat that did not play folds; a play whose stake the wallet will not take (spent meanwhile, or
   * a limit) stands as a fold; a hand table seat stops before its first move that staked money.
   */
  async function settle(game: LiveGame, round: LiveRoundRow, bet: LiveBetRow): Promise<number | undefined> {
    let paid: { balance: number; returned: number; settled?: LiveBetRow };
    try {
      const playing = game.kind !== 'decision' || bet.decisionStake > 0;
      paid = playing ? await pay(game, round, bet) : await payAsFold(game, round, bet);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The wallet applied nothing: a slip whose stake never reached it (a crash while placing, then a refusal)
      // did not play. Any other failure leaves it for the next tick.
      if (bet.status === 'placing') {
        await moveBet(db, bet.id, 'placing', { status: 'void' });
        return undefined;
      }
      if (bet.decisionStake === 0) throw error;
      if (game.kind === 'hand') paid = await payBeforeStakedMoves(game, round, bet);
      else if (game.kind === 'decision') paid = await payAsFold(game, round, bet);
      else throw error;
    }
    const { decision, decisionStake, moves } = paid.settled ?? bet;
    await moveBet(db, bet.id, bet.status, {
      status: 'settled',
      returned: paid.returned,
      decision,
      decisionStake,
      moves: [...moves],
    });
    return paid.balance;
  }

  /** The flight's length: from the close until the multiplier passes the round's crash point. */
  const flightMs = (game: LiveGame, round: LiveRoundRow) =>
    flightMsOf(crashPointOf(game, randomnessOf(seedsOf(round))));

  /** Pays, mid-flight, the slips whose auto cash-out the multiplier has reached (the crash is still to come). */
  async function payAutoCashOuts(game: LiveGame, round: LiveRoundRow, now: Date): Promise<number> {
    const elapsed = now.getTime() - round.bettingClosesAt.getTime();
    let paid = 0;
    for (const bet of await unsettledBets(db, round.id)) {
      const auto = bet.cashOut ?? reachedAutoCashOut(bet.choice, elapsed);
      if (auto === undefined) continue;
      // A cash-out racing this tick may have taken the slip out of the flight first: only the ones paid here count.
      const leaving = bet.cashOut === null ? await cashOutBet(db, bet.id, auto) : bet;
      if (!leaving) continue;
      await settle(game, round, leaving);
      paid += 1;
    }
    return paid;
  }

  return {
    settle,
    roundView,
    seedsOf,
    /** A table's first round, opened by the first player to sit down (an insert that only one caller wins). */
    async openFirst(game: LiveGame, timing: LiveTiming): Promise<void> {
      if (!(await latestRound(db, game.identifier))) await open(game, timing, undefined);
    },

    /** One step of the table, if one is due. Returns what happened, for tests and logs. */
    async advance(game: LiveGame, timing: LiveTiming, seated: boolean): Promise<string> {
      const now = clock();
      const round = await latestRound(db, game.identifier);
      if (!round || (round.phase === 'settled' && round.nextRoundAt !== null && now >= round.nextRoundAt)) {
        if (!seated) return 'idle';
        await open(game, timing, round);
        return 'opened';
      }
      if (round.phase === 'betting' && now >= round.bettingClosesAt) {
        // Waits for slips being written (they hold the round's row), so none lands after the close.
        const showMs = {
          flight: () => flightMs(game, round),
          decision: () => timing.decisionMs,
          hand: () => timing.decisionMs,
          draw: () => timing.drawMs,
        }[game.kind]();
        const closed = await movePhase(db, round.id, 'betting', {
          phase: 'closed',
          resultAt: new Date(round.bettingClosesAt.getTime() + showMs),
        });
        if (closed) await announce(game, 'bets_closed', closed);
        return 'closed';
      }
      if (game.kind === 'flight' && round.phase === 'closed' && round.resultAt !== null && now < round.resultAt) {
        return (await payAutoCashOuts(game, round, now)) > 0 ? 'cashed-out' : 'flying';
      }
      if (round.phase === 'closed' && round.resultAt !== null && now >= round.resultAt) {
        const outcome = sharedOutcome(game, { serverSeed: serverSeedOf(round), clientSeed: round.clientSeed });
        const revealed = await movePhase(db, round.id, 'closed', {
          phase: 'result',
          outcome,
          nextRoundAt: new Date(round.resultAt.getTime() + timing.resultMs),
        });
        if (revealed) await announce(game, 'result', revealed);
        return 'revealed';
      }
      if (round.phase === 'result') {
        for (const bet of await unsettledBets(db, round.id)) await settle(game, round, bet);
        await movePhase(db, round.id, 'result', { phase: 'settled' });
        return 'settled';
      }
      return 'waiting';
    },
  };
}
