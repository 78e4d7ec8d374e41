import type { LiveDecision, LiveMove } from '@casino/contracts';
import type { GamesService } from '../games';
import type { AnyStudioFamily } from '../studio';
import { IllegalPlay, resolveStudioGame } from '../studio';
import { handTableView, seatRound } from './blackjack-table';
import { checkCrashSlip, crashOutcome, crashSlipReturn } from './crash-table';
import type { RoundSeeds } from './round-randomness';
import { randomnessOf } from './round-randomness';

export type { RoundSeeds } from './round-randomness';
export { randomnessOf } from './round-randomness';

/**
 * A `draw` table settles every slip from one draw shown after bets close; a `flight` table (crash) flies from the
 * close until its crash point, and each slip leaves it at its own cash-out; a `decision` table deals one shared hand
 * when bets close, every seat plays or folds on it in a window, and each slip settles by its own decision; a `hand`
 * table (blackjack) deals one opening and one dealer, and every seat plays its own hand through its own moves.
 */
export type LiveKind = 'draw' | 'flight' | 'decision' | 'hand';

/** A live table: its catalogue game, and the studio family (with the game's parameters) its rounds are drawn by. */
export type LiveGame = {
  identifier: string;
  title: string;
  kind: LiveKind;
  family: AnyStudioFamily;
  params: Record<string, unknown>;
};

/** The families a live catalogue game runs in this version, and how their slips settle. */
const LIVE_FAMILIES: Readonly<Record<string, LiveKind>> = {
  roulette: 'draw',
  'double-ball-roulette': 'draw',
  baccarat: 'draw',
  'dragon-tiger': 'draw',
  'sic-bo': 'draw',
  wheel: 'draw',
  // Every seat is dealt the same three cards, as at the big studios' live tables, and decides on them alone.
  'three-card-poker': 'decision',
  // Every seat is dealt the same two cards and flop, and calls or folds on them; the turn, river and dealer follow.
  'casino-holdem': 'decision',
  // Every seat is dealt the same two cards against one dealer, and hits, doubles and splits from its own draws.
  blackjack: 'hand',
};

/** What a decision table takes a seat to decide when its window ends without a word: the ante is lost. */
const UNSPOKEN_DECISION: LiveDecision = 'fold';

/** Families whose every game shares its rounds, live category or not: a crash round is the same for everyone. */
const SHARED_FAMILIES = new Set(['crash']);

/**
 * The slip whose finished view shows a round's shared outcome (the pocket, the hands, the dice, the segment): every
 * family's view of one draw shows the draw whatever was bet, and the slip's own results are left out of it.
 */
const REFERENCE_SLIP: Readonly<Record<string, Record<string, unknown>>> = {
  roulette: { bets: [{ type: 'red', stake: 100 }] },
  'double-ball-roulette': { bets: [{ type: 'red', stake: 100 }] },
  baccarat: { bets: [{ type: 'player', stake: 100 }] },
  'dragon-tiger': { bets: [{ type: 'dragon', stake: 100 }] },
  'sic-bo': { bets: [{ type: 'small', stake: 100 }] },
  wheel: {},
  'three-card-poker': { bets: [{ type: 'ante', stake: 100 }] },
  'casino-holdem': { bets: [{ type: 'ante', stake: 100 }] },
};

/** The decision the reference slip takes to show the whole deal: a played hand meets the dealer's. */
const REFERENCE_DECISION: Readonly<Record<string, LiveDecision>> = {
  'three-card-poker': 'play',
  'casino-holdem': 'play',
};

/** A seat's decision as its family names it where the name differs: hold'em's play is its call. */
const FAMILY_DECISION: Readonly<Record<string, Partial<Record<LiveDecision, string>>>> = {
  'casino-holdem': { play: 'call' },
};

/** The live table behind a catalogue identifier, or undefined for any other game. */
export function liveGameOf(games: GamesService, identifier: string): LiveGame | undefined {
  const entry = games.studioGame(identifier);
  if (!entry?.studio) return undefined;
  const resolved = resolveStudioGame(entry.studio);
  if (!resolved) return undefined;
  const family = resolved.family.id;
  const liveKind = entry.game.categories.includes('live') ? LIVE_FAMILIES[family] : undefined;
  const kind = SHARED_FAMILIES.has(family) ? 'flight' : liveKind;
  if (!kind) return undefined;
  return { identifier, title: entry.game.title, kind, family: resolved.family, params: resolved.params };
}

export const isLiveGame = (games: GamesService, identifier: string) => liveGameOf(games, identifier) !== undefined;

/** The client seed of a table's round: public, and fixed before the server seed is drawn. */
export const liveClientSeed = (table: string, number: number) => `live:${table}:${number}`;

const decisionAction = (game: LiveGame, decision: LiveDecision) => ({
  action: FAMILY_DECISION[game.family.id]?.[decision] ?? decision,
  details: {},
});

/** The reference slip's round, played to its end (a decision table's reference hand is played). */
function referenceRound(game: LiveGame, seeds: RoundSeeds, decided: boolean) {
  const slip = REFERENCE_SLIP[game.family.id] ?? {};
  const decision = REFERENCE_DECISION[game.family.id];
  const actions = decided && decision ? [decisionAction(game, decision)] : [];
  return game.family.play(game.params, totalOf(slip), slip, actions, randomnessOf(seeds));
}

/**
 * The round's shared outcome: the family's finished view of the draw, without the reference slip's results (its
 * bets, and at a decision table its decision and what that decision alone won).
 */
export function sharedOutcome(game: LiveGame, seeds: RoundSeeds): Record<string, unknown> {
  if (game.kind === 'flight') return crashOutcome(game, randomnessOf(seeds));
  if (game.kind === 'hand') return handTableView(game, seeds, true);
  const { bets: _bets, decision: _decision, ante_bonus: _bonus, ...outcome } = referenceRound(game, seeds, true).view;
  return outcome;
}

/**
 * A decision table's shared deal, shown from the close of betting: the family's view before any decision (the
 * player's cards; the dealer's stay on the server). Undefined at other tables.
 */
export function sharedDeal(game: LiveGame, seeds: RoundSeeds): Record<string, unknown> | undefined {
  if (game.kind === 'hand') return handTableView(game, seeds, false);
  if (game.kind !== 'decision') return undefined;
  // The reference slip's bets and call are its own, not the table's.
  const { bets: _bets, call: _call, ...deal } = referenceRound(game, seeds, false).view;
  return deal;
}

/**
 * A slip as settlement reads it; `cashOut` is a crash slip's multiplier (hundredths) once it left the flight,
 * `decision` a decision table's seat's decision (none yet: it folds).
 */
export type SettledSlip = {
  id: number;
  stake: number;
  choice: Record<string, unknown>;
  cashOut: number | null;
  decision: LiveDecision | null;
  moves: readonly LiveMove[];
};

/** What a slip stakes in all and returns from the round's draw (0 on a loss): the family's own rules and rounding. */
export function slipSettlement(game: LiveGame, seeds: RoundSeeds, slip: SettledSlip) {
  if (game.kind === 'flight') {
    return { staked: slip.stake, returned: crashSlipReturn(game, randomnessOf(seeds), slip) };
  }
  if (game.kind === 'hand') {
    const round = seatRound(game, seeds, slip, true);
    return { staked: round.staked, returned: round.returned ?? 0 };
  }
  const actions = game.kind === 'decision' ? [decisionAction(game, slip.decision ?? UNSPOKEN_DECISION)] : [];
  const round = game.family.play(game.params, slip.stake, slip.choice, actions, randomnessOf(seeds));
  return { staked: round.staked, returned: round.returned ?? 0 };
}

/** What a decision stakes on top of the slip (three card poker's play bet: the ante; nothing on a fold). */
export function decisionStake(game: LiveGame, seeds: RoundSeeds, slip: Omit<SettledSlip, 'cashOut'>): number {
  if (game.kind !== 'decision' || slip.decision === null) return 0;
  return slipSettlement(game, seeds, { ...slip, cashOut: null }).staked - slip.stake;
}

/**
 * Checks a slip against the family's rules before anything is written, and returns its choice as the family reads
 * it (fields the game does not know left out): the choice's schema first, then the family refuses an illegal choice
 * or a stake that is not the slip's total (IllegalPlay), played on a throw-away draw as the outcome is not known yet.
 * The schema comes first because a family's play trusts it: a wheel's unknown risk used to reach it and answer 500.
 */
export function checkSlip(game: LiveGame, stake: number, choice: Record<string, unknown>): Record<string, unknown> {
  if (game.kind === 'flight') return checkCrashSlip(choice);
  const parsed = game.family.choice.safeParse(choice);
  if (!parsed.success) {
    const field = ['choice', ...(parsed.error.issues[0]?.path ?? [])].join('.');
    throw new IllegalPlay(field, 'The choice is not one this game offers');
  }
  const checked = parsed.data as Record<string, unknown>;
  game.family.play(game.params, stake, checked, [], randomnessOf({ serverSeed: '0'.repeat(64), clientSeed: 'check' }));
  return checked;
}

const totalOf = (slip: Record<string, unknown>) => {
  const bets = (slip.bets as { stake: number }[] | undefined) ?? [];
  return bets.length === 0 ? 100 : bets.reduce((total, bet) => total + bet.stake, 0);
};
