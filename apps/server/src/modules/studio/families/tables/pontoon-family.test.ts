import type { Randomness } from '@casino/game-engine';
import { fairRandomness, pontoonExactRtp, pontoonHitRate } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import type { FamilyAction } from '../family';
import { pontoonFamily } from './pontoon-family';
import { cards, riggedShoe } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

const rules = pontoonFamily.defaults;
/** A one-deck shoe dealing player, banker, player, banker, then every later draw. */
const deck = (...labels: string[]) => riggedShoe(1, cards(...labels));
const act = (action: string, details: Record<string, unknown> = {}): FamilyAction => ({ action, details });
/** Each step replays the round from the start, as the studio does: a fresh rigged deck per replay. */
const play = (stake: number, labels: string[], ...actions: FamilyAction[]) =>
  pontoonFamily.play(rules, stake, {}, actions, deck(...labels));

describe('pontoon family', () => {
  it("pays a player's pontoon 2:1 at once and shows the banker's cards", () => {
    const round = play(100, ['As', '9h', 'Kc', '7d']);
    expect(round).toMatchObject({ staked: 100, returned: 300, actions: [] });
    expect(round.view).toMatchObject({
      phase: 'settled',
      player: { cards: cards('As', 'Kc'), total: 21, kind: 'pontoon' },
      banker: { cards: cards('9h', '7d'), total: 16, kind: 'total' },
      result: 'win',
      returned: 300,
    });
  });

  it('keeps both banker cards out of an open round, and shows them once it is settled', () => {
    const labels = ['10s', '9c', '6h', 'Kd', '2c'];
    const open = play(100, labels);
    expect(open).toMatchObject({ staked: 100, returned: null, actions: ['twist', 'buy', 'stick'] });
    expect(open.view).toEqual({
      phase: 'player-turn',
      player: {
        cards: cards('10s', '6h'),
        total: 16,
        soft: false,
        kind: 'total',
        stake: 100,
        first_stake: 100,
        twisted: false,
      },
      banker: { face_down: 2 },
    });
    expect(JSON.stringify(open)).not.toContain('clubs');
    expect(JSON.stringify(open)).not.toContain('diamonds');
    const settled = play(100, labels, act('stick'));
    expect(settled).toMatchObject({ staked: 100, returned: 0, actions: [] });
    expect(settled.view).toMatchObject({ banker: { cards: cards('9c', 'Kd'), total: 19 }, result: 'lose' });
  });

  it('buys: each bought card stakes the first stake again, and a win pays on everything staked', () => {
    const labels = ['5s', '10h', '6c', '7d', '2h', '7s'];
    const bought = play(100, labels, act('buy'));
    expect(bought).toMatchObject({ staked: 200, returned: null, actions: ['twist', 'buy'] });
    const settled = play(100, labels, act('buy'), act('buy'), act('stick'));
    expect(settled).toMatchObject({ staked: 300, returned: 600, actions: [] });
    expect(settled.view).toMatchObject({ player: { total: 20, stake: 300 }, banker: { total: 17 }, result: 'win' });
  });

  it('pays a five-card trick 2:1, and the banker takes every tie', () => {
    const trick = ['2s', '10h', '3c', '7d', '2h', '3d', '4s'];
    const won = play(100, trick, act('twist'), act('twist'), act('twist'));
    expect(won).toMatchObject({ staked: 100, returned: 300 });
    expect(won.view).toMatchObject({ player: { kind: 'five-card-trick' } });
    expect(play(100, ['10s', '10h', '8c', '8d'], act('stick'))).toMatchObject({ returned: 0 });
  });

  it('refuses actions that are not legal now, unknown actions, details and a choice', () => {
    const low = ['10s', '9c', '4h', 'Kd'];
    expect(refusedField(() => play(100, low, act('stick')))).toBe('action');
    expect(refusedField(() => play(100, low, act('split')))).toBe('action');
    expect(refusedField(() => play(100, low, act('twist', { card: 'ace' })))).toBe('details');
    expect(refusedField(() => play(100, ['10s', '9c', '4h', 'Kd', '2c'], act('twist'), act('buy')))).toBe('action');
    expect(refusedField(() => play(100, ['As', '9h', 'Kc', '7d'], act('stick')))).toBe('action');
    // A client may send anything; the type says `{}`, the family must still refuse it.
    const choice = { bet: 'banker' } as unknown as Record<string, never>;
    expect(refusedField(() => pontoonFamily.play(rules, 100, choice, [], deck('10s', '9c', '4h', 'Kd')))).toBe(
      'choice',
    );
    expect(refusedField(() => play(0, low))).toBe('stake');
  });

  it('replays the same round from the same seeds, step after step', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    const fresh = (): Randomness => fairRandomness(seeds);
    const opened = pontoonFamily.play(rules, 100, {}, [], fresh());
    expect(pontoonFamily.play(rules, 100, {}, [], fresh())).toEqual(opened);
    const steps = opened.actions.includes('twist') ? [act('twist')] : [];
    const next = pontoonFamily.play(rules, 100, {}, steps, fresh());
    expect(pontoonFamily.play(rules, 100, {}, steps, fresh())).toEqual(next);
  });

  it('accepts the rules page params and refuses a payout the engine cannot settle in hundredths', () => {
    expect(pontoonFamily.params.safeParse(rules).success).toBe(true);
    expect(pontoonFamily.params.safeParse({ ...rules, pontoonPays: 1.5 }).success).toBe(true);
    expect(pontoonFamily.params.safeParse({ ...rules, pontoonPays: 1.555 }).success).toBe(false);
    expect(pontoonFamily.params.safeParse({ ...rules, decks: 0 }).success).toBe(false);
  });

  it('is priced by the exact return and hit rate of the rules page strategy', () => {
    expect(pontoonFamily.exactRtp(rules)).toEqual(pontoonExactRtp());
    expect(pontoonFamily.hitRate(rules)).toEqual(pontoonHitRate());
  });
});
