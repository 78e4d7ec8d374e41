import type { LiveBet, LiveMessage, LiveRound, LiveTable } from '@casino/contracts';
import { PHASE_ORDER } from './live-phase';

export type LiveResult = LiveTable['history'][number];

/** The strip of last results holds as many as the table sends. */
export const HISTORY_LENGTH = 12;

/** What the frame knows of its table: applied from reads and realtime messages, in round order only. */
export type LiveState = {
  readonly table: string;
  readonly round: LiveRound;
  /** Finished rounds, newest first. */
  readonly history: readonly LiveResult[];
  readonly players: number;
  /** The player's bet on `round`, or null. */
  readonly myBet: LiveBet | null;
  readonly balance: number;
  /** The server time `round`'s betting opened, when the frame knows it (it saw the opening, or the round before). */
  readonly opensAt: number | undefined;
};

export function stateFromTable(table: LiveTable): LiveState {
  return {
    table: table.table,
    round: table.round,
    history: table.history.slice(0, HISTORY_LENGTH),
    players: table.players,
    myBet: table.my_bet,
    balance: table.balance,
    opensAt: undefined,
  };
}

/** A finished round added to the results, once, newest first. */
export function withResult(history: readonly LiveResult[], result: LiveResult): LiveResult[] {
  return [result, ...history.filter((known) => known.number !== result.number)]
    .sort((a, b) => b.number - a.number)
    .slice(0, HISTORY_LENGTH);
}

/** A round that follows the one shown opened at that round's `next_round_at`, when it said. */
function openingOf(before: LiveRound, after: LiveRound): number | undefined {
  if (after.number !== before.number + 1 || !before.next_round_at) return undefined;
  const at = Date.parse(before.next_round_at);
  return Number.isNaN(at) ? undefined : at;
}

type ReadOptions = {
  /**
   * A bet was answered while this read was on its way: the read may predate it, so the bet and balance the frame
   * holds are newer than the read's.
   */
  readonly betAnsweredMeanwhile: boolean;
};

/** A `GET /api/studio/live` answer. An answer older than the round shown (a slow read) changes nothing. */
export function applyTable(state: LiveState, table: LiveTable, { betAnsweredMeanwhile }: ReadOptions): LiveState {
  if (table.table !== state.table || table.round.number < state.round.number) return state;
  const sameRound = table.round.number === state.round.number;
  const keepOwn = betAnsweredMeanwhile && sameRound;
  return {
    table: state.table,
    round: sameRound && PHASE_ORDER[table.round.phase] < PHASE_ORDER[state.round.phase] ? state.round : table.round,
    history: table.history.slice(0, HISTORY_LENGTH),
    players: table.players,
    myBet: keepOwn ? state.myBet : table.my_bet,
    balance: betAnsweredMeanwhile ? state.balance : table.balance,
    opensAt: sameRound ? state.opensAt : openingOf(state.round, table.round),
  };
}

export type MessageOutcome = {
  readonly state: LiveState;
  /**
   * The table should be read again: rounds were missed (the results strip has holes), a result came in and the
   * player's bet on it is being settled, or the cards were dealt and the bet carries the seat's own hand.
   */
  readonly reread: boolean;
};

/**
 * A realtime message, applied only if its round is the one shown or a later one, and never back to an earlier
 * phase: a late or repeated message changes nothing.
 */
export function applyMessage(state: LiveState, message: LiveMessage, serverNow: number): MessageOutcome {
  const shown = state.round;
  const next = message.round;
  if (message.table !== state.table || next.number < shown.number) return { state, reread: false };
  const players = message.players ?? state.players;
  if (next.number === shown.number) {
    if (PHASE_ORDER[next.phase] < PHASE_ORDER[shown.phase]) return { state, reread: false };
    const settles = next.phase === 'result' && shown.phase !== 'result';
    // A blackjack seat's hand comes with its bet, not with the table's message.
    const dealt = next.phase === 'closed' && shown.phase === 'betting' && next.deal !== null;
    return { state: { ...state, round: next, players }, reread: (settles || dealt) && state.myBet !== null };
  }
  const history = shown.outcome
    ? withResult(state.history, { number: shown.number, outcome: shown.outcome })
    : state.history;
  const missed = next.number > shown.number + 1 || (shown.phase !== 'result' && next.number === shown.number + 1);
  return {
    state: {
      ...state,
      round: next,
      history,
      players,
      myBet: null,
      opensAt: openingOf(shown, next) ?? (message.type === 'round_open' ? serverNow : undefined),
    },
    reread: missed,
  };
}

/** A bet the server took on round `roundNumber`, with the balance it left. */
export function withBet(state: LiveState, roundNumber: number, bet: LiveBet, balance: number): LiveState {
  return { ...state, balance, myBet: state.round.number === roundNumber ? bet : state.myBet };
}

/**
 * The strip of last results as shown: the current round joins it only once its outcome is on screen, so the strip
 * never tells the result before the wheel does.
 */
export function shownResults(state: LiveState, revealed: boolean): LiveResult[] {
  const { round } = state;
  const others = state.history.filter((result) => result.number !== round.number);
  if (!revealed || round.phase !== 'result' || !round.outcome) return others.slice(0, HISTORY_LENGTH);
  return withResult(others, { number: round.number, outcome: round.outcome });
}
