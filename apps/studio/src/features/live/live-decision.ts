import type { LivePhase, LiveRound } from '@casino/contracts';
import { handName } from '../../games/shared-table/cards';
import type { MessageKey, Translate } from '../../lib/i18n/i18n';
import { readDeal, type LiveFamily } from './live-outcome';
import type { LiveState } from './live-state';

/**
 * Where the seat stands while a decision table's window is open: no bet (watching), a bet waiting for the shared
 * deal, a bet to decide on, or the decision the table took. Undefined outside the window.
 */
export type DecisionStance = 'watching' | 'dealing' | 'undecided' | 'played' | 'folded';

export function decisionStance(state: LiveState, phase: LivePhase): DecisionStance | undefined {
  if (phase !== 'closed') return undefined;
  const { myBet, round } = state;
  // A voided bet staked nothing: the seat only watches.
  if (!myBet || myBet.status === 'void') return 'watching';
  if (myBet.decision) return myBet.decision === 'play' ? 'played' : 'folded';
  // The shown phase turns to closed on the seat's clock, before the table's message brings the deal.
  return round.phase === 'closed' && round.deal !== null ? 'undecided' : 'dealing';
}

/**
 * A play-or-fold table's words: the decision is the same call to the server at each (`play` or `fold`), but three
 * card poker plays where hold'em calls, for another stake.
 */
export type DecisionWords = {
  /** The dealer's question once the cards are out, which also names the two buttons. */
  readonly question: MessageKey;
  readonly play: MessageKey;
  /** The play button read out with what it stakes: `{{amount}}`. */
  readonly playFor: MessageKey;
  /** What the play button stakes, under its name: `{{amount}}`. */
  readonly stake: MessageKey;
  readonly fold: MessageKey;
  readonly deciding: MessageKey;
  /** The hand on the table and the window's seconds left: `{{hand}}`, `{{seconds}}`. */
  readonly decideIn: MessageKey;
  /** The seat played, staking `{{amount}}`. */
  readonly played: MessageKey;
  readonly folded: MessageKey;
  readonly timeUp: MessageKey;
  readonly watching: MessageKey;
};

/** A play-or-fold table: its words, and its shared deal read out. */
export type DecisionTable = {
  readonly words: DecisionWords;
  /** The deal every seat decides on, as a screen reader hears it; undefined while the deal is not (yet) in. */
  readonly readDealOut: (deal: LiveRound['deal'], t: Translate) => string | undefined;
};

/**
 * The play-or-fold tables. Blackjack also deals before it settles, but each seat plays its own hand move by move: it
 * is a hand table, with its own words.
 */
export const DECISION_TABLES = {
  'three-card-poker': {
    words: {
      question: 'threeCardPoker.live.call',
      play: 'threeCardPoker.play',
      playFor: 'threeCardPoker.live.playFor',
      stake: 'threeCardPoker.live.stake',
      fold: 'threeCardPoker.fold',
      deciding: 'threeCardPoker.live.deciding',
      decideIn: 'threeCardPoker.live.decideIn',
      played: 'threeCardPoker.live.played',
      folded: 'threeCardPoker.live.folded',
      timeUp: 'threeCardPoker.live.timeUp',
      watching: 'threeCardPoker.live.watching',
    },
    readDealOut: (round, t) => {
      const deal = readDeal('three-card-poker', round);
      return (
        deal &&
        t('threeCardPoker.live.announceCards', {
          cards: handName(deal.player, t),
          hand: t(`threeCardPoker.hand.${deal.player_hand}`),
        })
      );
    },
  },
  'casino-holdem': {
    words: {
      question: 'casinoHoldem.live.call',
      play: 'casinoHoldem.call',
      playFor: 'casinoHoldem.live.callFor',
      stake: 'casinoHoldem.live.stake',
      fold: 'casinoHoldem.fold',
      deciding: 'casinoHoldem.live.deciding',
      decideIn: 'casinoHoldem.live.decideIn',
      played: 'casinoHoldem.live.called',
      folded: 'casinoHoldem.live.folded',
      timeUp: 'casinoHoldem.live.timeUp',
      watching: 'casinoHoldem.live.watching',
    },
    readDealOut: (round, t) => {
      const deal = readDeal('casino-holdem', round);
      return (
        deal &&
        t('casinoHoldem.live.announceCards', {
          cards: handName(deal.player, t),
          flop: handName(deal.flop, t),
          hand: t(`caribbeanStud.hand.${deal.player_hand}`),
        })
      );
    },
  },
} as const satisfies Partial<Record<LiveFamily, DecisionTable>>;

/** The family's play-or-fold table; undefined for a table where no seat plays or folds. */
export const decisionTableOf = (family: LiveFamily): DecisionTable | undefined =>
  (DECISION_TABLES as Partial<Record<LiveFamily, DecisionTable>>)[family];

/**
 * What a screen reader hears while the window is open: the shared deal, then where the seat stands (its question,
 * or the decision the table took). Before the deal is in, only that bets are closed.
 */
export function decisionAnnouncement(
  table: DecisionTable,
  state: LiveState,
  t: Translate,
  amount: (minorUnits: number) => string,
): string {
  const cards = table.readDealOut(state.round.deal, t);
  if (!cards) return t('live.noMoreBets');
  const { words } = table;
  const stance = decisionStance(state, 'closed');
  const own =
    stance === 'undecided'
      ? t(words.question)
      : stance === 'played'
        ? t(words.played, { amount: amount(state.myBet?.decision_stake ?? 0) })
        : stance === 'folded'
          ? t(words.folded)
          : t(words.watching);
  return `${cards} ${own}`;
}
