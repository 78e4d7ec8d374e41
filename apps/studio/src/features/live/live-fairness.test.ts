import type { LiveRound } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { verifyLink } from './live-fairness';

const round: LiveRound = {
  id: 'r1',
  number: 41,
  phase: 'result',
  betting_closes_at: '2026-03-01T12:00:00.000Z',
  result_at: '2026-03-01T12:00:04.000Z',
  next_round_at: '2026-03-01T12:00:12.000Z',
  commitment: 'ab'.repeat(32),
  client_seed: 'halcyon-live:imperial-roulette:41',
  server_seed: 'cd'.repeat(32),
  outcome: { pocket: 17 },
  deal: null,
};

describe('verifyLink', () => {
  it('prefills the provably fair page with the revealed round', () => {
    const link = new URL(verifyLink('roulette', round)!, 'https://casino.example');
    expect(link.pathname).toBe('/provably-fair');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      game: 'roulette',
      server_seed: round.server_seed,
      client_seed: round.client_seed,
      nonce: '0',
      commitment: round.commitment,
    });
  });

  it('has nothing to verify while the server seed is sealed', () => {
    expect(verifyLink('roulette', { ...round, phase: 'betting', server_seed: null })).toBeUndefined();
  });
});
