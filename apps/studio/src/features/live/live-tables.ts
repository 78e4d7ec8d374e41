import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LiveFamily } from './live-outcome';

type LiveTableEntry = {
  readonly Table: LazyExoticComponent<ComponentType>;
  /**
   * How long the outcome animates from `result_at`, the same for every seat: the ball's last laps, the cards turned
   * one by one, the dome lifted, the wheel slowing. The draw itself plays while bets are closed (the ball on its way
   * round, the cards face down, the shaker shaking: LIVE_DRAW_MS, 4 s, before the outcome is known), so this is the
   * landing only, well inside the 6 s the result stays on the table.
   */
  readonly revealMs: number;
};

/** Each family's live table, in a chunk of its own (a live roulette frame never downloads the sic bo board). */
export const LIVE_TABLES: Record<LiveFamily, LiveTableEntry> = {
  roulette: {
    Table: lazy(() => import('./tables/roulette-live').then((module) => ({ default: module.RouletteLive }))),
    revealMs: 3000,
  },
  // Two balls land together: the same slow-down as the single ball's, both pockets shown as it ends.
  'double-ball-roulette': {
    Table: lazy(() => import('./tables/double-ball-live').then((module) => ({ default: module.DoubleBallLive }))),
    revealMs: 3000,
  },
  baccarat: {
    Table: lazy(() => import('./tables/baccarat-live').then((module) => ({ default: module.BaccaratLive }))),
    revealMs: 2800,
  },
  'dragon-tiger': {
    Table: lazy(() => import('./tables/dragon-tiger-live').then((module) => ({ default: module.DragonTigerLive }))),
    revealMs: 1400,
  },
  'sic-bo': {
    Table: lazy(() => import('./tables/sic-bo-live').then((module) => ({ default: module.SicBoLive }))),
    revealMs: 1200,
  },
  wheel: {
    Table: lazy(() => import('./tables/wheel-live').then((module) => ({ default: module.WheelLive }))),
    revealMs: 3000,
  },
  // The dealer's three cards turn one by one; the player's were turned for the decision already.
  'three-card-poker': {
    Table: lazy(() =>
      import('./tables/three-card-poker-live').then((module) => ({ default: module.ThreeCardPokerLive })),
    ),
    revealMs: 1800,
  },
  // The turn and the river, then the dealer's two cards, turn one by one; the player's and the flop were turned for
  // the decision already.
  'casino-holdem': {
    Table: lazy(() => import('./tables/casino-holdem-live').then((module) => ({ default: module.CasinoHoldemLive }))),
    revealMs: 1800,
  },
  // The hole card turns and the dealer draws its cards one by one.
  blackjack: {
    Table: lazy(() => import('./tables/blackjack-live').then((module) => ({ default: module.BlackjackLive }))),
    revealMs: 1600,
  },
  // The crash is its own reveal: the flight has been on screen all along, and it stops at once.
  crash: {
    Table: lazy(() => import('./tables/crash-live').then((module) => ({ default: module.CrashLive }))),
    revealMs: 0,
  },
};
