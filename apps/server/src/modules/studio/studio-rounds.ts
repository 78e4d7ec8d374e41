import type { StudioFamily, StudioRound } from '@casino/contracts';
import { licenceRules } from '@casino/contracts';
import type { Database, Queryable, Transaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FamilyAction, FamilyRound } from './families/family';
import type { FamilyMaths } from './family-maths';
import type { SlotParams } from './families/slot';
import type { ReplayInput } from './replay';
import { familyOf, replay, walletActions, walletRoundId } from './replay';
import type { Seeds } from './seeds';
import type { PlayableFreespins } from './slot-freespins';
import { assertFreeSpin, playableInSlot } from './slot-freespins';
import type { StudioRoundRow, StudioSeedRow, StudioSessionRow } from './studio.repository';
import {
  findRound,
  findSeedsById,
  findUnfinishedRound,
  findUnsettledRounds,
  insertRound,
  lastRoundOpenedAt,
  listSessionRounds,
  moveDemoBalance,
  playerSessionAlive,
  updateRound,
} from './studio.repository';
import type { StudioWallet } from './studio-wallet';
import { isUniqueViolation } from '../../db/errors';

export type StudioRounds = ReturnType<typeof createStudioRounds>;

/** A resolved game frame session and the owner of its seeds. */
export type StudioSessionContext = StudioSessionRow & { owner: string };

type Deps = {
  db: Database;
  clock: Clock;
  seeds: Seeds;
  wallet: StudioWallet;
  maths: FamilyMaths;
  /** The casino's free spins a slot may play (absent where no bonus engine runs). */
  playableFreespins?: PlayableFreespins | undefined;
};

const MAX_DETAILS_LENGTH = 256;

/** The most rounds `GET /api/studio/rounds` lists. */
export const ROUND_LIST_LIMIT = 50;

/**
 * Rounds of the studio (docs/studio.md, "Rounds" and "Settlement"). A round stores only its opening and steps; its
 * outcome is replayed from the seeds at every step. Real-money steps are written in this order:
 *
 * 1. the step is recorded as unconfirmed (`opening`, or `settling` with the pending action), in its own transaction;
 * 2. the wallet is sent every action the round has caused so far, with deterministic action ids;
 * 3. the step is confirmed with the balance the wallet answered.
 *
 * A crash between 1 and 3 leaves the round unconfirmed, and sending 2 again is always safe (the wallet answers known
 * action ids from its records), so `settleUnsettled` finishes the step when the player comes back or at start-up.
 * Demo rounds move only the session's play money, in the same transaction as the round.
 */
export function createStudioRounds({ db, clock, seeds, wallet, maths, playableFreespins }: Deps) {
  /** Callers load the round's maths first (`loadMaths`): a slot round names its version, the replay needs its reels. */
  function inputOf(round: StudioRoundRow, seedRow: StudioSeedRow, actions: readonly FamilyAction[]): ReplayInput {
    return {
      family: round.family,
      params: maths.expand(round.family, round.params),
      stake: round.stake,
      choice: round.choice,
      actions,
      serverSeed: seeds.serverSeedOf(seedRow),
      clientSeed: seedRow.clientSeed,
      nonce: round.nonce,
    };
  }

  async function seedOf(round: StudioRoundRow): Promise<StudioSeedRow> {
    const [row] = await findSeedsById(db, [round.seedId]);
    if (!row) throw new Error(`seeds of round ${round.id} vanished`);
    return row;
  }

  /** The round envelope the front end reads: the view never holds what an open round hides. */
  function envelope(round: StudioRoundRow, seedRow: StudioSeedRow, state: FamilyRound, balance: number): StudioRound {
    const finished = round.status === 'finished';
    return {
      id: String(round.id),
      status: finished ? 'finished' : 'open',
      family: round.family as StudioFamily,
      stake: state.staked,
      win: finished ? (state.returned ?? 0) : 0,
      balance,
      actions: finished ? [] : state.actions,
      view: state.view,
      nonce: round.nonce,
      commitment: seedRow.commitment,
      client_seed: seedRow.clientSeed,
      created_at: round.createdAt.toISOString(),
      finished_at: round.finishedAt?.toISOString() ?? null,
    };
  }

  const loadMaths = (queryable: Queryable, round: Pick<StudioRoundRow, 'family' | 'params'>) =>
    maths.load(queryable, round.family, round.params);

  /**
   * The licence's shortest slot cycle (RTS 14: 2.5 s under the UK-style licence), between one paid spin and the next
   * of the same player, whatever frame they come from. Checked in the opening's transaction after the nonce is
   * taken, whose row lock makes two openings of one owner take turns, so parallel requests cannot both pass.
   */
  async function assertCycleOver(tx: Transaction, session: StudioSessionContext): Promise<void> {
    const { minSpinMs } = licenceRules(session.licence);
    if (session.family !== 'slot' || minSpinMs === 0) return;
    const last = await lastRoundOpenedAt(tx, session.owner, session.family);
    if (last && clock().getTime() - last.getTime() < minSpinMs) {
      throw new AppError('GAME_CYCLE_TOO_FAST', `A spin takes at least ${minSpinMs / 1000} seconds here`);
    }
  }

  async function view(round: StudioRoundRow, balance?: number): Promise<StudioRound> {
    await loadMaths(db, round);
    const seedRow = await seedOf(round);
    const state = replay(inputOf(round, seedRow, round.actions));
    return envelope(round, seedRow, state, balance ?? round.balanceAfter ?? 0);
  }

  /** The free spins a real slot session may play now, oldest first. */
  function freespinsIn(session: StudioSessionContext, params: Record<string, unknown>) {
    const { definition } = maths.expand(session.family, params) as SlotParams;
    if (session.family !== 'slot' || !definition) return Promise.resolve([]);
    return playableInSlot(playableFreespins, session, definition);
  }

  /**
   * A step's answer; a round of free spins also says what is left of them (null once this game can play none), so
   * the frame shows the count without asking again.
   */
  async function answer(session: StudioSessionContext, round: StudioRoundRow): Promise<StudioRound> {
    const shown = await view(round);
    if (round.freespinsId === null) return shown;
    const left = (await freespinsIn(session, round.params)).find((spins) => spins.id === String(round.freespinsId));
    return { ...shown, freespins: left ?? null };
  }

  /** Sends a real round's wallet actions as of `actions` and confirms the step; a refusal undoes the step. */
  async function settleReal(round: StudioRoundRow, seedRow: StudioSeedRow): Promise<StudioRoundRow> {
    await loadMaths(db, round);
    const actions = round.pendingAction ? [...round.actions, round.pendingAction] : round.actions;
    const input = inputOf(round, seedRow, actions);
    const { actions: walletSteps, finished } = walletActions(round.id, input);
    const state = replay(input);
    let balance: number;
    try {
      const answer = await wallet.play({
        userId: round.userId ?? 0,
        currency: round.currency,
        game: round.game,
        gameId: walletRoundId(round.id),
        finished,
        actions: walletSteps,
        freespinsId: round.freespinsId,
      });
      balance = answer.balance;
    } catch (error) {
      // All or none: the wallet applied nothing, so the step is undone (an opening that was never paid is void).
      if (error instanceof AppError) {
        await updateRound(
          db,
          round.id,
          round.status === 'opening'
            ? { status: 'void', finishedAt: clock() }
            : { status: 'open', pendingAction: null },
        );
      }
      throw error;
    }
    return updateRound(db, round.id, {
      status: finished ? 'finished' : 'open',
      actions,
      pendingAction: null,
      // `stake` stays the opening stake: every replay starts from it (the envelope shows the total staked).
      returned: state.returned,
      balanceAfter: balance,
      finishedAt: finished ? clock() : null,
    });
  }

  /** Moves a demo session's play money for a step, in the round's transaction; refused below zero. */
  async function moveDemo(tx: Transaction, sessionId: number, stake: number, returned: number): Promise<number> {
    const balance = await moveDemoBalance(tx, sessionId, { stake, delta: returned - stake });
    if (balance === undefined) throw new AppError('INSUFFICIENT_FUNDS', 'Not enough play money for this stake');
    return balance;
  }

  /**
   * `queryable` is the step's transaction when one is open (a raise, a double): a query on the pool from inside it
   * would wait forever on PGlite and escape the transaction on PostgreSQL.
   */
  async function assertMayStake(session: StudioSessionContext, queryable: Database | Transaction = db): Promise<void> {
    if (session.mode !== 'real' || session.playerSessionId === null) return;
    // A player who signed out starts no new round from a frame left open; open rounds still settle.
    if (!(await playerSessionAlive(queryable, session.playerSessionId, clock()))) {
      throw new AppError('GAME_SESSION_INVALID', 'Sign in again to keep playing');
    }
  }

  return {
    view,

    /** `POST /api/studio/rounds`: a new round of the session's game, `params` being the game's now. */
    async open(
      session: StudioSessionContext,
      params: Record<string, unknown>,
      request: { stake: number; choice: Record<string, unknown>; freespins_id?: string | undefined },
    ): Promise<StudioRound> {
      await assertMayStake(session);
      const family = familyOf(session.family);
      const parsed = family.choice.safeParse(request.choice);
      if (!parsed.success) {
        const fields = Object.fromEntries(
          parsed.error.issues.map((issue) => [['choice', ...issue.path].join('.'), ['validation.invalid']]),
        );
        throw new AppError('VALIDATION_FAILED', 'The choice is not one this game offers', fields);
      }
      const choice = parsed.data as Record<string, unknown>;
      await loadMaths(db, { family: session.family, params });
      const expanded = maths.expand(session.family, params);
      let freespinsId: number | null = null;
      if (request.freespins_id !== undefined) {
        if (session.mode !== 'real' || session.family !== 'slot') {
          throw new AppError('VALIDATION_FAILED', 'Free spins are played in slots, for real money', {
            freespins_id: ['validation.invalid'],
          });
        }
        freespinsId = assertFreeSpin(await freespinsIn(session, params), {
          freespinsId: request.freespins_id,
          stake: request.stake,
          coinValue: choice.coin_value,
        });
      }
      const base = {
        sessionId: session.id,
        userId: session.userId,
        owner: session.owner,
        game: session.game,
        family: session.family,
        mode: session.mode,
        currency: session.currency,
        params,
        stake: request.stake,
        choice,
        actions: [],
        createdAt: clock(),
      };
      try {
        if (session.mode === 'demo') {
          const { round, state } = await db.transaction(async (tx) => {
            const seedRow = await seeds.nextNonce(tx, session.owner);
            // A real round is inserted unfinished, where the unique index refuses a second; a demo round that ends
            // at once (a slot spin without free spins) is inserted finished, so the open one is looked for here.
            if (await findUnfinishedRound(tx, session.owner, session.game, session.currency)) {
              throw new AppError('ROUND_IN_PROGRESS', 'Finish the open round of this game first');
            }
            await assertCycleOver(tx, session);
            const draft = { ...base, seedId: seedRow.id, nonce: seedRow.nonce };
            const state = replay({
              ...draft,
              params: expanded,
              serverSeed: seeds.serverSeedOf(seedRow),
              clientSeed: seedRow.clientSeed,
            });
            const finished = state.returned !== null;
            const balance = await moveDemo(tx, session.id, state.staked, state.returned ?? 0);
            const round = await insertRound(tx, {
              ...draft,
              returned: state.returned,
              status: finished ? 'finished' : 'open',
              balanceAfter: balance,
              finishedAt: finished ? clock() : null,
            });
            return { round, state };
          });
          return envelope(round, await seedOf(round), state, round.balanceAfter ?? 0);
        }
        const opening = await db.transaction(async (tx) => {
          const seedRow = await seeds.nextNonce(tx, session.owner);
          await assertCycleOver(tx, session);
          const draft = { ...base, seedId: seedRow.id, nonce: seedRow.nonce };
          // Replayed before anything is stored, so an illegal choice is refused with nothing written.
          replay({
            ...draft,
            params: expanded,
            serverSeed: seeds.serverSeedOf(seedRow),
            clientSeed: seedRow.clientSeed,
          });
          return insertRound(tx, { ...draft, freespinsId, status: 'opening' });
        });
        return answer(session, await settleReal(opening, await seedOf(opening)));
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError('ROUND_IN_PROGRESS', 'Finish the open round of this game first');
        }
        throw error;
      }
    },

    /** `POST /api/studio/rounds/{id}/actions`: the next step of the owner's open round of this game. */
    async act(session: StudioSessionContext, roundId: number, step: FamilyAction): Promise<StudioRound> {
      // Steps are stored and replayed: no family needs more than a tile or a hand's index in its details.
      if (JSON.stringify(step.details).length > MAX_DETAILS_LENGTH) {
        throw new AppError('VALIDATION_FAILED', 'The action details are too long', { details: ['validation.invalid'] });
      }
      type Step = { settled: StudioRound } | { pending: StudioRoundRow; seedRow: StudioSeedRow };
      const locked = await db.transaction(async (tx): Promise<Step> => {
        // The row lock makes two submissions of a step take turns; the second finds the round moved on.
        const round = await findRound(tx, roundId, true);
        const ours =
          round?.owner === session.owner &&
          round.game === session.game &&
          round.mode === session.mode &&
          round.currency === session.currency;
        if (!round || !ours) {
          throw new AppError('NOT_FOUND', 'Round not found');
        }
        if (round.status === 'opening' || round.status === 'settling') {
          throw new AppError('ROUND_IN_PROGRESS', 'The previous step of this round is still settling');
        }
        if (round.status !== 'open') throw new AppError('CONFLICT', 'This round is finished');
        const [seedRow] = await findSeedsById(tx, [round.seedId]);
        if (!seedRow) throw new Error(`seeds of round ${round.id} vanished`);
        await loadMaths(tx, round);
        const before = replay(inputOf(round, seedRow, round.actions));
        if (!before.actions.includes(step.action)) {
          throw new AppError('VALIDATION_FAILED', `This round takes ${before.actions.join(', ')} now`, {
            action: ['validation.invalid'],
          });
        }
        const actions = [...round.actions, step];
        const after = replay(inputOf(round, seedRow, actions));
        const finished = after.returned !== null;
        const extraStake = after.staked - before.staked;

        if (round.mode === 'demo') {
          const balance = await moveDemo(tx, session.id, extraStake, after.returned ?? 0);
          const updated = await updateRound(tx, round.id, {
            actions,
            returned: after.returned,
            status: finished ? 'finished' : 'open',
            balanceAfter: balance,
            finishedAt: finished ? clock() : null,
          });
          return { settled: envelope(updated, seedRow, after, balance) };
        }
        // A step that moves no money (a safe reveal) needs no wallet call: it is confirmed at once.
        if (!finished && extraStake === 0) {
          const updated = await updateRound(tx, round.id, { actions });
          return { settled: envelope(updated, seedRow, after, round.balanceAfter ?? 0) };
        }
        if (extraStake > 0) await assertMayStake(session, tx);
        return { pending: await updateRound(tx, round.id, { status: 'settling', pendingAction: step }), seedRow };
      });
      if ('settled' in locked) return locked.settled;
      return answer(session, await settleReal(locked.pending, locked.seedRow));
    },

    /** This session's recent rounds, newest first, with what verifying each needs. */
    async list(session: StudioSessionContext) {
      const rounds = await listSessionRounds(db, session.id, ROUND_LIST_LIMIT);
      for (const round of rounds) await loadMaths(db, round);
      const seedRows = new Map(
        (await findSeedsById(db, [...new Set(rounds.map((r) => r.seedId))])).map((s) => [s.id, s]),
      );
      return rounds.map((round) => {
        const seedRow = seedRows.get(round.seedId);
        if (!seedRow) throw new Error(`seeds of round ${round.id} vanished`);
        const state = replay(inputOf(round, seedRow, round.actions));
        return {
          ...envelope(round, seedRow, state, round.balanceAfter ?? 0),
          game: round.game,
          // Public once the pair was rotated: then anyone can recompute the round from it.
          server_seed: seedRow.revealedAt ? seeds.serverSeedOf(seedRow) : null,
        };
      });
    },

    /**
     * Finishes the money steps a crash interrupted (of one owner, or all at start-up). A step the wallet now refuses is
     * undone; any other failure leaves the round for the next attempt.
     */
    async settleUnsettled(owner?: string): Promise<number> {
      let settled = 0;
      for (const round of await findUnsettledRounds(db, owner)) {
        if (round.mode !== 'real') continue;
        try {
          await settleReal(round, await seedOf(round));
          settled += 1;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      return settled;
    },
  };
}
