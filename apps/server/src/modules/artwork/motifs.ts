import type { SLOT_ART_THEMES } from './artwork-themes';
import type { Motif } from './motif-kit';
import {
  apple,
  bar,
  bell,
  candy,
  cherry,
  clover,
  grapes,
  heart,
  horseshoe,
  lemon,
  lollipop,
  seven,
  star,
} from './motifs-classic';
import { fish, ghost, pumpkin, shell, tree } from './motifs-fun';
import {
  axe,
  chest,
  coin,
  crown,
  crystal,
  diamond,
  gem,
  gift,
  key,
  lantern,
  moneybag,
  pot,
  potion,
  shield,
} from './motifs-treasure';
import {
  anchor,
  ankh,
  cactus,
  column,
  eye,
  feather,
  hat,
  leaf,
  lightning,
  lotus,
  mask,
  moon,
  paw,
  planet,
  pyramid,
  rocket,
  skull,
  sun,
} from './motifs-world';

/** Every symbol a slot cover can be built from. */
export const MOTIFS = {
  seven,
  bar,
  bell,
  cherry,
  grapes,
  apple,
  lemon,
  star,
  heart,
  horseshoe,
  clover,
  lollipop,
  candy,
  crown,
  diamond,
  gem,
  coin,
  chest,
  moneybag,
  key,
  gift,
  potion,
  crystal,
  shield,
  axe,
  lantern,
  pot,
  eye,
  ankh,
  pyramid,
  sun,
  lotus,
  skull,
  anchor,
  rocket,
  planet,
  moon,
  hat,
  cactus,
  column,
  mask,
  feather,
  leaf,
  paw,
  lightning,
  pumpkin,
  ghost,
  fish,
  shell,
  tree,
} as const satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
export type ThemeSymbol = readonly [motif: MotifName, hue: number];

/**
 * A theme's four high-paying symbols, best first (H1…H4 of its slot maths; a 3-reel title has three), each with its
 * hue. The same motifs the studio draws on the reels (apps/studio/src/games/slot/art/slot-themes.ts), so a cover
 * shows the game's own symbols.
 */
export const THEME_SYMBOLS: Readonly<Record<(typeof SLOT_ART_THEMES)[number], readonly ThemeSymbol[]>> = {
  classic: [
    ['seven', 355],
    ['bar', 215],
    ['bell', 45],
    ['cherry', 0],
  ],
  fruit: [
    ['grapes', 0],
    ['apple', 0],
    ['lemon', 0],
    ['cherry', 0],
  ],
  gems: [
    ['crown', 350],
    ['diamond', 190],
    ['gem', 140],
    ['star', 285],
  ],
  norse: [
    ['axe', 0],
    ['shield', 215],
    ['crown', 200],
    ['coin', 355],
  ],
  egyptian: [
    ['eye', 200],
    ['ankh', 210],
    ['pyramid', 38],
    ['sun', 20],
  ],
  asian: [
    ['lantern', 0],
    ['lotus', 330],
    ['coin', 355],
    ['bell', 45],
  ],
  pirate: [
    ['chest', 0],
    ['skull', 0],
    ['anchor', 40],
    ['coin', 355],
  ],
  space: [
    ['rocket', 300],
    ['planet', 265],
    ['moon', 50],
    ['star', 190],
  ],
  western: [
    ['hat', 28],
    ['cactus', 0],
    ['horseshoe', 0],
    ['star', 45],
  ],
  irish: [
    ['pot', 0],
    ['clover', 0],
    ['horseshoe', 0],
    ['coin', 130],
  ],
  candy: [
    ['lollipop', 320],
    ['candy', 190],
    ['heart', 350],
    ['star', 50],
  ],
  horror: [
    ['pumpkin', 0],
    ['ghost', 280],
    ['skull', 0],
    ['moon', 90],
  ],
  ocean: [
    ['fish', 25],
    ['shell', 345],
    ['anchor', 200],
    ['star', 15],
  ],
  greek: [
    ['lightning', 0],
    ['column', 0],
    ['shield', 215],
    ['coin', 355],
  ],
  safari: [
    ['paw', 28],
    ['sun', 12],
    ['leaf', 0],
    ['star', 48],
  ],
  aztec: [
    ['mask', 165],
    ['sun', 18],
    ['pyramid', 150],
    ['feather', 350],
  ],
  fantasy: [
    ['potion', 285],
    ['crystal', 190],
    ['crown', 330],
    ['moon', 55],
  ],
  neon: [
    ['lightning', 0],
    ['heart', 320],
    ['star', 185],
    ['diamond', 275],
  ],
  heist: [
    ['moneybag', 140],
    ['diamond', 195],
    ['key', 355],
    ['coin', 140],
  ],
  farm: [
    ['apple', 0],
    ['clover', 0],
    ['sun', 35],
    ['horseshoe', 210],
  ],
  festive: [
    ['gift', 355],
    ['tree', 0],
    ['bell', 40],
    ['star', 52],
  ],
};

/** Title words that name a symbol outright: "Axe Jackpot Royale" leads with its axe, "Vault Job" with its key. */
const NAMING_WORDS: Readonly<Partial<Record<MotifName, string>>> = {
  seven: 'seven sevens',
  bar: 'bar bars',
  bell: 'bell bells jingle',
  cherry: 'cherry cherries',
  grapes: 'grape grapes vineyard',
  apple: 'apple apples orchard',
  lemon: 'lemon lime citrus zesty tangy',
  star: 'star stars starlit',
  heart: 'heart hearts sweetheart',
  horseshoe: 'horseshoe horseshoes',
  clover: 'clover shamrock',
  lollipop: 'lollipop',
  candy: 'candy bonbon taffy gumdrop jellybean',
  crown: 'crown crowns king queen emperor empress duchess countess',
  diamond: 'diamond diamonds',
  gem: 'gem gems jewel jewels sapphire emerald ruby opal amethyst topaz garnet onyx quartz tourmaline',
  coin: 'coin coins doubloon nugget',
  chest: 'chest treasure treasures loot plunder hoard',
  moneybag: 'heist bounty haul getaway',
  key: 'key safecracker',
  gift: 'gift gifts present toymaker',
  potion: 'potion alchemist elixir spell',
  crystal: 'crystal crystals prism',
  shield: 'shield shieldmaiden spartan',
  axe: 'axe berserker',
  lantern: 'lantern lanterns',
  pot: 'cauldron',
  eye: 'eye vizier',
  ankh: 'ankh priestess',
  pyramid: 'pyramid obelisk',
  sun: 'sun sunrise sundown sunset sunstone',
  lotus: 'lotus blossom sakura',
  skull: 'skull crypt reaper',
  anchor: 'anchor harbor navigator',
  rocket: 'rocket starship astronaut',
  planet: 'planet orbit orbital',
  moon: 'moon moonlit lunar',
  hat: 'sheriff gunslinger ranger marshal',
  cactus: 'cactus canyon mesa',
  column: 'temple pantheon colossus',
  mask: 'mask masquerade idol',
  feather: 'feather feathered quetzal condor eagle',
  leaf: 'jungle baobab',
  paw: 'lion panther cheetah leopard tiger',
  lightning: 'thunder lightning zeus',
  pumpkin: 'pumpkin',
  ghost: 'ghost phantom specter banshee',
  fish: 'koi fish',
  shell: 'shell pearl mermaid',
  tree: 'tree snowfall',
};

const namedBy = new Map<string, MotifName>();
for (const [motif, words] of Object.entries(NAMING_WORDS) as [MotifName, string][]) {
  for (const word of words.split(' ')) if (!namedBy.has(word)) namedBy.set(word, motif);
}

/** Motifs a title names, in the order its words name them. */
export function motifsNamedIn(title: string): MotifName[] {
  const words = title
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z]+/);
  const named: MotifName[] = [];
  for (const word of words) {
    const motif = namedBy.get(word);
    if (motif && !named.includes(motif)) named.push(motif);
  }
  return named;
}
