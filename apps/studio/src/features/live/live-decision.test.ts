import type { LiveBet, LiveRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { decisionStance } from './live-decision';
import type { LiveState } from './live-state';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const deal = { phase: 'decision', player: [], player_hand: 'pair' };
const closed: LiveRound = {
  id: 'r3',
  number: 3,
  phase: 'closed',
  betting_closes_at: iso(T0),
  result_at: iso(T0 + 10_000),
  next_round_at: null,
  commitment: 'c'.repeat(64),
  client_seed: 'table:3',
  server_seed: null,
  outcome: null,
  deal,
};

const bet: LiveBet = {
  id: 'b1',
  stake: 100,
  choice: { bets: [{ type: 'ante', stake: 100 }] },
  status: 'placed',
  win: null,
  cash_out: null,
  decision: null,
  decision_stake: 0,
  moves: [],
  hand: null,
};

const state = (myBet: LiveBet | null, round: LiveRound = closed): LiveState => ({
  table: 'studio:three-card-poker-live',
  round,
  history: [],
  players: 3,
  myBet,
  balance: 5_000,
  opensAt: undefined,
});

describe('decisionStance', () => {
  it('asks a seat with a bet to decide once the deal is out', () => {
    expect(decisionStance(state(bet), 'closed')).toBe('undecided');
  });

  it('waits for the deal while the close is only on the seat’s clock', () => {
    const stillBetting = { ...closed, phase: 'betting' as const, deal: null };
    expect(decisionStance(state(bet, stillBetting), 'closed')).toBe('dealing');
    expect(decisionStance(state(bet, { ...closed, deal: null }), 'closed')).toBe('dealing');
  });

  it('says what the table took', () => {
    expect(decisionStance(state({ ...bet, decision: 'play', decision_stake: 100 }), 'closed')).toBe('played');
    expect(decisionStance(state({ ...bet, decision: 'fold' }), 'closed')).toBe('folded');
  });

  it('lets a seat without a bet, or with a voided one, watch', () => {
    expect(decisionStance(state(null), 'closed')).toBe('watching');
    expect(decisionStance(state({ ...bet, status: 'void' }), 'closed')).toBe('watching');
  });

  it('has nothing to say outside the decision window', () => {
    expect(decisionStance(state(bet), 'betting')).toBeUndefined();
    expect(decisionStance(state(bet), 'result')).toBeUndefined();
  });
});
