import type { CasinoWarOutcome } from '@casino/game-engine';
import {
  CASINO_WAR,
  casinoWarExactRtp,
  casinoWarTieExactRtp,
  div,
  exact,
  playCasinoWar,
  sub,
  add,
} from '@casino/game-engine';
import { z } from 'zod';
import type { FamilyAction, FamilyRound, StudioGameFamily } from '../family';
import { IllegalPlay } from '../family';
import type { Empty } from './table-rules';
import {
  assertStakeIsTheSlipTotal,
  chipStakeSchema,
  emptySchema,
  lowestOf,
  parseChoice,
  pricedOnce,
  refusedAs,
} from './table-rules';

/** The main bet, and optionally the side bet that the first two cards tie (10:1). */
export type CasinoWarChoice = { bets: { type: 'main' | 'tie'; stake: number }[] };
const casinoWarChoiceSchema: z.ZodType<CasinoWarChoice> = z.object({
  bets: z
    .array(z.object({ type: z.enum(['main', 'tie']), stake: chipStakeSchema }))
    .min(1)
    .max(2),
});

const TIE_DECISIONS = ['war', 'surrender'] as const;
type TieDecision = (typeof TIE_DECISIONS)[number];

function slipOf(stake: number, choice: CasinoWarChoice) {
  const { bets } = parseChoice(casinoWarChoiceSchema, choice);
  assertStakeIsTheSlipTotal(stake, bets);
  const main = bets.filter((bet) => bet.type === 'main');
  const tie = bets.filter((bet) => bet.type === 'tie');
  if (main.length !== 1 || tie.length > 1) {
    throw new IllegalPlay('choice', 'a casino war slip holds one main bet and at most one tie bet');
  }
  return { bets, mainStake: main[0]!.stake, tieStake: tie[0]?.stake };
}

function tieDecisionOf(actions: readonly FamilyAction[]): TieDecision | undefined {
  const [decision, ...later] = actions;
  if (!decision) return undefined;
  if (!(TIE_DECISIONS as readonly string[]).includes(decision.action)) {
    throw new IllegalPlay('action', `on a tie the player goes to war or surrenders, not ${decision.action}`);
  }
  if (later.length > 0) throw new IllegalPlay('action', 'the round is already finished');
  return decision.action as TieDecision;
}

const resultOf = (outcome: CasinoWarOutcome) => {
  const wentToWar = outcome.raise > 0;
  if (outcome.player[0]!.rank !== outcome.dealer[0]!.rank) return outcome.mainReturn > 0 ? 'win' : 'lose';
  if (!wentToWar) return 'surrendered';
  return outcome.mainReturn > 0 ? 'won-war' : 'lost-war';
};

const RTP_STAKE = 100;
/** Every bet paying 0:1, so a bet's exact RTP becomes the probability that it returns its stake. */
const evenReturns = { ...CASINO_WAR, payouts: { win: 0, tie: 0 } };

export const casinoWarFamily: StudioGameFamily<Empty, CasinoWarChoice> = {
  id: 'casino-war',
  params: emptySchema,
  defaults: {},
  choice: casinoWarChoiceSchema,
  /**
   * The lowest over the bets and tie decisions the table offers: the tie side bet at 10:1 (253/311), below the main
   * bet whether the player goes to war (97.12%) or surrenders (96.30%).
   */
  exactRtp: pricedOnce(() =>
    lowestOf([
      casinoWarExactRtp(CASINO_WAR, { stake: RTP_STAKE, onTie: 'go-to-war' }),
      casinoWarExactRtp(CASINO_WAR, { stake: RTP_STAKE, onTie: 'surrender' }),
      casinoWarTieExactRtp(CASINO_WAR, RTP_STAKE),
    ]),
  ),
  /**
   * For the main bet, going to war on a tie: P(higher card) + P(tie) × P(war card at least the dealer's). Derived
   * from the engine's own exact prices with every payout at 0:1 (so the counts stay the engine's): the tie bet
   * gives P(tie); surrendering gives P(higher) + P(tie)/2; going to war gives P(higher) + P(tie) × (2q − 1).
   */
  hitRate: pricedOnce(() => {
    const tie = casinoWarTieExactRtp(evenReturns, RTP_STAKE);
    const surrendering = casinoWarExactRtp(evenReturns, { stake: RTP_STAKE, onTie: 'surrender' });
    const goingToWar = casinoWarExactRtp(evenReturns, { stake: RTP_STAKE, onTie: 'go-to-war' });
    const higher = sub(surrendering, div(tie, exact(2)));
    return div(add(add(higher, goingToWar), tie), exact(2));
  }),
  play(_params, stake, choice, actions, randomness): FamilyRound {
    const { bets, mainStake, tieStake } = slipOf(stake, choice);
    const decision = tieDecisionOf(actions);
    // Surrendering draws no more cards, so the first two cards are the same whichever way the player decides later.
    const onTie = decision === 'war' ? 'go-to-war' : 'surrender';
    const outcome = refusedAs('choice', () =>
      playCasinoWar(CASINO_WAR, { stake: mainStake, onTie, tieStake }, randomness),
    );
    const tied = outcome.player[0]!.rank === outcome.dealer[0]!.rank;
    if (!tied && decision) throw new IllegalPlay('action', 'the round is already finished');
    if (tied && !decision) {
      return {
        staked: stake,
        returned: null,
        actions: [...TIE_DECISIONS],
        view: {
          phase: 'tie',
          player: outcome.player.slice(0, 1),
          dealer: outcome.dealer.slice(0, 1),
          bets: bets.map(({ type, stake: betStake }) => ({ type, stake: betStake })),
        },
      };
    }
    return {
      staked: stake + outcome.raise,
      returned: outcome.mainReturn + outcome.tieReturn,
      actions: [],
      view: {
        phase: 'settled',
        player: outcome.player,
        dealer: outcome.dealer,
        raise: outcome.raise,
        result: resultOf(outcome),
        bets: bets.map(({ type, stake: betStake }) => ({
          type,
          stake: betStake,
          returned: type === 'main' ? outcome.mainReturn : outcome.tieReturn,
        })),
      },
    };
  },
};
