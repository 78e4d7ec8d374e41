import type { SlotDefinition } from '@casino/game-engine';
import type { CSSProperties } from 'react';
import { themeArt } from './slot-themes';
import { hsl } from './svg-kit';

/**
 * The cabinet's colours as CSS custom properties, from the title's theme: a deep body, a lit glow behind the reels,
 * the wild's glow colour for highlights, and the lettering gradient of the title and the win meter.
 */
export function cabinetStyle(definition: SlotDefinition): CSSProperties {
  const art = themeArt(definition.theme);
  const { reels, rows } = definition.grid;
  return {
    '--slot-deep': hsl(art.deep, art.saturation * 0.75, 9),
    '--slot-body': hsl(art.deep, art.saturation * 0.7, 17),
    '--slot-lit': hsl(art.lit, art.saturation, 42),
    '--slot-glow': hsl(art.glow, 90, 60),
    '--slot-letter-1': art.lettering[0],
    '--slot-letter-2': art.lettering[1],
    '--slot-letter-3': art.lettering[2],
    '--slot-reels': reels,
    // Cells a little wider than tall, as most video slots draw them.
    '--slot-ratio': reels / (rows * 0.92),
  } as CSSProperties;
}
