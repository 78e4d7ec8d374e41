import type { StudioFamily } from '@casino/contracts';
import { diceFamily } from './dice';
import type { StudioGameFamily } from './family';
import { minesFamily } from './mines';

// Each family is generic in its own params and choice; the registry holds them side by side and the studio
// validates params and choice with the family's own schemas before calling it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStudioFamily = StudioGameFamily<any, any>;

/** The families the studio runs now; a catalogue game of a family missing here answers GAME_UNAVAILABLE at launch. */
export const STUDIO_GAME_FAMILIES: ReadonlyMap<StudioFamily, AnyStudioFamily> = new Map<StudioFamily, AnyStudioFamily>(
  [diceFamily, minesFamily].map((family) => [family.id, family]),
);
