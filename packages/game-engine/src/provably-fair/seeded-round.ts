import { toNumber } from '../exact';
import type { HiLoSuit } from '../instant/hi-lo';
import { playScratch, SCRATCH_DEFAULTS } from '../instant/scratch';
import type { TowerDifficulty } from '../instant/tower';
import { playWheel, type WheelRisk } from '../instant/wheel';
import { playBaccarat, PUNTO_BANCO, type BaccaratOutcome } from '../tables/baccarat/baccarat';
import type { Card } from '../tables/shared/cards';
import type { DieFace } from '../tables/sic-bo/bets';
import { fairRandomness } from './fair-randomness';
import type { FairSeeds } from './hmac-words';
import { liveHandOrder, type LiveHandOrder } from './live-hand-order';
import {
  DECK_GAMES,
  DICE_GAMES,
  diceSequence,
  hiLoSequence,
  isDeckGame,
  isDiceGame,
  shoeOrder,
  towerTraps,
  type CardRole,
  type DeckGameName,
  type DiceGameName,
} from './seeded-rounds';

/** Studio games whose round /provably-fair shows as what the seeds fix (besides the instant games it replays). */
export const SEEDED_GAMES = [
  'hi-lo',
  'tower',
  'wheel',
  'scratch',
  ...(Object.keys(DECK_GAMES) as DeckGameName[]),
  ...(Object.keys(DICE_GAMES) as DiceGameName[]),
  // A live blackjack seat: the table's deal (nonce 0) and the seat's own cards (nonce = the slip's id).
  'live-blackjack',
] as const;
export type SeededGame = (typeof SEEDED_GAMES)[number];

export const isSeededGame = (game: string | null): game is SeededGame =>
  (SEEDED_GAMES as readonly (string | null)[]).includes(game);

/** The choices that change what the page shows of a seeded game: how far to look, and the tower's and wheel's. */
export type SeededOptions = {
  /** Cards of a shoe, or hi-lo cards, or dice to show. */
  readonly count: number;
  readonly towerDifficulty: TowerDifficulty;
  readonly towerFloors: number;
  readonly wheelRisk: WheelRisk;
};

export type SeededRound =
  | {
      readonly view: 'deck';
      readonly game: DeckGameName;
      readonly decks: number;
      /** The whole shoe's size, so the page knows when there is nothing more to show. */
      readonly size: number;
      readonly roles: readonly CardRole[];
      readonly cards: readonly Card[];
      /** Baccarat's round is settled by the drawing rules alone: its hands, as the engine deals them. */
      readonly baccarat?: {
        player: readonly Card[];
        banker: readonly Card[];
        playerTotal: number;
        bankerTotal: number;
        winner: BaccaratOutcome['winner'];
      };
    }
  | {
      readonly view: 'dice';
      readonly game: DiceGameName;
      readonly dicePerRoll: number;
      readonly dice: readonly DieFace[];
    }
  | { readonly view: 'hi-lo'; readonly cards: readonly { rank: number; suit: HiLoSuit }[] }
  | { readonly view: 'tower'; readonly difficulty: TowerDifficulty; readonly traps: readonly (readonly number[])[] }
  | { readonly view: 'wheel'; readonly risk: WheelRisk; readonly segment: number; readonly multiplier: number }
  | { readonly view: 'live-hand'; readonly order: LiveHandOrder }
  | {
      readonly view: 'scratch';
      readonly tiles: readonly number[];
      readonly prize: number | null;
      readonly multiplier: number;
    };

/**
 * A round of a seeded game as /provably-fair shows it, from the round's seeds and nonce: for a card or dice game the
 * order of its shoe or dice, for hi-lo and tower the cards and traps every decision would meet, for wheel and
 * scratch (no decisions) the outcome itself. Each call starts from the seeds, as the studio's replay does.
 */
export function seededRound(game: SeededGame, seeds: FairSeeds, options: SeededOptions): SeededRound {
  if (isDeckGame(game)) {
    const { decks, roles } = DECK_GAMES[game];
    const cards = shoeOrder(seeds, decks, options.count);
    const round = { view: 'deck' as const, game, decks, size: decks * 52, roles, cards };
    if (game !== 'baccarat') return round;
    const dealt = playBaccarat(PUNTO_BANCO, [], fairRandomness(seeds));
    const { player, banker, playerTotal, bankerTotal, winner } = dealt;
    return { ...round, baccarat: { player, banker, playerTotal, bankerTotal, winner } };
  }
  if (isDiceGame(game)) {
    const { dicePerRoll } = DICE_GAMES[game];
    const rolls = Math.max(1, Math.ceil(options.count / dicePerRoll));
    return { view: 'dice', game, dicePerRoll, dice: diceSequence(seeds, rolls * dicePerRoll) };
  }
  switch (game) {
    case 'hi-lo':
      return { view: 'hi-lo', cards: hiLoSequence(seeds, options.count) };
    case 'tower':
      return {
        view: 'tower',
        difficulty: options.towerDifficulty,
        traps: towerTraps(seeds, options.towerDifficulty, options.towerFloors),
      };
    case 'wheel': {
      const { segment, multiplier } = playWheel(fairRandomness(seeds), { risk: options.wheelRisk });
      return { view: 'wheel', risk: options.wheelRisk, segment, multiplier: toNumber(multiplier) };
    }
    case 'live-blackjack':
      return { view: 'live-hand', order: liveHandOrder(seeds, options.count) };
    case 'scratch': {
      const outcome = playScratch(fairRandomness(seeds), SCRATCH_DEFAULTS);
      return { view: 'scratch', tiles: outcome.card, prize: outcome.prize, multiplier: toNumber(outcome.multiplier) };
    }
  }
}
