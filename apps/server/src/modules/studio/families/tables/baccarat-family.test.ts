import { exact, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { baccaratFamily } from './baccarat-family';
import { cards, riggedShoe, scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

const table = baccaratFamily.defaults;
/** An 8-deck shoe dealing player, banker, player, banker, then any third cards. */
const shoe = (...labels: string[]) => riggedShoe(8, cards(...labels));

describe('baccarat family', () => {
  it('pays a player natural and shows both hands', () => {
    const bets = [
      { type: 'player', stake: 100 },
      { type: 'banker', stake: 100 },
    ] as const;
    const round = baccaratFamily.play(table, 200, { bets: [...bets] }, [], shoe('9h', '5s', 'Kc', '2d'));
    expect(round).toEqual({
      staked: 200,
      returned: 200,
      actions: [],
      view: {
        player: cards('9h', 'Kc'),
        banker: cards('5s', '2d'),
        player_total: 9,
        banker_total: 7,
        winner: 'player',
        player_pair: false,
        banker_pair: false,
        bets: [
          { type: 'player', stake: 100, returned: 200 },
          { type: 'banker', stake: 100, returned: 0 },
        ],
      },
    });
  });

  it('takes the 5% commission from a banker win, rounded down', () => {
    // Player 5 draws a king and stays on 5; the banker stands on 7.
    const round = baccaratFamily.play(
      table,
      101,
      { bets: [{ type: 'banker', stake: 101 }] },
      [],
      shoe('2s', '7h', '3c', 'Kd', 'Ks'),
    );
    expect(round.view).toMatchObject({ winner: 'banker', player_total: 5, banker_total: 7 });
    expect(round.returned).toBe(101 + 95);
  });

  it('without commission pays a banker win even money, and half on a banker 6', () => {
    const noCommission = { ...table, noCommission: true };
    const banker = (stake: number) => ({ bets: [{ type: 'banker' as const, stake }] });
    // Player 5 draws a king and stays on 5; the banker stands on 7, or on 6.
    const seven = baccaratFamily.play(noCommission, 101, banker(101), [], shoe('2s', '7h', '3c', 'Kd', 'Ks'));
    expect(seven.returned).toBe(202);
    const six = baccaratFamily.play(noCommission, 101, banker(101), [], shoe('2s', '6h', '3c', 'Kd', 'Ks'));
    expect(six.view).toMatchObject({ winner: 'banker', banker_total: 6 });
    expect(six.returned).toBe(101 + 50);
    // The tie bet is still the table's lowest return; the banker bet's is the known 98.54%.
    expect(baccaratFamily.exactRtp(noCommission)).toEqual(baccaratFamily.exactRtp(table));
  });

  it('pays a tie 8:1 and both pairs 11:1, and pushes the player bet', () => {
    const bets = [
      { type: 'tie', stake: 10 },
      { type: 'player-pair', stake: 10 },
      { type: 'banker-pair', stake: 10 },
      { type: 'player', stake: 100 },
    ] as const;
    const round = baccaratFamily.play(table, 130, { bets: [...bets] }, [], shoe('8s', '3h', '8d', '3c'));
    expect(round.view).toMatchObject({ winner: 'tie', player_pair: true, banker_pair: true });
    expect((round.view.bets as { returned: number }[]).map((bet) => bet.returned)).toEqual([90, 120, 120, 100]);
    expect(round.returned).toBe(430);
  });

  it('pays the catalogue tie payout, and refuses pair bets at a table without them', () => {
    const nineToOne = { ...table, tie: 9 };
    const tie = baccaratFamily.play(
      nineToOne,
      10,
      { bets: [{ type: 'tie', stake: 10 }] },
      [],
      shoe('8s', '3h', '8d', '3c'),
    );
    expect(tie.returned).toBe(100);
    const noPairs = { ...table, pairs: false };
    const play = () =>
      baccaratFamily.play(noPairs, 10, { bets: [{ type: 'player-pair', stake: 10 }] }, [], scripted([]));
    expect(play).toThrow(expect.objectContaining({ field: 'choice' }));
  });

  it('refuses a stake that is not the slip total, an unknown bet, and any action', () => {
    const slip = { bets: [{ type: 'player' as const, stake: 10 }] };
    expect(refusedField(() => baccaratFamily.play(table, 11, slip, [], scripted([])))).toBe('stake');
    expect(
      refusedField(() =>
        baccaratFamily.play(table, 10, { bets: [{ type: 'dragon', stake: 10 }] } as never, [], scripted([])),
      ),
    ).toBe('choice');
    expect(
      refusedField(() => baccaratFamily.play(table, 10, slip, [{ action: 'deal', details: {} }], scripted([]))),
    ).toBe('action');
  });

  it('replays the same round from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 9 };
    const choice = { bets: [{ type: 'banker' as const, stake: 500 }] };
    const first = baccaratFamily.play(table, 500, choice, [], fairRandomness(seeds));
    expect(baccaratFamily.play(table, 500, choice, [], fairRandomness(seeds))).toEqual(first);
  });

  it('shows the tie bet as the RTP and the player bet (win or push) as the hit rate', () => {
    expect(baccaratFamily.exactRtp(table)).toEqual(exact(619306544887, 723147898655));
    // (player wins + ties) / every six-card deal, from docs/game-maths-tables.md.
    expect(baccaratFamily.hitRate(table)).toEqual(exact(2230518282592256n + 475627426473216n, 4998398275503360n));
  });
});
