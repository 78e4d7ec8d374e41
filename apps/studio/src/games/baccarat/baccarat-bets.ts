import { z } from 'zod';
import type { Translate } from '../../lib/i18n/i18n';
import type { Placement } from '../shared-table/bet-slip';
import { cardSchema } from '../shared-table/cards';

export const BACCARAT_BETS = ['player-pair', 'player', 'tie', 'banker', 'banker-pair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BETS)[number];
export type BaccaratBet = { readonly type: BaccaratBetType };

export type BaccaratParams = {
  readonly commission: number;
  readonly tie: number;
  readonly pairs: boolean;
  /** Banker wins pay even money, half on a banker 6, and no commission is taken. */
  readonly noCommission: boolean;
};

/** The catalogue's table, or punto banco's usual 5% commission, 8:1 tie and pair bets when it says nothing. */
export function readBaccaratParams(params: Record<string, unknown>): BaccaratParams {
  const int = (key: string, fallback: number) =>
    typeof params[key] === 'number' && Number.isInteger(params[key]) ? (params[key] as number) : fallback;
  return {
    commission: int('commission', 5),
    tie: int('tie', 8),
    pairs: params.pairs !== false,
    noCommission: params.noCommission === true,
  };
}

/** The table's rule in one line, under the cards: the banker's commission (or the no-commission 6) and the tie. */
export const tableArc = (params: BaccaratParams, t: Translate): string =>
  params.noCommission
    ? t('baccarat.arcNoCommission', { tie: params.tie })
    : t('baccarat.arc', { commission: params.commission, tie: params.tie });

/** The paytable's rows: each bet the table offers, and a no-commission table's banker 6 apart. */
export function paytableRows(params: BaccaratParams, t: Translate): string[][] {
  const rows = offeredBets(params).map((type) => [
    t(`baccarat.bet.${type}`),
    t('tables.toOne', { pays: paysToOne(type, params) }),
  ]);
  if (params.noCommission) rows.push([t('baccarat.bankerSix'), t('tables.toOne', { pays: '0.5' })]);
  return rows;
}

/** The bets this table offers: the pair bets only where the catalogue turns them on. */
export const offeredBets = (params: BaccaratParams): BaccaratBetType[] =>
  BACCARAT_BETS.filter((type) => params.pairs || (type !== 'player-pair' && type !== 'banker-pair'));

/** What each bet pays to one, as the rules panel and the spots show it ("0.95" for a 5% banker commission). */
export function paysToOne(type: BaccaratBetType, params: BaccaratParams): string {
  switch (type) {
    case 'player':
      return '1';
    case 'banker':
      return params.noCommission ? '1' : String((100 - params.commission) / 100);
    case 'tie':
      return String(params.tie);
    case 'player-pair':
    case 'banker-pair':
      return '11';
  }
}

export const chipOnSpot = (type: BaccaratBetType, amount: number): Placement<BaccaratBet> => ({
  key: type,
  bet: { type },
  amount,
});

export const baccaratViewSchema = z.object({
  player: z.array(cardSchema),
  banker: z.array(cardSchema),
  player_total: z.number().int(),
  banker_total: z.number().int(),
  winner: z.enum(['player', 'banker', 'tie']),
  player_pair: z.boolean(),
  banker_pair: z.boolean(),
  bets: z.array(z.object({ type: z.enum(BACCARAT_BETS), stake: z.number().int(), returned: z.number().int() })),
});
export type BaccaratView = z.infer<typeof baccaratViewSchema>;

/**
 * The order the cards came out of the shoe: player, banker, player, banker, then the player's third card and the
 * banker's. The table deals them in that order, one after another.
 */
export function dealOrder(view: BaccaratView): { player: number[]; banker: number[] } {
  const player = view.player.map((_, index) => (index < 2 ? index * 2 : 4));
  const banker = view.banker.map((_, index) => (index < 2 ? index * 2 + 1 : view.player.length > 2 ? 5 : 4));
  return { player, banker };
}

export const cardsInView = (view: BaccaratView) => view.player.length + view.banker.length;

export function returnsBySpot(view: BaccaratView | undefined): Map<string, number> {
  const returns = new Map<string, number>();
  for (const bet of view?.bets ?? []) returns.set(bet.type, (returns.get(bet.type) ?? 0) + bet.returned);
  return returns;
}
