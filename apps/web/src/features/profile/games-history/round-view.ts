import type { GameRound, LocaleCode, WalletAccount } from '@casino/contracts';
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
};

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
  };
}
