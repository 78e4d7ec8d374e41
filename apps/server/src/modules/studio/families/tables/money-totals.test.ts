import type { BlackjackAction, BlackjackState, PontoonState, Randomness } from '@casino/game-engine';
import {
  actBlackjack,
  actPontoon,
  BLACKJACK,
  CARIBBEAN_STUD,
  CASINO_WAR,
  CRAPS,
  crapsTotalReturn,
  playCraps,
  EUROPEAN_ROULETTE,
  fairRandomness,
  handValue,
  legalActions,
  playCaribbeanStud,
  playCasinoWar,
  playRedDog,
  playRoulette,
  playThreeCardPoker,
  RED_DOG,
  startBlackjack,
  THREE_CARD_POKER,
  PONTOON,
  pokerHandOf,
  pontoonStrategyAction,
  startPontoon,
} from '@casino/game-engine';
import { describe, expect, it } from 'vitest';
import type { FamilyAction } from '../family';
import { blackjackFamily } from './blackjack-family';
import { caribbeanStudFamily } from './caribbean-stud-family';
import { casinoWarFamily } from './casino-war-family';
import { crapsFamily } from './craps-family';
import { pontoonFamily } from './pontoon-family';
import { redDogFamily } from './red-dog-family';
import { rouletteFamily } from './roulette-family';
import { threeCardPokerFamily } from './three-card-poker-family';

/** Many real provably fair streams: the family must move exactly the money the engine settles, round after round. */
const ROUNDS = 300;
const streamOf = (nonce: number): Randomness => fairRandomness({ serverSeed: 'totals', clientSeed: 'check', nonce });
const act = (action: string, details: Record<string, unknown> = {}): FamilyAction => ({ action, details });

describe('money totals against the engines', () => {
  it('roulette: the round returns the sum of the engine returns of every chip', () => {
    const bets = [
      { type: 'straight' as const, numbers: [0], stake: 7 },
      { type: 'corner' as const, numbers: [1, 2, 4, 5], stake: 13 },
      { type: 'column' as const, which: 3 as const, stake: 29 },
      { type: 'odd' as const, stake: 51 },
    ];
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const round = rouletteFamily.play({ variant: 'european' }, 100, { bets }, [], streamOf(nonce));
      const engine = playRoulette(EUROPEAN_ROULETTE, bets, streamOf(nonce));
      expect(round.returned).toBe(engine.returns.reduce((sum, returned) => sum + returned, 0));
    }
  });

  it('casino war: going to war stakes the raise and returns what the engine pays', () => {
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const opened = casinoWarFamily.play({}, 100, { bets: [{ type: 'main', stake: 100 }] }, [], streamOf(nonce));
      const actions = opened.returned === null ? [act('war')] : [];
      const round = casinoWarFamily.play({}, 100, { bets: [{ type: 'main', stake: 100 }] }, actions, streamOf(nonce));
      const engine = playCasinoWar(CASINO_WAR, { stake: 100, onTie: 'go-to-war' }, streamOf(nonce));
      expect([round.staked, round.returned]).toEqual([100 + engine.raise, engine.mainReturn]);
    }
  });

  it('red dog: raising stakes the raise and returns what the engine pays', () => {
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const opened = redDogFamily.play({}, 100, {}, [], streamOf(nonce));
      const actions = opened.returned === null ? [act('raise')] : [];
      const round = redDogFamily.play({}, 100, {}, actions, streamOf(nonce));
      const engine = playRedDog(RED_DOG, { stake: 100, raiseFromSpread: 1 }, streamOf(nonce));
      expect([round.staked, round.returned]).toEqual([100 + engine.raise, engine.returned]);
    }
  });

  it('three card poker: playing stakes the play bet and returns what the engine pays under Q-6-4', () => {
    const slip = {
      bets: [
        { type: 'ante' as const, stake: 100 },
        { type: 'pair-plus' as const, stake: 25 },
      ],
    };
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const engine = playThreeCardPoker(THREE_CARD_POKER, { ante: 100, pairPlus: 25 }, streamOf(nonce));
      const round = threeCardPokerFamily.play({}, 125, slip, [act(engine.decision)], streamOf(nonce));
      const returned = engine.anteReturn + engine.playReturn + engine.bonusReturn + engine.pairPlusReturn;
      expect([round.staked, round.returned]).toEqual([125 + engine.play, returned]);
    }
  });

  it('caribbean stud: raising stakes twice the ante and returns what the engine pays', () => {
    // Any decision will do here: raise a pair or better, fold the rest.
    const decide = (player: Parameters<typeof pokerHandOf>[0]) =>
      pokerHandOf(player) === 'high-card' ? 'fold' : 'raise';
    const decisions = new Set<string>();
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const engine = playCaribbeanStud(CARIBBEAN_STUD, { ante: 100 }, streamOf(nonce), decide);
      decisions.add(engine.decision);
      const round = caribbeanStudFamily.play({}, 100, {}, [act(engine.decision)], streamOf(nonce));
      expect([round.staked, round.returned]).toEqual([100 + engine.raise, engine.anteReturn + engine.raiseReturn]);
    }
    expect([...decisions].sort()).toEqual(['fold', 'raise']);
  });

  it('craps: odds taken on every point are staked, and the round returns what the engine pays', () => {
    const bets = [
      { type: 'dont-pass' as const, stake: 60 },
      { type: 'any-craps' as const, stake: 10 },
    ];
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const engine = playCraps(CRAPS, bets, streamOf(nonce), () => 120);
      const actions = engine.rolls.map(() => act('roll'));
      if (engine.odds > 0) actions.splice(1, 0, act('odds', { stake: engine.odds }));
      const round = crapsFamily.play({}, 70, { bets }, actions, streamOf(nonce));
      expect([round.staked, round.returned]).toEqual([70 + engine.odds, crapsTotalReturn(engine)]);
    }
  });

  it('blackjack: stakes and returns follow the engine through splits, doubles and insurance', () => {
    /** A fixed, varied way of playing, so splits, doubles and insurance all happen. */
    const choose = (state: BlackjackState): BlackjackAction => {
      const legal = legalActions(BLACKJACK, state);
      if (legal.includes('insurance')) return { type: 'insurance', take: state.hands[0]!.cards[0]!.rank % 2 === 0 };
      if (legal.includes('split')) return { type: 'split' };
      const { total } = handValue(state.hands[state.active]!.cards);
      if (legal.includes('double') && (total === 10 || total === 11)) return { type: 'double' };
      return { type: total < 17 ? 'hit' : 'stand' };
    };
    const asFamilyAction = (action: BlackjackAction) =>
      action.type === 'insurance' ? act('insurance', { take: action.take }) : act(action.type);
    const played = new Set<string>();
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const engineStream = streamOf(nonce);
      let state = startBlackjack(BLACKJACK, 100, engineStream);
      const actions: FamilyAction[] = [];
      while (state.phase !== 'settled') {
        const action = choose(state);
        played.add(action.type);
        actions.push(asFamilyAction(action));
        state = actBlackjack(BLACKJACK, state, action, engineStream);
      }
      const round = blackjackFamily.play(BLACKJACK, 100, {}, actions, streamOf(nonce));
      const staked = state.hands.reduce((sum, hand) => sum + hand.stake, state.insuranceStake);
      const returned = state.returns!.hands.reduce((sum, value) => sum + value, state.returns!.insurance);
      expect([round.staked, round.returned, round.actions]).toEqual([staked, returned, []]);
    }
    expect([...played].sort()).toEqual(['double', 'hit', 'insurance', 'split', 'stand']);
  });

  it('pontoon: buying stakes the first stake again, and the return is what the engine pays', () => {
    const played = new Set<string>();
    for (let nonce = 0; nonce < ROUNDS; nonce += 1) {
      const engineStream = streamOf(nonce);
      let state: PontoonState = startPontoon(PONTOON, 100, engineStream);
      const actions: FamilyAction[] = [];
      while (state.phase !== 'settled') {
        const action = pontoonStrategyAction(state);
        played.add(action.type);
        actions.push(act(action.type));
        state = actPontoon(PONTOON, state, action, engineStream);
      }
      const round = pontoonFamily.play(PONTOON, 100, {}, actions, streamOf(nonce));
      expect([round.staked, round.returned, round.actions]).toEqual([state.stake, state.returned, []]);
    }
    expect([...played].sort()).toEqual(['buy', 'stick', 'twist']);
  });
});
