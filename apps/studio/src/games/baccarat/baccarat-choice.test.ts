import { createTranslator } from '../../lib/i18n/i18n';
import en from '../../lib/i18n/locales/en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { buildSlipChoice } from '../shared-table/bet-slip';
import {
  baccaratViewSchema,
  chipOnSpot,
  dealOrder,
  offeredBets,
  paysToOne,
  paytableRows,
  readBaccaratParams,
  tableArc,
  returnsBySpot,
} from './baccarat-bets';

const card = (rank: number) => ({ rank, suit: 'hearts' });

describe('baccarat bets', () => {
  it('builds the server’s bet slip, one bet per spot with its summed stake', () => {
    expect(buildSlipChoice([chipOnSpot('banker', 100), chipOnSpot('tie', 10), chipOnSpot('banker', 50)])).toEqual({
      bets: [
        { type: 'banker', stake: 150 },
        { type: 'tie', stake: 10 },
      ],
    });
  });

  it('offers the pair bets only where the table has them, and quotes its own payouts', () => {
    const usual = readBaccaratParams({});
    expect(usual).toEqual({ commission: 5, tie: 8, pairs: true, noCommission: false });
    expect(offeredBets(usual)).toHaveLength(5);
    expect(offeredBets(readBaccaratParams({ pairs: false }))).toEqual(['player', 'tie', 'banker']);
    expect(paysToOne('banker', usual)).toBe('0.95');
    expect(paysToOne('tie', readBaccaratParams({ tie: 9 }))).toBe('9');
    expect(paysToOne('banker', readBaccaratParams({ commission: 0 }))).toBe('1');
  });

  it('says a no-commission table’s banker rule in its arc and its paytable', () => {
    const t = createTranslator(en);
    const noCommission = readBaccaratParams({ noCommission: true });
    expect(paysToOne('banker', noCommission)).toBe('1');
    expect(tableArc(noCommission, t)).toBe('No commission · a banker win on 6 pays 1 to 2 · Tie pays 8 to 1');
    expect(paytableRows(noCommission, t).at(-1)).toEqual(['Banker wins with 6', t('tables.toOne', { pays: '0.5' })]);
    expect(paytableRows(readBaccaratParams({}), t)).toHaveLength(5);
  });

  it('deals player, banker, player, banker, then the third cards', () => {
    const view = baccaratViewSchema.parse({
      player: [card(2), card(3), card(4)],
      banker: [card(5), card(1), card(9)],
      player_total: 9,
      banker_total: 5,
      winner: 'player',
      player_pair: false,
      banker_pair: false,
      bets: [{ type: 'player', stake: 100, returned: 200 }],
    });
    expect(dealOrder(view)).toEqual({ player: [0, 2, 4], banker: [1, 3, 5] });
    expect(returnsBySpot(view).get('player')).toBe(200);
    expect(baccaratViewSchema.safeParse({ ...view, winner: 'dragon' }).success).toBe(false);
  });
});
