import { exact, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { redDogFamily } from './red-dog-family';
import { cards, riggedShoe } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** An 8-deck shoe dealing the two cards, then the third. */
const shoe = (...labels: string[]) => riggedShoe(8, cards(...labels));
const raise = [{ action: 'raise', details: {} }];
const stand = [{ action: 'stand', details: {} }];

describe('red dog family', () => {
  it('pushes consecutive cards at once, without a third card', () => {
    const round = redDogFamily.play({}, 100, {}, [], shoe('5s', '6h'));
    expect(round).toEqual({
      staked: 100,
      returned: 100,
      actions: [],
      view: { phase: 'settled', cards: cards('5s', '6h'), spread: 0, pays: null, raise: 0, result: 'push' },
    });
  });

  it('pays three of a kind 11:1 after a pair', () => {
    const round = redDogFamily.play({}, 100, {}, [], shoe('9s', '9h', '9d'));
    expect(round).toMatchObject({ returned: 1200, actions: [], view: { result: 'three-of-a-kind', pays: 11 } });
  });

  it('announces the spread and waits, keeping the third card out of the view', () => {
    const round = redDogFamily.play({}, 100, {}, [], shoe('3s', 'Jh', '8d'));
    expect(round).toMatchObject({ staked: 100, returned: null, actions: ['raise', 'stand'] });
    expect(round.view).toEqual({ phase: 'spread', cards: cards('3s', 'Jh'), spread: 7, pays: 1 });
    expect(JSON.stringify(round.view)).not.toContain('"diamonds"');
  });

  it('raises: the stake doubles and the whole stake is paid by the spread', () => {
    const won = redDogFamily.play({}, 100, {}, raise, shoe('3s', 'Jh', '8d'));
    expect(won).toMatchObject({ staked: 200, returned: 400, view: { raise: 100, result: 'win' } });
    expect(won.view.cards).toEqual(cards('3s', 'Jh', '8d'));
    const lost = redDogFamily.play({}, 100, {}, raise, shoe('3s', 'Jh', 'Kd'));
    expect(lost).toMatchObject({ staked: 200, returned: 0, view: { result: 'lose' } });
    const narrow = redDogFamily.play({}, 100, {}, stand, shoe('7s', '9h', '8d'));
    expect(narrow).toMatchObject({ staked: 100, returned: 600, view: { spread: 1, pays: 5, raise: 0 } });
  });

  it('refuses a choice, and actions the round does not offer', () => {
    expect(refusedField(() => redDogFamily.play({}, 100, { side: 1 } as never, [], shoe('3s', 'Jh', '8d')))).toBe(
      'choice',
    );
    expect(refusedField(() => redDogFamily.play({}, 100, {}, raise, shoe('5s', '6h')))).toBe('action');
    const hit = [{ action: 'hit', details: {} }];
    expect(refusedField(() => redDogFamily.play({}, 100, {}, hit, shoe('3s', 'Jh', '8d')))).toBe('action');
    expect(refusedField(() => redDogFamily.play({}, 100, {}, [...raise, ...raise], shoe('3s', 'Jh', '8d')))).toBe(
      'action',
    );
    expect(refusedField(() => redDogFamily.play({}, 0, {}, [], shoe('3s', 'Jh', '8d')))).toBe('stake');
  });

  it('replays the same round from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 5 };
    const first = redDogFamily.play({}, 100, {}, stand, fairRandomness(seeds));
    expect(redDogFamily.play({}, 100, {}, stand, fairRandomness(seeds))).toEqual(first);
  });

  it('shows the RTP of raising from a spread of 7, and the probability a round returns anything', () => {
    expect(redDogFamily.exactRtp({})).toEqual(exact(1086044, 1116765));
    // Enumerated independently over three cards of an 8-deck shoe: a pair, consecutive cards, or a card between.
    expect(redDogFamily.hitRate({})).toEqual(exact(535261, 1116765));
  });
});
