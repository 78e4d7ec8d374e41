import type { Randomness } from '@casino/game-engine';
import { BLACKJACK_BASIC_STRATEGY_HIT_RATE, blackjackExactRtp, fairRandomness } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import type { FamilyAction } from '../family';
import { blackjackFamily } from './blackjack-family';
import { cards, riggedShoe } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

const rules = blackjackFamily.defaults;
/** A 6-deck shoe dealing player, dealer up card, player, hole card, then every later draw. */
const shoe = (...labels: string[]) => riggedShoe(6, cards(...labels));
const act = (action: string, details: Record<string, unknown> = {}): FamilyAction => ({ action, details });
/** Each step replays the round from the start, as the studio does: a fresh rigged shoe per replay. */
const play = (stake: number, labels: string[], ...actions: FamilyAction[]) =>
  blackjackFamily.play(rules, stake, {}, actions, shoe(...labels));

describe('blackjack family', () => {
  it('pays a natural 3:2 at once, rounded down, and shows every card', () => {
    const round = play(101, ['As', '9h', 'Kc', '7d']);
    expect(round).toMatchObject({ staked: 101, returned: 252, actions: [] });
    expect(round.view).toMatchObject({
      phase: 'settled',
      dealer: cards('9h', '7d'),
      dealer_total: 16,
      hands: [{ cards: cards('As', 'Kc'), total: 21, soft: true, result: 'blackjack', returned: 252 }],
      insurance: null,
    });
  });

  it('keeps the hole card out of an open round, and shows it once settled', () => {
    const labels = ['10s', '9c', '6h', 'Kd'];
    const open = play(100, labels);
    expect(open).toMatchObject({ staked: 100, returned: null, actions: ['hit', 'stand', 'double'] });
    expect(open.view).toEqual({
      phase: 'player-turn',
      dealer: cards('9c'),
      dealer_total: 9,
      hands: [{ cards: cards('10s', '6h'), total: 16, soft: false, stake: 100, doubled: false, finished: false }],
      active: 0,
      insurance_stake: 0,
    });
    expect(JSON.stringify(open)).not.toContain('diamonds');
    const settled = play(100, labels, act('stand'));
    expect(settled).toMatchObject({ staked: 100, returned: 0, actions: [] });
    expect(settled.view).toMatchObject({ dealer: cards('9c', 'Kd'), dealer_total: 19, hands: [{ result: 'lose' }] });
  });

  it('doubles: the stake doubles, one card, then the dealer plays', () => {
    const round = play(100, ['6s', '10h', '5c', '7d', '10c'], act('double'));
    expect(round).toMatchObject({ staked: 200, returned: 400 });
    expect(round.view).toMatchObject({ hands: [{ total: 21, doubled: true, stake: 200, result: 'win' }] });
  });

  it('splits to three hands, doubles after a split, staking more at each step, and refuses a fourth hand', () => {
    const labels = ['8s', '6h', '8c', '10d', '8h', '3s', '10s', '8d', '9c', '7d'];
    expect(play(100, labels, act('split'))).toMatchObject({ staked: 200, returned: null });
    const threeHands = [act('split'), act('split'), act('double')];
    const open = play(100, labels, ...threeHands);
    expect(open).toMatchObject({ staked: 400, returned: null, actions: ['hit', 'stand', 'double'] });
    expect(open.view).toMatchObject({ active: 1 });
    expect(JSON.stringify(open.view)).not.toContain('"rank":10,"suit":"diamonds"');
    expect(refusedField(() => play(100, labels, ...threeHands, act('split')))).toBe('action');
    const settled = play(100, labels, ...threeHands, act('stand'), act('stand'));
    expect(settled).toMatchObject({ staked: 400, returned: 400 + 200 + 200, actions: [] });
    expect(settled.view).toMatchObject({
      dealer: cards('6h', '10d', '7d'),
      hands: [
        { cards: cards('8s', '3s', '10s'), result: 'win', returned: 400 },
        { cards: cards('8h', '8d'), result: 'win', returned: 200 },
        { cards: cards('8c', '9c'), result: 'win', returned: 200 },
      ],
    });
  });

  it('offers insurance under an ace, hiding the hole card, and pays it 2:1 on a dealer blackjack', () => {
    const labels = ['10s', 'Ah', '9c', 'Kd'];
    const offered = play(100, labels);
    expect(offered).toMatchObject({ staked: 100, returned: null, actions: ['insurance'] });
    expect(offered.view).toMatchObject({ phase: 'insurance', dealer: cards('Ah') });
    expect(JSON.stringify(offered)).not.toContain('diamonds');
    const insured = play(100, labels, act('insurance', { take: true }));
    expect(insured).toMatchObject({ staked: 150, returned: 150, actions: [] });
    expect(insured.view).toMatchObject({ insurance: { stake: 50, returned: 150 }, hands: [{ result: 'lose' }] });
  });

  it('plays on after insurance is declined, still hiding the hole card', () => {
    const declined = play(100, ['10s', 'Ah', '9c', '6d'], act('insurance', { take: false }));
    expect(declined).toMatchObject({ staked: 100, returned: null, actions: ['hit', 'stand', 'double'] });
    expect(JSON.stringify(declined)).not.toContain('diamonds');
  });

  it('refuses actions that are not legal now, unknown actions and malformed details', () => {
    const insurance = ['10s', 'Ah', '9c', 'Kd'];
    expect(refusedField(() => play(100, insurance, act('hit')))).toBe('action');
    expect(refusedField(() => play(100, insurance, act('insurance')))).toBe('details');
    expect(refusedField(() => play(1, insurance, act('insurance', { take: true })))).toBe('action');
    expect(refusedField(() => play(100, ['10s', '9c', '6h', 'Kd'], act('surrender')))).toBe('action');
    expect(refusedField(() => play(100, ['10s', '9c', '6h', 'Kd'], act('split')))).toBe('action');
    expect(refusedField(() => play(100, ['As', '9h', 'Kc', '7d'], act('stand')))).toBe('action');
    expect(refusedField(() => play(0, ['As', '9h', 'Kc', '7d']))).toBe('stake');
  });

  it('replays the same round from the same seeds, step after step', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 0 };
    const fresh = (): Randomness => fairRandomness(seeds);
    const opened = blackjackFamily.play(rules, 100, {}, [], fresh());
    expect(blackjackFamily.play(rules, 100, {}, [], fresh())).toEqual(opened);
    const steps = opened.actions.includes('stand') ? [act('stand')] : [];
    const settled = blackjackFamily.play(rules, 100, {}, steps, fresh());
    expect(blackjackFamily.play(rules, 100, {}, steps, fresh())).toEqual(settled);
  });

  it('accepts the rules page params and refuses a payout the engine cannot settle in hundredths', () => {
    expect(blackjackFamily.params.safeParse(rules).success).toBe(true);
    expect(blackjackFamily.params.safeParse({ ...rules, blackjackPays: 1.2 }).success).toBe(true);
    expect(blackjackFamily.params.safeParse({ ...rules, blackjackPays: 1.555 }).success).toBe(false);
  });

  it('is priced by the exact return and the exact hit rate of the rules page strategy', () => {
    expect(blackjackFamily.exactRtp(rules)).toEqual(blackjackExactRtp());
    expect(blackjackFamily.hitRate(rules)).toEqual(BLACKJACK_BASIC_STRATEGY_HIT_RATE);
  });
});
