import type { LiveBet, LiveMessage, LiveRound, LiveTable } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyMessage,
  applyTable,
  HISTORY_LENGTH,
  shownResults,
  stateFromTable,
  withBet,
  withResult,
  type LiveState,
} from './live-state';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const round = (number: number, overrides: Partial<LiveRound> = {}): LiveRound => ({
  id: `r${number}`,
  number,
  phase: 'betting',
  betting_closes_at: iso(T0 + 15_000),
  result_at: null,
  next_round_at: null,
  commitment: `commitment-${number}`,
  client_seed: `table:${number}`,
  server_seed: null,
  outcome: null,
  deal: null,
  ...overrides,
});

const finished = (number: number, pocket: number) =>
  round(number, {
    phase: 'result',
    result_at: iso(T0 + 20_000),
    next_round_at: iso(T0 + 26_000),
    server_seed: `seed-${number}`,
    outcome: { pocket },
  });

const bet: LiveBet = {
  id: 'b1',
  stake: 500,
  choice: { bets: [] },
  status: 'placed',
  win: null,
  cash_out: null,
  decision: null,
  decision_stake: 0,
  moves: [],
  hand: null,
};

const table = (overrides: Partial<LiveTable> = {}): LiveTable => ({
  table: 'halcyon-live:imperial-roulette',
  channel: 'public:live:halcyon-live:imperial-roulette',
  realtime: { url: 'ws://localhost/connection/websocket', token: 'token' },
  server_time: iso(T0),
  round: round(10),
  history: [
    { number: 9, outcome: { pocket: 3 } },
    { number: 8, outcome: { pocket: 0 } },
  ],
  players: 4,
  my_bet: null,
  balance: 10_000,
  ...overrides,
});

const message = (type: LiveMessage['type'], liveRound: LiveRound, players?: number): LiveMessage => ({
  type,
  table: 'halcyon-live:imperial-roulette',
  round: liveRound,
  ...(players === undefined ? {} : { players }),
});

const start = (overrides: Partial<LiveState> = {}): LiveState => ({ ...stateFromTable(table()), ...overrides });

describe('applyMessage', () => {
  it('follows a round through its phases', () => {
    const closed = applyMessage(start(), message('bets_closed', round(10, { phase: 'closed' }), 5), T0);
    expect(closed.state.round.phase).toBe('closed');
    expect(closed.state.players).toBe(5);
    const result = applyMessage(closed.state, message('result', finished(10, 17)), T0);
    expect(result.state.round.outcome).toEqual({ pocket: 17 });
    expect(result.state.players).toBe(5);
  });

  it('drops a message of an earlier round, or one that would take the round back', () => {
    const state = start({ round: round(10, { phase: 'closed' }) });
    expect(applyMessage(state, message('result', finished(9, 3)), T0)).toEqual({ state, reread: false });
    expect(applyMessage(state, message('round_open', round(10)), T0)).toEqual({ state, reread: false });
  });

  it('drops a message of another table', () => {
    const state = start();
    const stray = { ...message('result', finished(10, 1)), table: 'other' };
    expect(applyMessage(state, stray, T0).state).toBe(state);
  });

  it('asks for a read after a result only when the player has a bet to settle', () => {
    const withoutBet = applyMessage(
      start({ round: round(10, { phase: 'closed' }) }),
      message('result', finished(10, 4)),
      T0,
    );
    expect(withoutBet.reread).toBe(false);
    const betting = start({ round: round(10, { phase: 'closed' }), myBet: bet });
    expect(applyMessage(betting, message('result', finished(10, 4)), T0).reread).toBe(true);
    // The same result twice settles once.
    const again = applyMessage(start({ round: finished(10, 4), myBet: bet }), message('result', finished(10, 4)), T0);
    expect(again.reread).toBe(false);
  });

  it('asks for a read when the cards are dealt to a seat with a bet: a blackjack seat’s hand comes with its bet', () => {
    const dealt = round(10, { phase: 'closed', deal: { phase: 'player-turn' } });
    expect(applyMessage(start({ round: round(10), myBet: bet }), message('bets_closed', dealt), T0).reread).toBe(true);
    expect(applyMessage(start({ round: round(10) }), message('bets_closed', dealt), T0).reread).toBe(false);
    // A table that deals nothing (roulette) has nothing new for the bet when betting closes.
    const drawn = round(10, { phase: 'closed' });
    expect(applyMessage(start({ round: round(10), myBet: bet }), message('bets_closed', drawn), T0).reread).toBe(false);
  });

  it('moves the finished round into the results and clears the bet when the next one opens', () => {
    const state = start({ round: finished(10, 17), myBet: { ...bet, status: 'settled', win: 0 } });
    const { state: next, reread } = applyMessage(state, message('round_open', round(11)), T0 + 26_100);
    expect(reread).toBe(false);
    expect(next.round.number).toBe(11);
    expect(next.myBet).toBeNull();
    expect(next.history.map((result) => result.number)).toEqual([10, 9, 8]);
    // It opened when round 10 said the next would.
    expect(next.opensAt).toBe(T0 + 26_000);
  });

  it('reads the table again after missing rounds, since the results have holes', () => {
    const skipped = applyMessage(start({ round: finished(10, 17) }), message('round_open', round(12)), T0);
    expect(skipped.reread).toBe(true);
    expect(skipped.state.round.number).toBe(12);
    expect(skipped.state.opensAt).toBe(T0);
    // The result of the round shown never came: the next round's opening is a hole too.
    const noResult = applyMessage(start(), message('round_open', round(11)), T0);
    expect(noResult.reread).toBe(true);
  });

  it('joins a round first seen closed without guessing when it opened', () => {
    const { state } = applyMessage(
      start({ round: finished(10, 17) }),
      message('bets_closed', round(11, { phase: 'closed' })),
      T0,
    );
    expect(state.round.phase).toBe('closed');
    expect(state.opensAt).toBe(T0 + 26_000);
  });
});

describe('applyTable', () => {
  it('ignores a read older than the round shown', () => {
    const state = start({ round: round(11) });
    expect(applyTable(state, table(), { betAnsweredMeanwhile: false })).toBe(state);
  });

  it('never takes the round back to an earlier phase, but takes the rest of the read', () => {
    const state = start({ round: round(10, { phase: 'closed' }) });
    const next = applyTable(state, table({ players: 9, balance: 7000 }), { betAnsweredMeanwhile: false });
    expect(next.round.phase).toBe('closed');
    expect(next.players).toBe(9);
    expect(next.balance).toBe(7000);
  });

  it('reads the settled bet and the balance after a result', () => {
    const state = start({ round: finished(10, 17), myBet: bet, balance: 9500 });
    const settled = { ...bet, status: 'settled' as const, win: 1000 };
    const next = applyTable(state, table({ round: finished(10, 17), my_bet: settled, balance: 10_500 }), {
      betAnsweredMeanwhile: false,
    });
    expect(next.myBet).toEqual(settled);
    expect(next.balance).toBe(10_500);
  });

  it('keeps a bet answered while the read was on its way', () => {
    const state = withBet(start(), 10, bet, 9500);
    const next = applyTable(state, table({ my_bet: null, balance: 10_000 }), { betAnsweredMeanwhile: true });
    expect(next.myBet).toEqual(bet);
    expect(next.balance).toBe(9500);
  });

  it('learns when a round opened from the round before it', () => {
    const state = start({ round: finished(10, 17) });
    const next = applyTable(state, table({ round: round(11) }), { betAnsweredMeanwhile: false });
    expect(next.opensAt).toBe(T0 + 26_000);
  });
});

describe('withBet', () => {
  it('holds the bet for the round it was placed on only', () => {
    expect(withBet(start(), 10, bet, 9500)).toMatchObject({ myBet: bet, balance: 9500 });
    const moved = start({ round: round(11) });
    expect(withBet(moved, 10, bet, 9500)).toMatchObject({ myBet: null, balance: 9500 });
  });
});

describe('results', () => {
  it('keeps the newest first, once each, at most the table’s length', () => {
    let history = withResult([], { number: 1, outcome: {} });
    for (let number = 2; number <= 20; number += 1) history = withResult(history, { number, outcome: {} });
    history = withResult(history, { number: 20, outcome: { again: true } });
    expect(history).toHaveLength(HISTORY_LENGTH);
    expect(history[0]).toEqual({ number: 20, outcome: { again: true } });
    expect(history.at(-1)?.number).toBe(9);
  });

  it('adds the current round to the strip only once its outcome is on screen', () => {
    const state = start({
      round: finished(10, 17),
      history: [{ number: 10, outcome: { pocket: 17 } }, ...table().history],
    });
    expect(shownResults(state, false).map((result) => result.number)).toEqual([9, 8]);
    expect(shownResults(state, true).map((result) => result.number)).toEqual([10, 9, 8]);
  });
});

describe('a decision table', () => {
  const deal = { phase: 'decision', player: [], player_hand: 'flush' };

  it('shows the deal the close of betting brings, and keeps a decision answered while a read was on its way', () => {
    const closing = round(10, { phase: 'closed', result_at: iso(T0 + 25_000), deal });
    const { state: closed } = applyMessage(start({ myBet: bet, balance: 9500 }), message('bets_closed', closing), T0);
    expect(closed.round.deal).toEqual(deal);
    const played: LiveBet = { ...bet, decision: 'play', decision_stake: 500 };
    const decided = withBet(closed, 10, played, 9000);
    // The read left before the play was taken: it still has the bet undecided and the play bet in the balance.
    const stale = table({ round: closing, my_bet: bet, balance: 9500 });
    const next = applyTable(decided, stale, { betAnsweredMeanwhile: true });
    expect(next.myBet).toEqual(played);
    expect(next.balance).toBe(9000);
  });
});
