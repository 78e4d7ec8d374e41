import { CARIBBEAN_STUD_OPTIMAL_HIT_RATE, CARIBBEAN_STUD_OPTIMAL_RTP, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { caribbeanStudFamily } from './caribbean-stud-family';
import { cards, riggedShoe, scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** One deck dealing the player's five cards, then the dealer's five, the first of them face up. */
const deck = (...labels: string[]) => riggedShoe(1, cards(...labels));
const raise = [{ action: 'raise', details: {} }];
const fold = [{ action: 'fold', details: {} }];
const round = (actions: typeof raise, ...labels: string[]) =>
  caribbeanStudFamily.play({}, 100, {}, actions, deck(...labels));
const PAIR_AGAINST_NO_QUALIFIER = ['9s', '9d', 'Ac', '5h', '3s', 'Qh', 'Jd', '10c', '8h', '2c'];

describe('caribbean stud family', () => {
  it('deals five cards and the dealer’s up card, offers raise or fold, and keeps the four others hidden', () => {
    const opened = round([], ...PAIR_AGAINST_NO_QUALIFIER);
    expect(opened).toMatchObject({ staked: 100, returned: null, actions: ['raise', 'fold'] });
    expect(opened.view).toMatchObject({
      phase: 'decision',
      player: cards('9s', '9d', 'Ac', '5h', '3s'),
      player_hand: 'pair',
      dealer: cards('Qh'),
      bets: [{ type: 'ante', stake: 100 }],
      raise: 200,
    });
    const shown = JSON.stringify(opened.view);
    for (const hidden of ['"rank":11,"suit":"diamonds"', '"rank":10,"suit":"clubs"', '"rank":8,"suit":"hearts"']) {
      expect(shown).not.toContain(hidden);
    }
  });

  it('raises: twice the ante is staked; a dealer without ace-king pays the ante and pushes the raise', () => {
    expect(round(raise, ...PAIR_AGAINST_NO_QUALIFIER)).toEqual({
      staked: 300,
      returned: 200 + 200,
      actions: [],
      view: expect.objectContaining({
        phase: 'settled',
        dealer: cards('Qh', 'Jd', '10c', '8h', '2c'),
        dealer_hand: 'high-card',
        dealer_qualifies: false,
        decision: 'raise',
        showdown: 'dealer-does-not-qualify',
        bets: [
          { type: 'ante', stake: 100, returned: 200 },
          { type: 'raise', stake: 200, returned: 200 },
        ],
      }),
    });
  });

  it('pays the raise by the paytable against a beaten qualifying dealer, and takes both bets when beaten', () => {
    const fullHouse = round(raise, '4s', '4d', '4c', '2h', '2s', 'Ah', '3h', '7h', '9h', 'Jh');
    expect(fullHouse).toMatchObject({ staked: 300, returned: 200 + 200 * 8, view: { showdown: 'win' } });
    const beaten = round(raise, 'As', 'Kd', '9c', '5h', '3s', '2s', '2d', '7c', '8h', '9h');
    expect(beaten).toMatchObject({ staked: 300, returned: 0, view: { showdown: 'lose', dealer_hand: 'pair' } });
    const tie = round(raise, 'As', 'Kd', '9c', '5h', '3s', 'Ah', 'Kc', '9d', '5d', '3h');
    expect(tie).toMatchObject({ staked: 300, returned: 300, view: { showdown: 'tie' } });
  });

  it('folds: the ante is lost, no raise is staked, the dealer’s hand is shown', () => {
    const folded = round(fold, ...PAIR_AGAINST_NO_QUALIFIER);
    expect(folded).toMatchObject({ staked: 100, returned: 0, view: { decision: 'fold', showdown: null } });
    expect(folded.view.bets).toEqual([{ type: 'ante', stake: 100, returned: 0 }]);
    expect(folded.view.dealer).toHaveLength(5);
  });

  it('shows the raise paytable, best hand first', () => {
    expect(round([], ...PAIR_AGAINST_NO_QUALIFIER).view.paytable).toEqual([
      { hand: 'royal-flush', pays: 100 },
      { hand: 'straight-flush', pays: 50 },
      { hand: 'four-of-a-kind', pays: 20 },
      { hand: 'full-house', pays: 7 },
      { hand: 'flush', pays: 5 },
      { hand: 'straight', pays: 4 },
      { hand: 'three-of-a-kind', pays: 3 },
      { hand: 'two-pair', pays: 2 },
      { hand: 'pair', pays: 1 },
      { hand: 'high-card', pays: 1 },
    ]);
  });

  it('refuses a choice, a stake and actions the round does not offer', () => {
    expect(refusedField(() => caribbeanStudFamily.play({}, 100, { bets: [] } as never, [], scripted([])))).toBe(
      'choice',
    );
    expect(refusedField(() => caribbeanStudFamily.play({}, 0, {}, [], scripted([])))).toBe('stake');
    expect(refusedField(() => caribbeanStudFamily.play({}, 2 ** 52, {}, [], scripted([])))).toBe('stake');
    const call = [{ action: 'call', details: {} }];
    expect(refusedField(() => round(call, ...PAIR_AGAINST_NO_QUALIFIER))).toBe('action');
    expect(refusedField(() => round([...raise, ...fold], ...PAIR_AGAINST_NO_QUALIFIER))).toBe('action');
    const doubled = [{ action: 'raise', details: { times: 3 } }];
    expect(refusedField(() => round(doubled, ...PAIR_AGAINST_NO_QUALIFIER))).toBe('details');
  });

  it('replays the same round from the same seeds, the decision changing only how it settles', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 5 };
    const first = caribbeanStudFamily.play({}, 100, {}, raise, fairRandomness(seeds));
    expect(caribbeanStudFamily.play({}, 100, {}, raise, fairRandomness(seeds))).toEqual(first);
    const opened = caribbeanStudFamily.play({}, 100, {}, [], fairRandomness(seeds));
    const folded = caribbeanStudFamily.play({}, 100, {}, fold, fairRandomness(seeds));
    expect(first.view.player).toEqual(opened.view.player);
    expect(folded.view.dealer).toEqual(first.view.dealer);
    expect((first.view.dealer as unknown[])[0]).toEqual((opened.view.dealer as unknown[])[0]);
  });

  it('shows the engine’s exact return and hit rate of the best decisions', () => {
    expect(caribbeanStudFamily.exactRtp({})).toEqual(CARIBBEAN_STUD_OPTIMAL_RTP);
    expect(caribbeanStudFamily.hitRate({})).toEqual(CARIBBEAN_STUD_OPTIMAL_HIT_RATE);
  });
});
