import type { RedDogOutcome } from '@casino/game-engine';
import { playRedDog, RED_DOG, redDogExactRtp } from '@casino/game-engine';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import type { Empty } from './table-rules';
import { emptySchema, parseChoice, pricedOnce, refusedAs } from './table-rules';

const SPREAD_DECISIONS = ['raise', 'stand'] as const;
type SpreadDecision = (typeof SPREAD_DECISIONS)[number];

/** The engine takes the raise as a threshold; a threshold no spread reaches means standing. */
const RAISE_ON_ANY_SPREAD = 1;
const NEVER_RAISE = Number.MAX_SAFE_INTEGER;
/** The rules page's strategy, and the engine's documented optimum with 8 decks. */
const RAISE_FROM_SPREAD_OF_SEVEN = 7;

function spreadDecisionOf(actions: readonly FamilyAction[]): SpreadDecision | undefined {
  const [decision, ...later] = actions;
  if (!decision) return undefined;
  if (!(SPREAD_DECISIONS as readonly string[]).includes(decision.action)) {
    throw new IllegalPlay('action', `after the spread the player raises or stands, not ${decision.action}`);
  }
  if (later.length > 0) throw new IllegalPlay('action', 'the round is already finished');
  return decision.action as SpreadDecision;
}

/** What a third card between pays to one for this spread (the engine's table: 1, 2, 3, then 4 or more). */
const paysToOne = (spread: number) =>
  spread === 1 || spread === 2 || spread === 3 ? RED_DOG.spreadPayouts[spread] : RED_DOG.spreadPayouts.wide;

const resultOf = (outcome: RedDogOutcome, stake: number) => {
  if (outcome.spread === undefined) return outcome.returned > stake ? 'three-of-a-kind' : 'push';
  if (outcome.spread === 0) return 'push';
  return outcome.returned > 0 ? 'win' : 'lose';
};

export const redDogFamily: StudioGameFamily<Empty, Empty> = {
  id: 'red-dog',
  params: emptySchema,
  defaults: {},
  choice: emptySchema,
  /**
   * The return of the strategy the rules page states (raise from a spread of 7), as for blackjack: a raise is a
   * decision during play, not a bet chosen up front. The RTP counts the raise as money risked.
   */
  exactRtp: pricedOnce(() => redDogExactRtp(RED_DOG, { stake: 100, raiseFromSpread: RAISE_FROM_SPREAD_OF_SEVEN })),
  /**
   * Whether a round returns anything does not depend on raising. Priced by the engine with every payout at 0:1 and
   * no raise: each returning round (a push, three of a kind, a card between) then gives back exactly the stake.
   */
  hitRate: pricedOnce(() => {
    const evenReturns = { ...RED_DOG, spreadPayouts: { 1: 0, 2: 0, 3: 0, wide: 0 }, threeOfAKind: 0 };
    return redDogExactRtp(evenReturns, { stake: 100, raiseFromSpread: NEVER_RAISE });
  }),
  play(_params, stake, choice, actions, randomness): FamilyRound {
    parseChoice(emptySchema, choice);
    const decision = spreadDecisionOf(actions);
    const raiseFromSpread = decision === 'raise' ? RAISE_ON_ANY_SPREAD : NEVER_RAISE;
    // The engine deals the third card at once; while the player decides it stays out of the view.
    const outcome = refusedAs('stake', () => playRedDog(RED_DOG, { stake, raiseFromSpread }, randomness));
    const spread = outcome.spread;
    const decides = spread !== undefined && spread > 0;
    if (!decides && decision) throw new IllegalPlay('action', 'the round is already finished');
    if (decides && !decision) {
      return {
        staked: stake,
        returned: null,
        actions: [...SPREAD_DECISIONS],
        view: { phase: 'spread', cards: outcome.cards.slice(0, 2), spread, pays: paysToOne(spread) },
      };
    }
    return {
      staked: stake + outcome.raise,
      returned: outcome.returned,
      actions: [],
      view: {
        phase: 'settled',
        cards: outcome.cards,
        spread: spread ?? null,
        pays: spread === undefined ? RED_DOG.threeOfAKind : spread === 0 ? null : paysToOne(spread),
        raise: outcome.raise,
        result: resultOf(outcome, stake),
      },
    };
  },
};
