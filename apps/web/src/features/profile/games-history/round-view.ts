import type { GameRound, LocaleCode, RoundFairness, WalletAccount } from '@casino/contracts';
import { formatMoney } from '../../../lib/i18n/format';
import { roundNet, roundOutcome, type RoundOutcome } from './round-result';

/** A round as the page shows it: every figure formatted once, for the table and the cards alike. */
export type RoundView = {
  id: number;
  createdAt: string;
  when: string;
  title: string;
  game: string;
  stake: string;
  win: string;
  net: string;
  outcome: RoundOutcome;
  finished: boolean;
  /** The player's balance once the round settled, where the provider tells it. */
  balanceAfter: string | null;
  /** A studio round's seeds and nonce; null for another provider's round. */
  fairness: RoundFairness | null;
  /** /provably-fair prefilled with the round, once its server seed is revealed. */
  verifyPath: string | null;
};

/**
 * The address /provably-fair reads a round from: `?server_seed=&client_seed=&nonce=&game=&commitment=`, and for a
 * slot `&maths=&version=`, the published maths the round was played on (a newer version has other reels).
 */
export function verifyPathOf(fairness: RoundFairness): string | null {
  if (fairness.server_seed === null) return null;
  const query = new URLSearchParams({
    server_seed: fairness.server_seed,
    client_seed: fairness.client_seed,
    nonce: String(fairness.nonce),
    game: fairness.family,
    commitment: fairness.commitment,
  });
  if (fairness.slot_maths) {
    query.set('maths', fairness.slot_maths.maths);
    query.set('version', String(fairness.slot_maths.version));
  }
  return `/provably-fair?${query.toString()}`;
}

/** `accounts` gives each currency's units (µBTC, mETH); a wallet no longer listed falls back to cents. */
export function roundView(round: GameRound, accounts: readonly WalletAccount[], locale: LocaleCode): RoundView {
  const account = accounts.find((candidate) => candidate.currency === round.currency);
  const money = (cents: number) =>
    formatMoney(cents, round.currency, locale, account?.subunits_to_unit, account?.display_unit);
  const net = roundNet(round);
  const outcome = roundOutcome(net);
  const sign = outcome === 'win' ? '+' : outcome === 'loss' ? '−' : '';
  return {
    id: round.bet_id,
    createdAt: round.created_at,
    when: new Date(round.created_at).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    title: round.title,
    game: round.game,
    stake: money(round.total_bets),
    win: money(round.total_wins),
    net: `${sign}${money(Math.abs(net))}`,
    outcome,
    finished: round.bet_status === 'finished',
    balanceAfter: round.balance_after === null ? null : money(round.balance_after),
    fairness: round.provably_fair,
    verifyPath: round.provably_fair ? verifyPathOf(round.provably_fair) : null,
  };
}
