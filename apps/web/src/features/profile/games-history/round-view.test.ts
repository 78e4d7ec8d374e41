import type { GameRound, WalletAccount } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { roundView } from './round-view';

const round = (overrides: Partial<GameRound> = {}): GameRound => ({
  bet_id: 7,
  bet_status: 'finished',
  created_at: '2026-11-25T10:15:03.120Z',
  finished_at: '2026-11-25T10:15:04.000Z',
  currency: 'EUR',
  provider: 'northlight-studios',
  game: 'northlight-studios/golem-realm',
  title: 'Golem Realm',
  total_bets: 200,
  total_wins: 550,
  total_losses: 0,
  balance_after: null,
  provably_fair: null,
  ...overrides,
});

const btcWallet = { currency: 'BTC', subunits_to_unit: 100_000_000, display_unit: 'micro' } as WalletAccount;

describe('roundView', () => {
  it('formats the stake, the win and a signed net in the round currency', () => {
    const view = roundView(round(), [], 'en');
    expect(view).toMatchObject({ stake: '€2', win: '€5.50', net: '+€3.50', outcome: 'win', finished: true });
  });

  it('shows a loss with a minus sign and an unfinished round as such', () => {
    const view = roundView(round({ total_wins: 0, total_losses: 200, bet_status: 'unfinished' }), [], 'en');
    expect(view).toMatchObject({ net: '−€2', outcome: 'loss', finished: false });
  });

  it('uses the wallet units of the round currency', () => {
    const view = roundView(round({ currency: 'BTC', total_bets: 12_345, total_wins: 12_345 }), [btcWallet], 'en');
    expect(view).toMatchObject({ stake: '123.45 µBTC', net: '0 µBTC', outcome: 'even' });
  });

  it('formats amounts and dates in the page locale', () => {
    const view = roundView(round(), [], 'fr-CA');
    expect(view.win).toMatch(/^5,50\s€$/);
    expect(view.when).toMatch(/2026/);
  });

  it('links a studio round to /provably-fair with its seeds, game and nonce once the server seed is revealed', () => {
    const fairness = { family: 'blackjack', client_seed: 'my seed', nonce: 12, commitment: 'ab'.repeat(32) };
    const sealed = roundView(round({ provably_fair: { ...fairness, server_seed: null } }), [], 'en');
    expect(sealed).toMatchObject({ fairness: { server_seed: null }, verifyPath: null });
    const revealed = roundView(
      round({ balance_after: 12_345, provably_fair: { ...fairness, server_seed: 'ff 00' } }),
      [],
      'en',
    );
    expect(revealed.balanceAfter).toBe('€123.45');
    const [path, query] = revealed.verifyPath!.split('?');
    expect(path).toBe('/provably-fair');
    // The address /provably-fair reads: ?server_seed=&client_seed=&nonce=&game= (and commitment=).
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      server_seed: 'ff 00',
      client_seed: 'my seed',
      nonce: '12',
      game: 'blackjack',
      commitment: 'ab'.repeat(32),
    });
  });

  it('names the maths and version a slot round was played on, so its reels can be fetched', () => {
    const fairness = {
      family: 'slot',
      client_seed: 'c',
      nonce: 4,
      commitment: 'cd'.repeat(32),
      server_seed: 'revealed',
      slot_maths: { maths: 'plucky-bunny-fair', version: 2 },
    };
    const { verifyPath } = roundView(round({ provably_fair: fairness }), [], 'en');
    expect(Object.fromEntries(new URLSearchParams(verifyPath!.split('?')[1]))).toMatchObject({
      game: 'slot',
      nonce: '4',
      maths: 'plucky-bunny-fair',
      version: '2',
    });
  });

  it('has no seeds for another provider’s round', () => {
    expect(roundView(round(), [], 'en')).toMatchObject({ fairness: null, verifyPath: null, balanceAfter: null });
  });
});
