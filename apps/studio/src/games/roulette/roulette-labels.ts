import type { MessageKey, Translate } from '../../lib/i18n/i18n';
import type { RouletteBet } from './roulette-bets';
import { pocketLabel, type InsideMode } from './roulette-layout';

const NAMES: Record<RouletteBet['type'], MessageKey> = {
  straight: 'roulette.straight',
  split: 'roulette.split',
  street: 'roulette.street',
  trio: 'roulette.trio',
  corner: 'roulette.corner',
  basket: 'roulette.basket',
  'six-line': 'roulette.sixLine',
  dozen: 'roulette.dozen',
  column: 'roulette.column',
  red: 'roulette.red',
  black: 'roulette.black',
  even: 'roulette.even',
  odd: 'roulette.odd',
  low: 'roulette.low',
  high: 'roulette.high',
};

export const MODE_NAMES: Record<InsideMode, MessageKey> = {
  straight: 'roulette.straight',
  split: 'roulette.split',
  street: 'roulette.street',
  corner: 'roulette.corner',
  'six-line': 'roulette.sixLine',
};

/** "Split 14, 17", "Column 2", "Red": what a position is called when read out or listed. */
export function betName(bet: RouletteBet, t: Translate): string {
  const name = t(NAMES[bet.type]);
  if ('numbers' in bet) return `${name} ${bet.numbers.map(pocketLabel).join(', ')}`;
  if ('which' in bet) return `${name} ${bet.which}`;
  return name;
}

/** The paytable's rows: one bet of each kind, the even-money bets as one. */
export const PAYTABLE_BETS: readonly RouletteBet['type'][] = [
  'straight',
  'split',
  'street',
  'trio',
  'corner',
  'basket',
  'six-line',
  'dozen',
  'column',
  'red',
];

/** A kind of bet as the paytable names it: "Six line", "Dozen", and all six even-money bets on one line. */
export function paytableBetName(type: RouletteBet['type'], t: Translate): string {
  return type === 'red' ? t('roulette.evenMoney') : t(NAMES[type]);
}
