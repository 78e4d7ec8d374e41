import { describe, expect, it } from 'vitest';
import type { Randomness } from '../../randomness';
import type { Card } from '../shared/cards';
import { cardLabel } from '../shared/cards';
import { randomnessDealing, seededRandomness } from '../shared/test-support';
import { actBlackjack, legalActions, startBlackjack } from './blackjack';
import { handValue } from './hand-value';
import { BLACKJACK } from './rules';
import type { BlackjackAction, BlackjackState } from './state';

const c = (label: string): Card => {
  const suit = { s: 'spades', h: 'hearts', d: 'diamonds', c: 'clubs' } as const;
  const rank = { A: 1, J: 11, Q: 12, K: 13 }[label.slice(0, -1)] ?? Number(label.slice(0, -1));
  return { rank: rank as Card['rank'], suit: suit[label.slice(-1) as keyof typeof suit] };
};
/** A 6-deck shoe dealing these cards in order: player, dealer up, player, dealer hole, then draws. */
const shoe = (...labels: string[]) => randomnessDealing(6, labels.map(c));
const act = (state: BlackjackState, randomness: Randomness, ...actions: BlackjackAction[]) =>
  actions.reduce((next, action) => actBlackjack(BLACKJACK, next, action, randomness), state);
const labels = (cards: readonly Card[]) => cards.map(cardLabel);

describe('blackjack rounds', () => {
  it('pays a natural 3:2 at once, rounded down on an odd stake', () => {
    expect(startBlackjack(BLACKJACK, 100, shoe('As', '9h', 'Kc', '7d'))).toMatchObject({
      phase: 'settled',
      returns: { hands: [250], insurance: 0 },
    });
    expect(startBlackjack(BLACKJACK, 101, shoe('As', '9h', 'Kc', '7d')).returns?.hands).toEqual([252]);
  });

  it('offers insurance under an ace and pays it 2:1 when the dealer has blackjack', () => {
    const randomness = shoe('10s', 'Ah', '9c', 'Kd');
    const offered = startBlackjack(BLACKJACK, 100, randomness);
    expect(offered.phase).toBe('insurance');
    expect(legalActions(BLACKJACK, offered)).toEqual(['insurance']);
    const settled = act(offered, randomness, { type: 'insurance', take: true });
    expect(settled).toMatchObject({ phase: 'settled', insuranceStake: 50, returns: { hands: [0], insurance: 150 } });
  });

  it('stands the dealer on soft 17, and hits it when the rules say so', () => {
    const play = (rules: typeof BLACKJACK) => {
      const randomness = shoe('10s', 'Ah', '8c', '6d', 'Kh');
      const state = startBlackjack(rules, 100, randomness);
      return [{ type: 'insurance', take: false }, { type: 'stand' }].reduce(
        (next, action) => actBlackjack(rules, next, action as BlackjackAction, randomness),
        state,
      );
    };
    const s17 = play(BLACKJACK);
    expect(labels(s17.dealer)).toEqual(['A♥', '6♦']);
    expect(s17.returns).toEqual({ hands: [200], insurance: 0 });
    const h17 = play({ ...BLACKJACK, dealerHitsSoft17: true });
    expect(labels(h17.dealer)).toEqual(['A♥', '6♦', 'K♥']);
    expect(handValue(h17.dealer)).toEqual({ total: 17, soft: false });
  });

  it('doubles: twice the stake, one card, then the dealer plays', () => {
    const randomness = shoe('6s', '10h', '5c', '7d', '10c');
    const settled = act(startBlackjack(BLACKJACK, 100, randomness), randomness, { type: 'double' });
    expect(settled.hands[0]).toMatchObject({ stake: 200, doubled: true });
    expect(settled.returns?.hands).toEqual([400]);
  });

  it('splits to three hands with double after split, and refuses a fourth', () => {
    const randomness = shoe('8s', '6h', '8c', '10d', '8h', '3s', '10s', '8d', '9c', '7d');
    const start = startBlackjack(BLACKJACK, 100, randomness);
    const twoHands = act(start, randomness, { type: 'split' });
    expect(labels(twoHands.hands[0]!.cards)).toEqual(['8♠', '8♥']);
    const threeHands = act(twoHands, randomness, { type: 'split' }, { type: 'double' });
    expect(threeHands.active).toBe(1);
    expect(labels(threeHands.hands[1]!.cards)).toEqual(['8♥', '8♦']);
    expect(legalActions(BLACKJACK, threeHands)).toEqual(['hit', 'stand', 'double']);
    expect(() => act(threeHands, randomness, { type: 'split' })).toThrow(/cannot split now/);
    const settled = act(threeHands, randomness, { type: 'stand' }, { type: 'stand' });
    expect(settled.hands.map((hand) => labels(hand.cards))).toEqual([
      ['8♠', '3♠', '10♠'],
      ['8♥', '8♦'],
      ['8♣', '9♣'],
    ]);
    expect(labels(settled.dealer)).toEqual(['6♥', '10♦', '7♦']);
    expect(settled.returns?.hands).toEqual([400, 200, 200]);
  });

  it('gives split aces one card each, and a 21 there pays even money, not 3:2', () => {
    const randomness = shoe('As', '9h', 'Ac', '9d', 'Ks', '5c');
    const settled = act(startBlackjack(BLACKJACK, 100, randomness), randomness, { type: 'split' });
    expect(settled.hands.map((hand) => labels(hand.cards))).toEqual([
      ['A♠', 'K♠'],
      ['A♣', '5♣'],
    ]);
    expect(settled.returns?.hands).toEqual([200, 0]);
  });

  it('refuses actions that are not legal now', () => {
    const randomness = shoe('2s', '10h', '3c', '7d', '4s', '9s');
    const threeCards = act(startBlackjack(BLACKJACK, 100, randomness), randomness, { type: 'hit' });
    expect(() => act(threeCards, randomness, { type: 'double' })).toThrow(/cannot double now \(player-turn\)/);
    expect(() => act(threeCards, randomness, { type: 'insurance', take: true })).toThrow(/cannot insurance now/);
    const settled = act(threeCards, randomness, { type: 'stand' });
    expect(() => act(settled, randomness, { type: 'hit' })).toThrow(/cannot hit now \(settled\); legal: none/);
    expect(() => startBlackjack(BLACKJACK, 0, randomness)).toThrow(/positive whole number/);
  });
});

describe('blackjack state', () => {
  /** Insures never, splits and doubles when allowed on some totals, otherwise hits below 17. */
  const decide = (state: BlackjackState): BlackjackAction => {
    const legal = legalActions(BLACKJACK, state);
    if (state.phase === 'insurance') return { type: 'insurance', take: false };
    const { total } = handValue(state.hands[state.active]!.cards);
    if (legal.includes('split')) return { type: 'split' };
    if (legal.includes('double') && (total === 10 || total === 11)) return { type: 'double' };
    return { type: total < 17 ? 'hit' : 'stand' };
  };

  it('resumes from stored JSON exactly as if it had stayed in memory', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const [live, stored] = [seededRandomness(seed), seededRandomness(seed)];
      let inMemory = startBlackjack(BLACKJACK, 100, live);
      let fromStore = JSON.parse(JSON.stringify(startBlackjack(BLACKJACK, 100, stored))) as BlackjackState;
      while (inMemory.phase !== 'settled') {
        const action = decide(inMemory);
        inMemory = actBlackjack(BLACKJACK, inMemory, action, live);
        fromStore = JSON.parse(JSON.stringify(actBlackjack(BLACKJACK, fromStore, action, stored))) as BlackjackState;
      }
      expect(fromStore).toEqual(inMemory);
      const cardsOut = inMemory.dealer.length + inMemory.hands.reduce((count, hand) => count + hand.cards.length, 0);
      expect(inMemory.shoe.dealt).toBe(cardsOut);
    }
  });
});
