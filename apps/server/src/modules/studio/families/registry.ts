import type { StudioFamily } from '@casino/contracts';
import { coinFlipFamily } from './coin-flip';
import { crashFamily } from './crash';
import { diceFamily } from './dice';
import type { StudioGameFamily } from './family';
import { hiLoFamily } from './hi-lo';
import { kenoFamily } from './keno';
import { limboFamily } from './limbo';
import { minesFamily } from './mines';
import { pegfallFamily } from './pegfall';
import { scratchFamily } from './scratch';
import { slotFamily } from './slot';
import { TABLE_FAMILIES } from './tables';
import { towerFamily } from './tower';
import { videoPokerFamily } from './video-poker-family';
import { wheelFamily } from './wheel';

// Each family is generic in its own params and choice; the registry holds them side by side and the studio
// validates params and choice with the family's own schemas before calling it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStudioFamily = StudioGameFamily<any, any>;

/** The families the studio runs now; a catalogue game of a family missing here answers GAME_UNAVAILABLE at launch. */
export const STUDIO_GAME_FAMILIES: ReadonlyMap<StudioFamily, AnyStudioFamily> = new Map<StudioFamily, AnyStudioFamily>(
  [
    diceFamily,
    limboFamily,
    crashFamily,
    coinFlipFamily,
    kenoFamily,
    pegfallFamily,
    wheelFamily,
    scratchFamily,
    minesFamily,
    hiLoFamily,
    towerFamily,
    ...TABLE_FAMILIES,
    videoPokerFamily,
    slotFamily,
  ].map((family) => [family.id, family]),
);
