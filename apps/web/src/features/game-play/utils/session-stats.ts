import type { LocaleCode } from '@casino/contracts';
import { formatMoney, type DisplayUnit } from '../../../lib/i18n/format';

/** One settled step of a round as the game frame reports it; stake and win are the round's totals so far. */
export type RoundStep = { round_id: string; stake: number; win: number };

/** Each round's latest totals, by round id: a multi-step round (blackjack, mines) reports several steps. */
export type SessionRounds = ReadonlyMap<string, { stake: number; win: number }>;

/**
 * Records a step. The frame sends cumulative totals per round, so a later step replaces the earlier one instead
 * of adding to it: summing every message would count a blackjack hand's first stake once per card.
 */
export function recordStep(rounds: SessionRounds, step: RoundStep): SessionRounds {
  const next = new Map(rounds);
  next.set(step.round_id, { stake: step.stake, win: step.win });
  return next;
}

/** Money won minus money staked over the session's rounds, in minor units (negative: the player is down). */
export function netPosition(rounds: SessionRounds): number {
  let net = 0;
  for (const { stake, win } of rounds.values()) net += win - stake;
  return net;
}

type MoneyFormat = { currency: string; locale: LocaleCode; subunitsToUnit?: number; displayUnit?: DisplayUnit };

/** "+€12.50" when up (shown in green), "-€3" when down (plain), "€0" when even. */
export function formatNetPosition(net: number, { currency, locale, subunitsToUnit, displayUnit }: MoneyFormat): string {
  const amount = formatMoney(net, currency, locale, subunitsToUnit, displayUnit);
  return net > 0 ? `+${amount}` : amount;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Session time as a clock: "04:09" under an hour, "1:02:03" from the first hour on. */
export function formatElapsed(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}
