import type { StudioFamily } from '@casino/contracts';
import { z } from 'zod';
import type { Translate } from '../../lib/i18n/i18n';
import { hundredthsToDecimal } from '../../lib/money/format-multiplier';
import { baccaratViewSchema } from '../../games/baccarat/baccarat-bets';
import { antePaytableSchema, holdemHandSchema } from '../../games/casino-holdem/casino-holdem-bets';
import { dragonTigerViewSchema } from '../../games/dragon-tiger/dragon-tiger-bets';
import { ballLandings, doubleBallOutcomeSchema, type BallLanding } from '../../games/roulette/double-ball';
import { rouletteViewSchema } from '../../games/roulette/roulette-bets';
import { sicBoViewSchema } from '../../games/sic-bo/sic-bo-bets';
import { cardSchema } from '../../games/shared-table/cards';
import {
  paytablesSchema,
  SHOWDOWNS,
  threeCardHandSchema,
  type Showdown,
} from '../../games/three-card-poker/three-card-poker-bets';
import { wheelViewSchema } from '../../games/wheel/wheel-choice';

const threeCards = z.array(cardSchema).length(3);

/**
 * Three card poker's shared cards: the one player hand every seat decides on, and the dealer's. The showdown is the
 * hands' as if played (each seat's fold is its own); the paytables are optional, the rules' own being the fallback.
 */
const threeCardPokerOutcomeSchema = z.object({
  phase: z.literal('settled'),
  player: threeCards,
  dealer: threeCards,
  player_hand: threeCardHandSchema,
  dealer_hand: threeCardHandSchema,
  showdown: z.enum(SHOWDOWNS),
  paytable: paytablesSchema.optional(),
});

const twoCards = z.array(cardSchema).length(2);
const fiveCards = z.array(cardSchema).length(5);

/**
 * Casino hold'em's shared cards once the round is over: the two cards every seat shares, the board (flop, turn,
 * river), the dealer's two, and each side's best five of seven. The showdown is the hands' as if called (each seat's
 * fold is its own); the ante's paytable is the one the round settled by.
 */
const casinoHoldemOutcomeSchema = z.object({
  phase: z.literal('settled'),
  player: twoCards,
  flop: threeCards,
  turn: cardSchema,
  river: cardSchema,
  dealer: twoCards,
  player_hand: holdemHandSchema,
  dealer_hand: holdemHandSchema,
  player_best: fiveCards,
  dealer_best: fiveCards,
  dealer_qualifies: z.boolean(),
  showdown: z.enum(SHOWDOWNS),
  paytable: antePaytableSchema.optional(),
});

/**
 * Live blackjack's shared cards: the opening every seat is dealt, and the dealer (its up card while seats play, its
 * whole hand at the result). Each seat's own hands come with its bet.
 */
const blackjackTableSchema = z.object({
  dealer: z.array(cardSchema).min(1),
  dealer_total: z.number().int(),
  player: z.array(cardSchema).length(2),
  player_total: z.number().int(),
  player_soft: z.boolean(),
});

/**
 * A live round's outcome is the family's finished view of the shared draw. It has no one's bets in it (each seat's
 * returns are settled apart), so each schema is the family's view without them.
 */
const OUTCOME_SCHEMAS = {
  roulette: rouletteViewSchema.omit({ bets: true }),
  'double-ball-roulette': doubleBallOutcomeSchema,
  baccarat: baccaratViewSchema.omit({ bets: true }),
  'dragon-tiger': dragonTigerViewSchema.omit({ bets: true }),
  'sic-bo': sicBoViewSchema.omit({ bets: true }),
  wheel: wheelViewSchema,
  // A crash round's outcome is its crash point (hundredths): each seat's cash-out is its own.
  crash: z.object({ crash_point: z.number().int().min(100) }),
  'three-card-poker': threeCardPokerOutcomeSchema,
  'casino-holdem': casinoHoldemOutcomeSchema,
  blackjack: blackjackTableSchema.extend({ phase: z.literal('settled') }),
} as const;

export type LiveFamily = keyof typeof OUTCOME_SCHEMAS;
export const LIVE_FAMILIES = Object.keys(OUTCOME_SCHEMAS) as LiveFamily[];
export const isLiveFamily = (family: StudioFamily): family is LiveFamily => family in OUTCOME_SCHEMAS;

export type LiveOutcome = {
  [Family in LiveFamily]: { readonly family: Family; readonly view: z.infer<(typeof OUTCOME_SCHEMAS)[Family]> };
}[LiveFamily];

export type OutcomeOf<Family extends LiveFamily> = z.infer<(typeof OUTCOME_SCHEMAS)[Family]>;

/** The outcome read through its family's schema; undefined when absent or malformed (nothing is drawn then). */
export function readOutcome<Family extends LiveFamily>(
  family: Family,
  outcome: Record<string, unknown> | null | undefined,
): OutcomeOf<Family> | undefined {
  if (!outcome) return undefined;
  // The map's schemas are indexed by a generic family: TypeScript cannot tie each schema to its own key.
  const schema = OUTCOME_SCHEMAS[family] as unknown as z.ZodType<OutcomeOf<Family>>;
  const parsed = schema.safeParse(outcome);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Decision tables deal before they settle: once betting closes, the round's `deal` is what every seat decides on (the
 * single-player view at its decision, without bets). Three card poker's is the player's three cards, casino hold'em's
 * the player's two and the flop; the dealer's (and hold'em's turn and river) stay on the server until the result.
 */
const DEAL_SCHEMAS = {
  'three-card-poker': z.object({
    phase: z.literal('decision'),
    player: threeCards,
    player_hand: threeCardHandSchema,
    paytable: paytablesSchema.optional(),
  }),
  // `call` (the call per 100 of ante) is the server's; the table reads the call from the seat's ante.
  'casino-holdem': z.object({
    phase: z.literal('decision'),
    player: twoCards,
    flop: threeCards,
    player_hand: holdemHandSchema,
    paytable: antePaytableSchema.optional(),
  }),
  // Settled at once when the opening is a natural or the dealer's blackjack: then there is nothing to play.
  blackjack: blackjackTableSchema.extend({ phase: z.enum(['player-turn', 'settled']) }),
} as const;

export type DecisionFamily = keyof typeof DEAL_SCHEMAS;
export type DealOf<Family extends DecisionFamily> = z.infer<(typeof DEAL_SCHEMAS)[Family]>;

/** The round's deal read through its family's schema; undefined when absent or malformed (the cards stay down). */
export function readDeal<Family extends DecisionFamily>(
  family: Family,
  deal: Record<string, unknown> | null | undefined,
): DealOf<Family> | undefined {
  if (!deal) return undefined;
  const schema = DEAL_SCHEMAS[family] as unknown as z.ZodType<DealOf<Family>>;
  const parsed = schema.safeParse(deal);
  return parsed.success ? parsed.data : undefined;
}

/** How a mark of the results strip is coloured: the pocket's colour, the winning side, or plain. */
export type MarkTone =
  'red' | 'black' | 'green' | 'red-black' | 'player' | 'banker' | 'tie' | 'dragon' | 'tiger' | 'plain' | 'gold';

/** One past result as the strip draws it: a few characters, a colour, and its name read out. */
export type ResultMark = { readonly short: string; readonly tone: MarkTone; readonly name: string };

type Formatters = { readonly t: Translate; readonly multiplier: (value: string) => string };

/** The player's hand against the dealer's: blue when it wins, red when the dealer's does, plain when unqualified. */
const SHOWDOWN_TONES: Readonly<Record<Showdown, MarkTone>> = {
  win: 'player',
  lose: 'banker',
  tie: 'tie',
  'dealer-does-not-qualify': 'plain',
};

const initial = (word: string) => word.trim().charAt(0).toLocaleUpperCase();

/** How the dealer's hand ended: a blackjack (two cards to 21), a bust, or the total it stood on. */
const dealerEnd = (view: OutcomeOf<'blackjack'>) =>
  view.dealer.length === 2 && view.dealer_total === 21 ? 'blackjack' : view.dealer_total > 21 ? 'bust' : 'stands';
const DEALER_END_TONES: Readonly<Record<ReturnType<typeof dealerEnd>, MarkTone>> = {
  blackjack: 'banker',
  bust: 'player',
  stands: 'plain',
};

/** A pocket as it is read out: "17 Black", "0 Green". */
const pocketName = ({ label, color }: Pick<BallLanding, 'label' | 'color'>, t: Translate) =>
  `${label} ${color === 'green' ? t('live.green') : t(`roulette.${color}`)}`;

/**
 * Both balls in one pocket are the rarest sight (a straight returns 36 times), in gold; otherwise the mark takes
 * the balls' colours: one colour, zero's green when a ball found it, or half red and half black.
 */
function doubleBallTone({ pockets, colors }: OutcomeOf<'double-ball-roulette'>): MarkTone {
  if (pockets[0] === pockets[1]) return 'gold';
  if (colors[0] === colors[1]) return colors[0];
  return colors.includes('green') ? 'green' : 'red-black';
}

/** The strip's mark of one outcome, in the player's language: "17" in red, "B" for the banker, "4·5·6" … */
export function resultMark(
  family: LiveFamily,
  outcome: Record<string, unknown>,
  formatters: Formatters,
): ResultMark | undefined {
  const { t, multiplier } = formatters;
  switch (family) {
    case 'roulette': {
      const view = readOutcome('roulette', outcome);
      if (!view) return undefined;
      return { short: view.label, tone: view.color, name: outcomeText({ family, view }, formatters) };
    }
    case 'double-ball-roulette': {
      const view = readOutcome('double-ball-roulette', outcome);
      if (!view) return undefined;
      return {
        short: view.labels.join('·'),
        tone: doubleBallTone(view),
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'baccarat': {
      const view = readOutcome('baccarat', outcome);
      if (!view) return undefined;
      return {
        short: initial(t(`baccarat.bet.${view.winner}`)),
        tone: view.winner,
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'dragon-tiger': {
      const view = readOutcome('dragon-tiger', outcome);
      if (!view) return undefined;
      return {
        short: initial(t(`dragonTiger.${view.winner}`)),
        tone: view.winner,
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'sic-bo': {
      const view = readOutcome('sic-bo', outcome);
      if (!view) return undefined;
      const triple = view.dice.every((face) => face === view.dice[0]);
      return {
        short: String(view.total),
        tone: triple ? 'gold' : view.total >= 11 ? 'red' : 'black',
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'wheel': {
      const view = readOutcome('wheel', outcome);
      if (!view) return undefined;
      const value = Number(view.multiplier);
      return {
        short: multiplier(view.multiplier),
        tone: value === 0 ? 'plain' : value >= 3 ? 'gold' : 'green',
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'crash': {
      const view = readOutcome('crash', outcome);
      if (!view) return undefined;
      return {
        short: multiplier(hundredthsToDecimal(view.crash_point)),
        tone: view.crash_point >= 1000 ? 'gold' : view.crash_point >= 200 ? 'green' : 'red',
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'three-card-poker': {
      const view = readOutcome('three-card-poker', outcome);
      if (!view) return undefined;
      return {
        short: t(`threeCardPoker.live.mark.${view.showdown}`),
        tone: SHOWDOWN_TONES[view.showdown],
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'casino-holdem': {
      const view = readOutcome('casino-holdem', outcome);
      if (!view) return undefined;
      return {
        short: t(`casinoHoldem.live.mark.${view.showdown}`),
        tone: SHOWDOWN_TONES[view.showdown],
        name: outcomeText({ family, view }, formatters),
      };
    }
    case 'blackjack': {
      const view = readOutcome('blackjack', outcome);
      if (!view) return undefined;
      const end = dealerEnd(view);
      return {
        short: end === 'stands' ? String(view.dealer_total) : t(`blackjack.live.mark.${end}`),
        tone: DEALER_END_TONES[end],
        name: outcomeText({ family, view }, formatters),
      };
    }
  }
}

/**
 * The outcome in a sentence, for the result banner and screen readers: "The ball landed on 17 Black", "The balls
 * landed on 17 Black and 3 Red".
 */
export function outcomeText(outcome: LiveOutcome, { t, multiplier }: Formatters): string {
  switch (outcome.family) {
    case 'roulette':
      return t('roulette.landedOn', { pocket: pocketName(outcome.view, t) });
    case 'double-ball-roulette': {
      const [first, second] = ballLandings(outcome.view);
      return t('doubleBall.landedOn', { first: pocketName(first, t), second: pocketName(second, t) });
    }
    case 'baccarat': {
      const { view } = outcome;
      return view.winner === 'tie'
        ? t('baccarat.tieResult', { total: view.player_total })
        : t(`baccarat.wins.${view.winner}`, { player: view.player_total, banker: view.banker_total });
    }
    case 'dragon-tiger':
      return t(`dragonTiger.wins.${outcome.view.winner}`);
    case 'sic-bo':
      return t('sicBo.rolled', { dice: outcome.view.dice.join(', '), total: outcome.view.total });
    case 'wheel':
      return t('wheel.landed', { multiplier: multiplier(outcome.view.multiplier) });
    case 'crash':
      return t('crash.crashed', { multiplier: multiplier(hundredthsToDecimal(outcome.view.crash_point)) });
    case 'three-card-poker': {
      const { view } = outcome;
      return t(`threeCardPoker.live.outcome.${view.showdown}`, {
        player: t(`threeCardPoker.hand.${view.player_hand}`),
        dealer: t(`threeCardPoker.hand.${view.dealer_hand}`),
      });
    }
    case 'casino-holdem': {
      const { view } = outcome;
      return t(`casinoHoldem.live.outcome.${view.showdown}`, {
        player: t(`caribbeanStud.hand.${view.player_hand}`),
        dealer: t(`caribbeanStud.hand.${view.dealer_hand}`),
      });
    }
    case 'blackjack':
      return t(`blackjack.live.outcome.${dealerEnd(outcome.view)}`, { total: outcome.view.dealer_total });
  }
}
