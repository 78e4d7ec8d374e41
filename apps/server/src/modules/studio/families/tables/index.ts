import type { StudioGameFamily } from '../family';
import { baccaratFamily } from './baccarat-family';
import { blackjackFamily } from './blackjack-family';
import { caribbeanStudFamily } from './caribbean-stud-family';
import { casinoHoldemFamily } from './casino-holdem-family';
import { casinoWarFamily } from './casino-war-family';
import { crapsFamily } from './craps-family';
import { doubleBallRouletteFamily } from './double-ball-roulette-family';
import { dragonTigerFamily } from './dragon-tiger-family';
import { pontoonFamily } from './pontoon-family';
import { redDogFamily } from './red-dog-family';
import { rouletteFamily } from './roulette-family';
import { sicBoFamily } from './sic-bo-family';
import { threeCardPokerFamily } from './three-card-poker-family';

/** The studio's table games (docs/studio-tables.md): each family's params, choice, actions and view. */
export const TABLE_FAMILIES: readonly StudioGameFamily<unknown, unknown>[] = [
  rouletteFamily,
  doubleBallRouletteFamily,
  baccaratFamily,
  sicBoFamily,
  dragonTigerFamily,
  casinoWarFamily,
  redDogFamily,
  blackjackFamily,
  threeCardPokerFamily,
  caribbeanStudFamily,
  casinoHoldemFamily,
  crapsFamily,
  pontoonFamily,
];
