import { exact, fairRandomness, THREE_CARD_POKER, threeCardPokerExactPrices } from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import { PINNED_PRICES, threeCardPokerFamily } from './three-card-poker-family';
import { cards, riggedShoe, scripted } from './rigged-randomness.test-support';
import { refusedField } from './refused-field.test-support';

/** One deck dealing the player's three cards, then the dealer's three. */
const deck = (...labels: string[]) => riggedShoe(1, cards(...labels));
const slip = {
  bets: [
    { type: 'ante' as const, stake: 100 },
    { type: 'pair-plus' as const, stake: 10 },
  ],
};
const play = [{ action: 'play', details: {} }];
const fold = [{ action: 'fold', details: {} }];
const round = (actions: typeof play, ...labels: string[]) =>
  threeCardPokerFamily.play({}, 110, slip, actions, deck(...labels));

describe('three card poker family', () => {
  it('deals three cards and offers play or fold, never showing the dealer', () => {
    const opened = round([], 'Ks', 'Kh', '5d', '2c', '7d', 'Jh');
    expect(opened).toMatchObject({ staked: 110, returned: null, actions: ['play', 'fold'] });
    expect(opened.view).toMatchObject({
      phase: 'decision',
      player: cards('Ks', 'Kh', '5d'),
      player_hand: 'pair',
      bets: [
        { type: 'ante', stake: 100 },
        { type: 'pair-plus', stake: 10 },
      ],
    });
    expect(opened.view).not.toHaveProperty('dealer');
    expect(JSON.stringify(opened.view)).not.toContain('"rank":7');
  });

  it('plays: the play bet is staked, a dealer without queen high pays the ante and pushes the play', () => {
    expect(round(play, 'Ks', 'Kh', '5d', '2c', '7d', 'Jh')).toEqual({
      staked: 210,
      returned: 200 + 100 + 20,
      actions: [],
      view: expect.objectContaining({
        phase: 'settled',
        dealer: cards('2c', '7d', 'Jh'),
        dealer_hand: 'high-card',
        decision: 'play',
        showdown: 'dealer-does-not-qualify',
        ante_bonus: 0,
        bets: [
          { type: 'ante', stake: 100, returned: 200 },
          { type: 'play', stake: 100, returned: 100 },
          { type: 'pair-plus', stake: 10, returned: 20 },
        ],
      }),
    });
  });

  it('pays the ante bonus and pair plus on a straight the dealer beats', () => {
    const lost = round(play, '5s', '6h', '7d', '9c', '9d', '9h');
    expect(lost).toMatchObject({ staked: 210, returned: 100 + 70, view: { showdown: 'lose', ante_bonus: 100 } });
  });

  it('folds: the ante is lost, no play bet is staked, pair plus still settles', () => {
    const folded = round(fold, '2s', '2h', '9d', 'Ac', 'Kd', 'Qh');
    expect(folded).toMatchObject({ staked: 110, returned: 20, view: { decision: 'fold', showdown: null } });
    expect(folded.view.bets).toEqual([
      { type: 'ante', stake: 100, returned: 0 },
      { type: 'pair-plus', stake: 10, returned: 20 },
    ]);
  });

  it('shows both paytables, best hand first', () => {
    expect(round([], 'Ks', 'Kh', '5d', '2c', '7d', 'Jh').view.paytable).toEqual({
      ante_bonus: [
        { hand: 'straight-flush', pays: 5 },
        { hand: 'three-of-a-kind', pays: 4 },
        { hand: 'straight', pays: 1 },
      ],
      pair_plus: [
        { hand: 'straight-flush', pays: 40 },
        { hand: 'three-of-a-kind', pays: 30 },
        { hand: 'straight', pays: 6 },
        { hand: 'flush', pays: 3 },
        { hand: 'pair', pays: 1 },
      ],
    });
  });

  it('refuses a malformed slip, a wrong stake, and actions the round does not offer', () => {
    const twoAntes = { bets: [slip.bets[0]!, slip.bets[0]!] };
    expect(refusedField(() => threeCardPokerFamily.play({}, 200, twoAntes, [], scripted([])))).toBe('choice');
    const pairPlusOnly = { bets: [slip.bets[1]!] };
    expect(refusedField(() => threeCardPokerFamily.play({}, 10, pairPlusOnly, [], scripted([])))).toBe('choice');
    expect(refusedField(() => threeCardPokerFamily.play({}, 100, slip, [], scripted([])))).toBe('stake');
    const raise = [{ action: 'raise', details: {} }];
    expect(refusedField(() => round(raise, 'Ks', 'Kh', '5d', '2c', '7d', 'Jh'))).toBe('action');
    expect(refusedField(() => round([...play, ...play], 'Ks', 'Kh', '5d', '2c', '7d', 'Jh'))).toBe('action');
  });

  it('replays the same round from the same seeds', () => {
    const seeds = { serverSeed: 'server', clientSeed: 'client', nonce: 5 };
    const first = threeCardPokerFamily.play({}, 110, slip, play, fairRandomness(seeds));
    expect(threeCardPokerFamily.play({}, 110, slip, play, fairRandomness(seeds))).toEqual(first);
    const opened = threeCardPokerFamily.play({}, 110, slip, [], fairRandomness(seeds));
    expect(first.view.player).toEqual(opened.view.player);
  });

  it('shows pair plus as the RTP, and ante and play under Q-6-4 as the hit rate', () => {
    expect(threeCardPokerFamily.exactRtp({})).toEqual(exact(5123, 5525));
    expect(threeCardPokerFamily.hitRate({})).toEqual(exact(11_461_923, 25_448_150));
  });

  it('pins the prices the engine enumerates: the lower of the two bets, and the ante and play hit rate', () => {
    const prices = threeCardPokerExactPrices(THREE_CARD_POKER);
    expect(PINNED_PRICES).toEqual({ rtp: prices.pairPlus, hitRate: prices.anteAndPlayHitRate });
    expect(prices.anteAndPlay.n * PINNED_PRICES.rtp.d > PINNED_PRICES.rtp.n * prices.anteAndPlay.d).toBe(true);
  });
});
