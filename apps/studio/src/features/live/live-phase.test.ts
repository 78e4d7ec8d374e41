import type { LiveRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { MIN_REVEAL_MS, remainingRevealMs, shownPhase } from './live-phase';

const T0 = Date.parse('2026-03-01T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const round = (overrides: Partial<LiveRound> = {}): LiveRound => ({
  id: 'r7',
  number: 7,
  phase: 'betting',
  betting_closes_at: iso(T0),
  result_at: null,
  next_round_at: null,
  commitment: 'c'.repeat(64),
  client_seed: 'table:7',
  server_seed: null,
  outcome: null,
  deal: null,
  ...overrides,
});

describe('shownPhase', () => {
  it('closes betting at the closing time, before the message says so', () => {
    expect(shownPhase(round(), T0 - 1)).toBe('betting');
    expect(shownPhase(round(), T0)).toBe('closed');
  });

  it('keeps the round’s own phase otherwise', () => {
    expect(shownPhase(round({ phase: 'closed' }), T0 - 5000)).toBe('closed');
    expect(shownPhase(round({ phase: 'result' }), T0 + 5000)).toBe('result');
  });
});

describe('remainingRevealMs', () => {
  const result = round({ phase: 'result', result_at: iso(T0), outcome: { pocket: 17 } });

  it('ends every seat’s animation at the same moment: result time plus the reveal', () => {
    expect(remainingRevealMs(result, T0, 4000)).toBe(4000);
    expect(remainingRevealMs(result, T0 + 1500, 4000)).toBe(2500);
  });

  it('shows the outcome at once to a seat that is too late for a proper spin', () => {
    expect(remainingRevealMs(result, T0 + 4000 - MIN_REVEAL_MS + 1, 4000)).toBe(0);
    expect(remainingRevealMs(result, T0 + 60_000, 4000)).toBe(0);
  });

  it('never animates longer than the reveal, even against a clock behind the server', () => {
    expect(remainingRevealMs(result, T0 - 3000, 4000)).toBe(4000);
  });

  it('has nothing to reveal before the result', () => {
    expect(remainingRevealMs(round({ phase: 'closed' }), T0, 4000)).toBe(0);
  });
});
