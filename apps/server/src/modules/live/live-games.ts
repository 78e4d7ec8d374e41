import { fairRandomness } from '@casino/game-engine';
import type { GamesService } from '../games';
import type { AnyStudioFamily } from '../studio';
import { resolveStudioGame } from '../studio';
import { checkCrashSlip, crashOutcome, crashSlipReturn } from './crash-table';

/**
 * A live table: its catalogue game, and the studio family (with the game's parameters) its rounds are drawn by.
 * A `draw` table settles every slip from one draw shown after bets close; a `flight` table (crash) flies from the
 * close until its crash point, and each slip leaves it at its own cash-out.
 */
export type LiveGame = {
  identifier: string;
  title: string;
  kind: 'draw' | 'flight';
  family: AnyStudioFamily;
  params: Record<string, unknown>;
};

/** The families a live catalogue game runs in this version: each settles a slip from one shared draw. */
const LIVE_FAMILIES = new Set(['roulette', 'double-ball-roulette', 'baccarat', 'dragon-tiger', 'sic-bo', 'wheel']);

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
};

/** The live table behind a catalogue identifier, or undefined for any other game. */
export function liveGameOf(games: GamesService, identifier: string): LiveGame | undefined {
  const entry = games.studioGame(identifier);
  if (!entry?.studio) return undefined;
  const resolved = resolveStudioGame(entry.studio);
  if (!resolved) return undefined;
  const family = resolved.family.id;
  const shared = SHARED_FAMILIES.has(family) || (entry.game.categories.includes('live') && LIVE_FAMILIES.has(family));
  if (!shared) return undefined;
  const kind = family === 'crash' ? 'flight' : 'draw';
  return { identifier, title: entry.game.title, kind, family: resolved.family, params: resolved.params };
}

export const isLiveGame = (games: GamesService, identifier: string) => liveGameOf(games, identifier) !== undefined;

export type RoundSeeds = { serverSeed: string; clientSeed: string };

/** The client seed of a table's round: public, and fixed before the server seed is drawn. */
export const liveClientSeed = (table: string, number: number) => `live:${table}:${number}`;

/** Live rounds take one nonce each: a round is its own seed pair. */
export const randomnessOf = (seeds: RoundSeeds) => fairRandomness({ ...seeds, nonce: 0 });

/** The round's shared outcome: the family's finished view of the draw, without the reference slip's results. */
export function sharedOutcome(game: LiveGame, seeds: RoundSeeds): Record<string, unknown> {
  if (game.kind === 'flight') return crashOutcome(game, randomnessOf(seeds));
  const slip = REFERENCE_SLIP[game.family.id] ?? {};
  const stake = totalOf(slip);
  const { view } = game.family.play(game.params, stake, slip, [], randomnessOf(seeds));
  const { bets: _bets, ...outcome } = view;
  return outcome;
}

/** A slip as settlement reads it; `cashOut` is a crash slip's multiplier (hundredths) once it left the flight. */
export type SettledSlip = { stake: number; choice: Record<string, unknown>; cashOut: number | null };

/** What a player's slip returns from the round's draw (0 on a loss): the family's own rules and rounding. */
export function slipReturn(game: LiveGame, seeds: RoundSeeds, slip: SettledSlip): number {
  if (game.kind === 'flight') return crashSlipReturn(game, randomnessOf(seeds), slip);
  return game.family.play(game.params, slip.stake, slip.choice, [], randomnessOf(seeds)).returned ?? 0;
}

/**
 * Checks a slip against the family's rules before anything is written: the family refuses an illegal choice or a
 * stake that is not the slip's total (IllegalPlay). Played on a throw-away draw: the outcome is not known yet.
 */
export function checkSlip(game: LiveGame, stake: number, choice: Record<string, unknown>): void {
  if (game.kind === 'flight') return checkCrashSlip(choice);
  game.family.play(game.params, stake, choice, [], randomnessOf({ serverSeed: '0'.repeat(64), clientSeed: 'check' }));
}

const totalOf = (slip: Record<string, unknown>) => {
  const bets = (slip.bets as { stake: number }[] | undefined) ?? [];
  return bets.length === 0 ? 100 : bets.reduce((total, bet) => total + bet.stake, 0);
};
