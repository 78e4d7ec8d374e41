import { CASINO_HOLDEM_OPTIMAL_HIT_RATE, CASINO_HOLDEM_OPTIMAL_RTP, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { casinoHoldemFamily } from './casino-holdem-family';
import { cards, riggedShoe, scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** One deck dealing the player's two cards, the dealer's two, the flop, the turn and the river. */
const deck = (...labels: string[]) => riggedShoe(1, cards(...labels));
const call = [{ action: 'call', details: {} }];
const fold = [{ action: 'fold', details: {} }];
const slip = { bets: [{ type: 'ante' as const, stake: 100 }] };
const round = (actions: typeof call, ...labels: string[]) =>
  casinoHoldemFamily.play({}, 100, slip, actions, deck(...labels));
/** A flush on the board's hearts against a pair of threes: the dealer does not qualify. */
const FLUSH_AGAINST_NO_QUALIFIER = ['2h', '9h', '3c', '3d', 'Kh', '5h', 'Jh', '7s', '8c'];

describe("casino hold'em family", () => {
  it('deals two cards and the flop, offers call or fold, and keeps the turn, river and dealer hidden', () => {
    const opened = round([], ...FLUSH_AGAINST_NO_QUALIFIER);
    expect(opened).toMatchObject({ staked: 100, returned: null, actions: ['call', 'fold'] });
    expect(opened.view).toMatchObject({
      phase: 'decision',
      player: cards('2h', '9h'),
      flop: cards('Kh', '5h', 'Jh'),
      player_hand: 'flush',
      bets: [{ type: 'ante', stake: 100 }],
      call: 200,
    });
    const shown = JSON.stringify(opened.view);
    for (const hidden of ['"rank":3,"suit":"clubs"', '"rank":7,"suit":"spades"', '"rank":8,"suit":"clubs"']) {
      expect(shown).not.toContain(hidden);
    }
  });

  it('calls: twice the ante is staked; a dealer without a pair of fours pays the ante by the paytable, pushes the call', () => {
    expect(round(call, ...FLUSH_AGAINST_NO_QUALIFIER)).toEqual({
      staked: 300,
      returned: 300 + 200,
      actions: [],
      view: expect.objectContaining({
        phase: 'settled',
        turn: cards('7s')[0],
        river: cards('8c')[0],
        dealer: cards('3c', '3d'),
        player_hand: 'flush',
        dealer_hand: 'pair',
        player_best: cards('2h', '9h', 'Kh', '5h', 'Jh'),
        dealer_qualifies: false,
        decision: 'call',
        showdown: 'dealer-does-not-qualify',
        bets: [
          { type: 'ante', stake: 100, returned: 300 },
          { type: 'call', stake: 200, returned: 200 },
        ],
      }),
    });
  });

  it('folds: only the ante is lost, and the whole deal is shown', () => {
    const folded = round(fold, ...FLUSH_AGAINST_NO_QUALIFIER);
    expect(folded).toMatchObject({ staked: 100, returned: 0, view: { decision: 'fold', showdown: null } });
    expect(folded.view.bets).toEqual([{ type: 'ante', stake: 100, returned: 0 }]);
  });

  it('shows the ante paytable, best hand first', () => {
    const { paytable } = round([], ...FLUSH_AGAINST_NO_QUALIFIER).view as { paytable: unknown[] };
    expect(paytable.slice(0, 5)).toEqual([
      { hand: 'royal-flush', pays: 100 },
      { hand: 'straight-flush', pays: 20 },
      { hand: 'four-of-a-kind', pays: 10 },
      { hand: 'full-house', pays: 3 },
      { hand: 'flush', pays: 2 },
    ]);
    expect(paytable).toHaveLength(10);
  });

  it('refuses a malformed slip, a wrong stake, and actions the round does not offer', () => {
    const twoAntes = { bets: [slip.bets[0]!, slip.bets[0]!] };
    expect(refusedField(() => casinoHoldemFamily.play({}, 200, twoAntes, [], scripted([])))).toBe('choice');
    const sideBet = { bets: [{ type: 'aa-bonus', stake: 100 }] };
    expect(refusedField(() => casinoHoldemFamily.play({}, 100, sideBet as never, [], scripted([])))).toBe('choice');
    expect(refusedField(() => casinoHoldemFamily.play({}, 150, slip, [], scripted([])))).toBe('stake');
    const raise = [{ action: 'raise', details: {} }];
    expect(refusedField(() => round(raise, ...FLUSH_AGAINST_NO_QUALIFIER))).toBe('action');
    expect(refusedField(() => round([...call, ...call], ...FLUSH_AGAINST_NO_QUALIFIER))).toBe('action');
    const withDetails = [{ action: 'call', details: { amount: 5 } }];
    expect(refusedField(() => round(withDetails, ...FLUSH_AGAINST_NO_QUALIFIER))).toBe('details');
  });

  it('replays the same round from the same seeds, the flop shown before the decision the same after it', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 9 };
    const first = casinoHoldemFamily.play({}, 100, slip, call, fairRandomness(seeds));
    expect(casinoHoldemFamily.play({}, 100, slip, call, fairRandomness(seeds))).toEqual(first);
    const opened = casinoHoldemFamily.play({}, 100, slip, [], fairRandomness(seeds));
    expect(first.view).toMatchObject({ player: opened.view.player, flop: opened.view.flop });
  });

  it('prices the best decisions, pinned in the engine', () => {
    expect(casinoHoldemFamily.exactRtp({})).toEqual(CASINO_HOLDEM_OPTIMAL_RTP);
    expect(casinoHoldemFamily.hitRate({})).toEqual(CASINO_HOLDEM_OPTIMAL_HIT_RATE);
  });
});
