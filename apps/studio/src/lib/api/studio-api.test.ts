import { describe, expect, it, vi } from 'vitest';
import { createStudioApi, StudioApiError, studioErrorFrom } from './studio-api';

const errorBody = (code: string, errors?: Record<string, string[]>) => ({ error: { code, message: 'x' }, errors });

const round = {
  id: 'r1',
  status: 'finished',
  family: 'dice',
  stake: 100,
  win: 198,
  balance: 1098,
  actions: [],
  view: { roll: 1234 },
  nonce: 3,
  commitment: 'abc',
  client_seed: 'seed',
  created_at: '2026-01-01T00:00:00Z',
  finished_at: '2026-01-01T00:00:00Z',
};

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe('studioErrorFrom', () => {
  it.each([
    [403, 'GAME_SESSION_INVALID', 'session-invalid'],
    [422, 'INSUFFICIENT_FUNDS', 'insufficient-funds'],
    [409, 'ROUND_IN_PROGRESS', 'round-in-progress'],
    [409, 'LIVE_BETTING_CLOSED', 'betting-closed'],
    [409, 'LIVE_CASH_OUT_CLOSED', 'cash-out-closed'],
    [409, 'LIVE_DECISION_CLOSED', 'decision-closed'],
    [422, 'BONUS_MAX_BET', 'bonus-max-bet'],
    [409, 'FREESPINS_UNAVAILABLE', 'freespins-unavailable'],
    [403, 'LIMIT_REACHED', 'limit'],
    [403, 'SELF_EXCLUSION_ACTIVE', 'limit'],
    [422, 'VALIDATION_FAILED', 'validation'],
    [409, 'REQUEST_IN_PROGRESS', 'network'],
    [429, 'RATE_LIMITED', 'network'],
    [500, 'INTERNAL', 'network'],
    [404, 'NOT_FOUND', 'unexpected'],
  ])('reads %i %s as %s', (status, code, kind) => {
    expect(studioErrorFrom(status, errorBody(code)).kind).toBe(kind);
  });

  it('keeps the field errors of a refused choice', () => {
    const error = studioErrorFrom(422, errorBody('VALIDATION_FAILED', { 'choice.target': ['validation.max_value'] }));
    expect(error.fieldErrors).toEqual({ 'choice.target': ['validation.max_value'] });
  });

  it('treats a gateway page without our shape as a connection problem', () => {
    expect(studioErrorFrom(502, '<html>bad gateway</html>').kind).toBe('network');
    expect(studioErrorFrom(400, 'nonsense').kind).toBe('unexpected');
  });
});

describe('createStudioApi', () => {
  it('sends the session token in its header and a fresh idempotency key per attempt', async () => {
    const fetchMock = answer(200, round);
    const api = createStudioApi('token-1', fetchMock);
    await api.openRound(100, { target: 5000, direction: 'under' });
    await api.openRound(100, { target: 5000, direction: 'under' });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(first?.['x-studio-session']).toBe('token-1');
    expect(first?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.['idempotency-key']).not.toBe(first?.['idempotency-key']);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      stake: 100,
      choice: { target: 5000, direction: 'under' },
    });
  });

  it('throws the mapped error on an error answer', async () => {
    const api = createStudioApi('t', answer(403, errorBody('GAME_SESSION_INVALID')));
    await expect(api.session()).rejects.toMatchObject({ kind: 'session-invalid', status: 403 });
  });

  it('reports a failed fetch as a network error', async () => {
    const api = createStudioApi(
      't',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(api.recentRounds()).rejects.toBeInstanceOf(StudioApiError);
    await expect(api.recentRounds()).rejects.toMatchObject({ kind: 'network' });
  });

  it('refuses an answer that does not match the contract', async () => {
    const api = createStudioApi('t', answer(200, { ...round, status: 'maybe' }));
    await expect(api.act('r1', 'cashout')).rejects.toMatchObject({ kind: 'unexpected' });
  });

  it('accepts recent rounds as a list or wrapped', async () => {
    expect(await createStudioApi('t', answer(200, [round])).recentRounds()).toHaveLength(1);
    expect(await createStudioApi('t', answer(200, { rounds: [round, round] })).recentRounds()).toHaveLength(2);
  });

  it('places a live bet with a fresh idempotency key per attempt and reads the bet and balance', async () => {
    const bet = { id: 'b1', stake: 300, choice: { bets: [] }, status: 'placed', win: null };
    const fetchMock = answer(201, { bet, balance: 9700 });
    const api = createStudioApi('t', fetchMock);
    // A bet at a table without cash-outs or decisions may leave those fields out: they read as none.
    expect(await api.placeLiveBet(300, { bets: [] })).toEqual({
      bet: { ...bet, cash_out: null, decision: null, decision_stake: 0, moves: [], hand: null },
      balance: 9700,
    });
    await api.placeLiveBet(300, { bets: [] });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/studio/live/bets');
    expect(first?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.['idempotency-key']).not.toBe(first?.['idempotency-key']);
  });

  it('cashes a crash bet out and reads where it left the flight', async () => {
    const bet = { id: 'b2', stake: 100, choice: {}, status: 'settled', win: 127, cash_out: 127 };
    const fetchMock = answer(200, { bet, balance: 10_027 });
    expect(await createStudioApi('t', fetchMock).cashOutLive()).toEqual({
      bet: { ...bet, decision: null, decision_stake: 0, moves: [], hand: null },
      balance: 10_027,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/studio/live/cash_out');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('sends a live decision with the session and a fresh idempotency key, and reads the play bet and balance', async () => {
    const bet = {
      id: 'b3',
      stake: 150,
      choice: { bets: [{ type: 'ante', stake: 100 }] },
      status: 'placed',
      win: null,
      decision: 'play',
      decision_stake: 100,
    };
    const fetchMock = answer(200, { bet, balance: 9_750 });
    const api = createStudioApi('token-3', fetchMock);
    expect(await api.decideLive('play')).toEqual({
      bet: { ...bet, cash_out: null, moves: [], hand: null },
      balance: 9_750,
    });
    await api.decideLive('play');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/studio/live/decision');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ decision: 'play' });
    const [first, second] = fetchMock.mock.calls.map(([, sent]) => sent?.headers as Record<string, string>);
    expect(first?.['x-studio-session']).toBe('token-3');
    expect(first?.['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.['idempotency-key']).not.toBe(first?.['idempotency-key']);
  });

  it('sends a blackjack seat’s move with a fresh idempotency key, and reads its hand and balance', async () => {
    const hand = { phase: 'waiting', dealer: [{ rank: 10, suit: 'spades' }], hands: [], actions: [] };
    const bet = {
      id: 'b4',
      stake: 100,
      choice: {},
      status: 'placed',
      win: null,
      cash_out: null,
      decision: null,
      decision_stake: 100,
      moves: [{ action: 'double', details: {} }],
      hand,
    };
    const fetchMock = answer(200, { bet, balance: 9_800 });
    const api = createStudioApi('token-4', fetchMock);
    expect(await api.moveLive('double')).toEqual({ bet, balance: 9_800 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/studio/live/moves');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'double' });
    expect((init?.headers as Record<string, string>)['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reads a refused decision as its kind: too late, or not enough money for the play bet', async () => {
    const late = createStudioApi('t', answer(409, errorBody('LIVE_DECISION_CLOSED')));
    await expect(late.decideLive('fold')).rejects.toMatchObject({ kind: 'decision-closed', status: 409 });
    const poor = createStudioApi('t', answer(422, errorBody('INSUFFICIENT_FUNDS')));
    await expect(poor.decideLive('play')).rejects.toMatchObject({ kind: 'insufficient-funds' });
  });
});
