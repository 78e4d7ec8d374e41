import { exact, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { casinoWarFamily } from './casino-war-family';
import { cards, riggedShoe, scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** A 6-deck shoe dealing the player's card, the dealer's, then three burned cards and the war cards. */
const shoe = (...labels: string[]) => riggedShoe(6, cards(...labels));
const slip = {
  bets: [
    { type: 'main' as const, stake: 100 },
    { type: 'tie' as const, stake: 10 },
  ],
};
const war = [{ action: 'war', details: {} }];
const surrender = [{ action: 'surrender', details: {} }];

describe('casino war family', () => {
  it('pays the higher card at once, aces high', () => {
    const round = casinoWarFamily.play({}, 110, slip, [], shoe('As', 'Kh'));
    expect(round).toEqual({
      staked: 110,
      returned: 200,
      actions: [],
      view: {
        phase: 'settled',
        player: cards('As'),
        dealer: cards('Kh'),
        raise: 0,
        result: 'win',
        bets: [
          { type: 'main', stake: 100, returned: 200 },
          { type: 'tie', stake: 10, returned: 0 },
        ],
      },
    });
  });

  it('stops on a tie and offers war or surrender, showing only the first two cards', () => {
    const round = casinoWarFamily.play({}, 110, slip, [], shoe('7s', '7d'));
    expect(round).toMatchObject({ staked: 110, returned: null, actions: ['war', 'surrender'] });
    expect(round.view).toEqual({
      phase: 'tie',
      player: cards('7s'),
      dealer: cards('7d'),
      bets: [
        { type: 'main', stake: 100 },
        { type: 'tie', stake: 10 },
      ],
    });
  });

  it('goes to war: the raise is staked, three cards burn, and a war win returns stake plus even money on the raise', () => {
    const round = casinoWarFamily.play({}, 110, slip, war, shoe('7s', '7d', '2c', '3c', '4c', 'Qs', '9h'));
    expect(round.staked).toBe(210);
    expect(round.returned).toBe(300 + 110);
    expect(round.view).toMatchObject({
      player: cards('7s', 'Qs'),
      dealer: cards('7d', '9h'),
      raise: 100,
      result: 'won-war',
    });
    const lost = casinoWarFamily.play({}, 110, slip, war, shoe('7s', '7d', '2c', '3c', '4c', '9h', 'Qs'));
    expect(lost).toMatchObject({ staked: 210, returned: 110, view: { result: 'lost-war' } });
  });

  it('surrenders half the main stake, rounded down, drawing no more cards', () => {
    const round = casinoWarFamily.play({}, 101, { bets: [{ type: 'main', stake: 101 }] }, surrender, shoe('7s', '7d'));
    expect(round).toMatchObject({ staked: 101, returned: 50, actions: [], view: { result: 'surrendered' } });
  });

  it('refuses a malformed slip, a wrong stake, and actions the round does not offer', () => {
    const twoMains = { bets: [slip.bets[0]!, slip.bets[0]!] };
    expect(refusedField(() => casinoWarFamily.play({}, 200, twoMains, [], scripted([])))).toBe('choice');
    expect(refusedField(() => casinoWarFamily.play({}, 100, slip, [], scripted([])))).toBe('stake');
    expect(refusedField(() => casinoWarFamily.play({}, 110, slip, war, shoe('As', 'Kh')))).toBe('action');
    const hit = [{ action: 'hit', details: {} }];
    expect(refusedField(() => casinoWarFamily.play({}, 110, slip, hit, shoe('7s', '7d')))).toBe('action');
    const twice = [...surrender, ...surrender];
    expect(refusedField(() => casinoWarFamily.play({}, 110, slip, twice, shoe('7s', '7d')))).toBe('action');
  });

  it('replays the same round from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    const first = casinoWarFamily.play({}, 110, slip, [], fairRandomness(seeds));
    expect(casinoWarFamily.play({}, 110, slip, [], fairRandomness(seeds))).toEqual(first);
  });

  it('shows the tie side bet as the RTP, and the main bet going to war as the hit rate', () => {
    expect(casinoWarFamily.exactRtp({})).toEqual(exact(253, 311));
    // Enumerated independently over four cards of a 6-deck shoe: higher card, or a tie and a war card at least equal.
    expect(casinoWarFamily.hitRate({})).toEqual(exact(2496139, 4965115));
  });
});
