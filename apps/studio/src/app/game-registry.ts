import type { StudioFamily } from '@casino/contracts';
import { lazy, type ComponentType } from 'react';

/**
 * A live table (the session names one): shared rounds on the table's schedule, drawn by the family's board and
 * device. Its own chunk, with the realtime client, so single-player frames never download it.
 */
export const LiveGame = lazy(() =>
  import('../features/live/live-screen').then((module) => ({ default: module.LiveScreen })),
);

/**
 * The front end of each family, each in its own chunk so a frame downloads only the game it shows. Families missing
 * here (the tables, for now) show "coming soon".
 */
export const GAMES: Partial<Record<StudioFamily, ComponentType>> = {
  dice: lazy(() => import('../games/dice/dice-game').then((module) => ({ default: module.DiceGame }))),
  keno: lazy(() => import('../games/keno/keno-game').then((module) => ({ default: module.KenoGame }))),
  pegfall: lazy(() => import('../games/pegfall/pegfall-game').then((module) => ({ default: module.PegfallGame }))),
  limbo: lazy(() => import('../games/limbo/limbo-game').then((module) => ({ default: module.LimboGame }))),
  'coin-flip': lazy(() =>
    import('../games/coin-flip/coin-flip-game').then((module) => ({ default: module.CoinFlipGame })),
  ),
  crash: lazy(() => import('../games/crash/crash-game').then((module) => ({ default: module.CrashGame }))),
  'hi-lo': lazy(() => import('../games/hi-lo/hi-lo-game').then((module) => ({ default: module.HiLoGame }))),
  tower: lazy(() => import('../games/tower/tower-game').then((module) => ({ default: module.TowerGame }))),
  wheel: lazy(() => import('../games/wheel/wheel-game').then((module) => ({ default: module.WheelGame }))),
  scratch: lazy(() => import('../games/scratch/scratch-game').then((module) => ({ default: module.ScratchGame }))),
  mines: lazy(() => import('../games/mines/mines-game').then((module) => ({ default: module.MinesGame }))),
  baccarat: lazy(() => import('../games/baccarat/baccarat-game').then((module) => ({ default: module.BaccaratGame }))),
  blackjack: lazy(() =>
    import('../games/blackjack/blackjack-game').then((module) => ({ default: module.BlackjackGame })),
  ),
  'casino-war': lazy(() =>
    import('../games/casino-war/casino-war-game').then((module) => ({ default: module.CasinoWarGame })),
  ),
  'dragon-tiger': lazy(() =>
    import('../games/dragon-tiger/dragon-tiger-game').then((module) => ({ default: module.DragonTigerGame })),
  ),
  'sic-bo': lazy(() => import('../games/sic-bo/sic-bo-game').then((module) => ({ default: module.SicBoGame }))),
  'video-poker': lazy(() =>
    import('../games/video-poker/video-poker-game').then((module) => ({ default: module.VideoPokerGame })),
  ),
  'red-dog': lazy(() => import('../games/red-dog/red-dog-game').then((module) => ({ default: module.RedDogGame }))),
  'three-card-poker': lazy(() =>
    import('../games/three-card-poker/three-card-poker-game').then((module) => ({
      default: module.ThreeCardPokerGame,
    })),
  ),
  'caribbean-stud': lazy(() =>
    import('../games/caribbean-stud/caribbean-stud-game').then((module) => ({ default: module.CaribbeanStudGame })),
  ),
  craps: lazy(() => import('../games/craps/craps-game').then((module) => ({ default: module.CrapsGame }))),
  roulette: lazy(() => import('../games/roulette/roulette-game').then((module) => ({ default: module.RouletteGame }))),
  pontoon: lazy(() => import('../games/pontoon/pontoon-game').then((module) => ({ default: module.PontoonGame }))),
  slot: lazy(() => import('../games/slot/slot-game').then((module) => ({ default: module.SlotGame }))),
};
