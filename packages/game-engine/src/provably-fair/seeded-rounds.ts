import { playTower, TOWER_DIFFICULTIES, type TowerDifficulty } from '../instant/tower';
import { dealHiLoCard, hiLoCardOf } from '../instant/hi-lo';
import type { Randomness } from '../randomness';
import { PUNTO_BANCO } from '../tables/baccarat/baccarat';
import { BLACKJACK } from '../tables/blackjack/rules';
import { CASINO_WAR } from '../tables/casino-war/casino-war';
import { DRAGON_TIGER } from '../tables/dragon-tiger/dragon-tiger';
import { RED_DOG } from '../tables/red-dog/red-dog';
import { shuffledShoe, type Card } from '../tables/shared/cards';
import type { DieFace } from '../tables/sic-bo/bets';
import { rollDie } from '../tables/sic-bo/sic-bo';
import { fairRandomness } from './fair-randomness';
import type { FairSeeds } from './hmac-words';

/**
 * What a round's seeds fix before the player decides anything: the order its shoe deals, the dice it rolls, the
 * cards a hi-lo run turns, a tower's traps. /provably-fair shows these for games whose outcome also depends on the
 * player's decisions (a hit, a hold, a guess), so any round can be checked whatever was decided in it. Every value
 * comes from the engine's own dealing and rolling code, fed with the round's randomness.
 */

/**
 * What a card's place in the shoe is in a round, in dealing order: the first cards' roles, the rest drawn by
 * decisions or the rules. Names are keys of the page's wording (provablyFair.roles.*).
 */
export type CardRole =
  | 'player'
  | 'banker'
  | 'dealer'
  | 'dealerHole'
  | 'dragon'
  | 'tiger'
  | 'burn'
  | 'hand'
  | 'draw'
  | 'flop'
  | 'turn'
  | 'river';

/** A game dealt from one freshly shuffled shoe per round. */
export type DeckGame = { readonly decks: number; readonly roles: readonly CardRole[] };

/**
 * Card games by family: how many decks the round's shoe holds and what its first cards are dealt as. Adding a card
 * game dealt from `shuffledShoe` / `dealFrom` is one line here (and its roles in the page's wording).
 */
export const DECK_GAMES = {
  baccarat: { decks: PUNTO_BANCO.decks, roles: ['player', 'banker', 'player', 'banker'] },
  'dragon-tiger': { decks: DRAGON_TIGER.decks, roles: ['dragon', 'tiger'] },
  'casino-war': { decks: CASINO_WAR.decks, roles: ['player', 'dealer', 'burn', 'burn', 'burn', 'player', 'dealer'] },
  'red-dog': { decks: RED_DOG.decks, roles: [] },
  blackjack: { decks: BLACKJACK.decks, roles: ['player', 'dealer', 'player', 'dealerHole'] },
  'video-poker': { decks: 1, roles: ['hand', 'hand', 'hand', 'hand', 'hand', 'draw', 'draw', 'draw', 'draw', 'draw'] },
  'three-card-poker': { decks: 1, roles: ['player', 'player', 'player', 'dealer', 'dealer', 'dealer'] },
  'caribbean-stud': {
    decks: 1,
    roles: [
      'player',
      'player',
      'player',
      'player',
      'player',
      'dealer',
      'dealerHole',
      'dealerHole',
      'dealerHole',
      'dealerHole',
    ],
  },
  'casino-holdem': {
    decks: 1,
    roles: ['player', 'player', 'dealerHole', 'dealerHole', 'flop', 'flop', 'flop', 'turn', 'river'],
  },
} as const satisfies Record<string, DeckGame>;
export type DeckGameName = keyof typeof DECK_GAMES;

/** Dice games by family: how many dice one roll throws. Adding a dice game rolled with `rollDie` is one line. */
export const DICE_GAMES = { 'sic-bo': { dicePerRoll: 3 }, craps: { dicePerRoll: 2 } } as const satisfies Record<
  string,
  { dicePerRoll: number }
>;
export type DiceGameName = keyof typeof DICE_GAMES;

export const isDeckGame = (game: string): game is DeckGameName => Object.hasOwn(DECK_GAMES, game);
export const isDiceGame = (game: string): game is DiceGameName => Object.hasOwn(DICE_GAMES, game);

const randomnessOf = (seeds: FairSeeds | Randomness): Randomness =>
  'nextInt' in seeds ? seeds : fairRandomness(seeds);

/**
 * The first `count` cards of the round's shoe, in the order the round deals them. A card game's engine deals card
 * i by one Fisher–Yates step (`shuffledShoe`, or `dealFrom` for a stored shoe), so dealing here with the same
 * randomness yields exactly the cards the game dealt, and the cards a decision would have drawn next.
 */
export function shoeOrder(seeds: FairSeeds | Randomness, decks: number, count: number): Card[] {
  const shoe = shuffledShoe(decks, randomnessOf(seeds));
  return Array.from({ length: Math.min(count, decks * 52) }, () => shoe.deal());
}

/** The first `count` dice the round's randomness rolls, one `rollDie` each, in the order the table throws them. */
export function diceSequence(seeds: FairSeeds | Randomness, count: number): DieFace[] {
  const randomness = randomnessOf(seeds);
  return Array.from({ length: count }, () => rollDie(randomness));
}

/**
 * The cards a hi-lo run turns, in order: the first card, then the card each guess would reveal. Each is dealt from a
 * fresh deck, so the sequence is the same whichever way the player guesses.
 */
export function hiLoSequence(seeds: FairSeeds | Randomness, count: number): ReturnType<typeof hiLoCardOf>[] {
  const randomness = randomnessOf(seeds);
  const draws: number[] = [];
  const recording: Randomness = {
    nextInt(max) {
      const value = randomness.nextInt(max);
      draws.push(value);
      return value;
    },
  };
  for (let card = 0; card < count; card += 1) dealHiLoCard(recording);
  return draws.map(hiLoCardOf);
}

/**
 * A tower's trap tiles, floor by floor from the bottom. A floor's traps are drawn when the player reaches it and do
 * not depend on the tile chosen below, so the engine is asked one floor at a time on the same randomness.
 */
export function towerTraps(seeds: FairSeeds | Randomness, difficulty: TowerDifficulty, floors: number): number[][] {
  const randomness = randomnessOf(seeds);
  const params = { difficulty, floors: 1, rtpBasisPoints: 10_000 };
  if (!TOWER_DIFFICULTIES[difficulty]) throw new RangeError(`no tower difficulty ${difficulty}`);
  return Array.from({ length: floors }, () => [...playTower(randomness, params, { tiles: [0] }).traps[0]!]);
}
