import type { MotifName } from './motifs';

/** Lettering gradients, highlight to shade (the cover artwork's, so a game looks like its tile in the lobby). */
const LETTERING = {
  gold: ['#fffbe6', '#ffd54a', '#c9780a'],
  silver: ['#ffffff', '#d4ecff', '#6b97c4'],
  rose: ['#ffffff', '#ffc2e6', '#ff4fa8'],
  cyan: ['#ffffff', '#a8fdff', '#00b7ff'],
  lime: ['#ffffff', '#d4ff9a', '#4cc93a'],
  flame: ['#fff7d6', '#ffb238', '#e8420c'],
} as const;

/**
 * How a theme draws its title: the four high symbols' motifs (best first) and each one's hue, the cabinet's
 * background hues (deep and lit), how saturated it is, the glow of its wild and scatter, and its lettering. The
 * palettes are the lobby covers' (apps/server/src/modules/artwork/artwork-themes.ts), so the game matches its tile.
 */
export type ThemeArt = {
  readonly motifs: readonly [MotifName, MotifName, MotifName, MotifName];
  readonly hues: readonly [number, number, number, number];
  readonly deep: number;
  readonly lit: number;
  readonly saturation: number;
  readonly glow: number;
  readonly lettering: readonly [string, string, string];
};

const theme = (
  motifs: ThemeArt['motifs'],
  hues: ThemeArt['hues'],
  [deep, lit, saturation, glow]: readonly [number, number, number, number],
  lettering: keyof typeof LETTERING,
): ThemeArt => ({ motifs, hues, deep, lit, saturation, glow, lettering: LETTERING[lettering] });

export const THEMES: Readonly<Record<string, ThemeArt>> = {
  classic: theme(['seven', 'bar', 'bell', 'cherry'], [355, 215, 45, 0], [350, 355, 85, 48], 'gold'),
  fruit: theme(['grapes', 'apple', 'lemon', 'cherry'], [0, 0, 0, 0], [320, 12, 80, 50], 'flame'),
  gems: theme(['crown', 'diamond', 'gem', 'star'], [350, 190, 140, 285], [270, 285, 75, 190], 'cyan'),
  norse: theme(['axe', 'shield', 'crown', 'coin'], [0, 215, 200, 355], [215, 205, 55, 200], 'silver'),
  egyptian: theme(['eye', 'ankh', 'pyramid', 'sun'], [200, 200, 205, 20], [225, 190, 70, 45], 'gold'),
  asian: theme(['lantern', 'lotus', 'coin', 'bell'], [0, 330, 355, 45], [355, 5, 85, 42], 'gold'),
  pirate: theme(['chest', 'skull', 'anchor', 'coin'], [0, 0, 40, 355], [200, 185, 65, 35], 'gold'),
  space: theme(['rocket', 'planet', 'moon', 'star'], [300, 265, 50, 190], [255, 275, 80, 310], 'cyan'),
  western: theme(['hat', 'cactus', 'horseshoe', 'star'], [355, 0, 210, 45], [20, 25, 75, 40], 'flame'),
  irish: theme(['pot', 'clover', 'horseshoe', 'coin'], [0, 0, 45, 130], [145, 135, 75, 55], 'gold'),
  candy: theme(['lollipop', 'candy', 'heart', 'star'], [320, 190, 350, 50], [300, 330, 75, 50], 'rose'),
  horror: theme(['pumpkin', 'ghost', 'skull', 'moon'], [0, 280, 0, 90], [280, 330, 55, 100], 'lime'),
  ocean: theme(['fish', 'shell', 'anchor', 'star'], [25, 0, 200, 15], [215, 185, 85, 175], 'cyan'),
  greek: theme(['lightning', 'column', 'shield', 'coin'], [0, 0, 215, 355], [225, 215, 70, 48], 'gold'),
  safari: theme(['paw', 'sun', 'leaf', 'star'], [28, 12, 0, 48], [15, 32, 80, 40], 'gold'),
  aztec: theme(['mask', 'sun', 'pyramid', 'feather'], [355, 18, 150, 165], [160, 150, 65, 45], 'gold'),
  fantasy: theme(['potion', 'crystal', 'crown', 'moon'], [285, 190, 330, 55], [265, 285, 70, 165], 'cyan'),
  neon: theme(['lightning', 'heart', 'star', 'diamond'], [0, 320, 185, 275], [265, 320, 90, 185], 'cyan'),
  heist: theme(['moneybag', 'diamond', 'key', 'coin'], [140, 195, 355, 140], [200, 195, 35, 42], 'gold'),
  farm: theme(['apple', 'clover', 'sun', 'horseshoe'], [0, 0, 35, 210], [210, 100, 60, 50], 'flame'),
  festive: theme(['gift', 'tree', 'bell', 'star'], [355, 0, 40, 52], [150, 355, 70, 45], 'gold'),
};

/** A definition's theme, or the classic fruit machine for a theme this front end does not know. */
export const themeArt = (name: string): ThemeArt => THEMES[name] ?? THEMES.classic!;
