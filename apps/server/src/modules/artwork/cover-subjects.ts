import { SLOT_CATALOGUE } from '@casino/game-engine';
import type { ArtTheme } from './artwork-themes';
import { detectTheme, SLOT_ART_THEMES } from './artwork-themes';
import type { MotifName } from './motifs';
import { motifsNamedIn, THEME_SYMBOLS } from './motifs';
import { hashString, seededRandom } from './svg-kit';

/** What a cover is drawn from: a catalogue game. `slug` is the game's identifier (`provider/game`). */
export type CoverGame = { slug: string; title: string; categories: readonly string[] };

export type SlotTheme = (typeof SLOT_ART_THEMES)[number];

export const TABLE_KINDS = [
  'roulette',
  'blackjack',
  'baccarat',
  'poker',
  'videopoker',
  'duel',
  'dice',
  'crash',
  'hilo',
  'mines',
  'keno',
  'tower',
  'pegs',
  'coinflip',
  'wheel',
] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export const LIVE_KINDS = [
  'roulette',
  'blackjack',
  'baccarat',
  'poker',
  'duel',
  'dice',
  'wheel',
  'tower',
  'grid',
  'lanes',
  'reels',
  'coins',
  'chest',
  'marquee',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

/** How a slot's symbols are arranged around the hero symbol. */
export const SLOT_COMPOSITIONS = ['solo', 'trio', 'line', 'medallion', 'burst'] as const;
export type SlotComposition = (typeof SLOT_COMPOSITIONS)[number];
/** The feature shown beside the symbols: the wild, the scatter's free spins, or the lines or ways it pays on. */
export const SLOT_ACCENTS = ['wild', 'scatter', 'ways'] as const;
export type SlotAccent = (typeof SLOT_ACCENTS)[number];

/** Studio sets behind a live dealer, and the dealers themselves (told apart by hair and uniform). */
export const LIVE_SETS = ['arches', 'drapes', 'skyline', 'chandelier', 'neon', 'bar'] as const;
export type LiveSet = (typeof LIVE_SETS)[number];
export const LIVE_DEALERS = ['bun', 'bob', 'short', 'ponytail', 'slick'] as const;
export type LiveDealer = (typeof LIVE_DEALERS)[number];

/**
 * The ways one title's cover may be drawn: the options of each axis, in the title's own order of preference. A
 * studio's planner (cover-plan.ts) picks one option per axis so that no two of its covers match.
 */
export type CoverSubject =
  | {
      family: 'slot';
      theme: SlotTheme;
      /** Hero symbols, then compositions, then accents; hero names are motifs, or `scene-<theme>`. */
      axes: readonly [
        heroes: readonly string[],
        compositions: readonly SlotComposition[],
        accents: readonly SlotAccent[],
      ];
      /** Heroes the title names ("Axe Saga"), which it leads with unless its studio already shows them a lot. */
      named: readonly string[];
      /** The paying symbols the trio and line compositions show next to the hero. */
      symbols: readonly MotifName[];
      /** The colour a title gives its named symbol: a ruby is red, a sapphire blue. */
      namedHue: number | undefined;
    }
  | {
      family: 'table';
      kind: TableKind;
      theme: ArtTheme;
      hand: number;
      axes: readonly [views: readonly string[], details: readonly string[]];
    }
  | {
      family: 'live';
      kind: LiveKind;
      theme: ArtTheme;
      hand: number;
      axes: readonly [sets: readonly LiveSet[], dealers: readonly LiveDealer[], details: readonly string[]];
    };

const catalogueBySlug = new Map(SLOT_CATALOGUE.map((entry) => [entry.slug, entry]));

/** The catalogue's slot entry for a game, when the game is the catalogue's title (not an operator's namesake). */
export function catalogueEntry(game: CoverGame) {
  const entry = catalogueBySlug.get(game.slug.slice(game.slug.indexOf('/') + 1));
  return entry?.title === game.title ? entry : undefined;
}

/** The options in an order that is the title's own: the same on every run, different between titles. */
function shuffled<T>(options: readonly T[], seed: string): T[] {
  const random = seededRandom(hashString(seed));
  return options
    .map((option) => ({ option, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ option }) => option);
}

export function coverSubject(game: CoverGame): CoverSubject {
  const hash = hashString(game.slug);
  const theme = detectTheme(game.title, game.categories, hash);
  const words = game.title.toLowerCase();
  if (game.categories.includes('live')) return liveSubject(game, theme, words);
  if (!(SLOT_ART_THEMES as readonly string[]).includes(theme)) return tableSubject(game, theme, words);
  // The slot maths may name its theme (the engine's catalogue leaves it out today); the title's words stand in.
  const declared = catalogueEntry(game)?.theme;
  const slotTheme = SLOT_ART_THEMES.find((candidate) => candidate === declared) ?? (theme as SlotTheme);
  return slotSubject(game, slotTheme);
}

function slotSubject(game: CoverGame, theme: SlotTheme): CoverSubject {
  const entry = catalogueEntry(game);
  // A 3-reel title (5 lines or fewer) has three high symbols, a 5-reel one four.
  const highs = entry?.lines != null && entry.lines <= 5 ? 3 : 4;
  const symbols = THEME_SYMBOLS[theme].slice(0, highs).map(([motif]) => motif);
  const named = motifsNamedIn(game.title);
  const heroes = [...new Set([...named, ...shuffled([...symbols, `scene-${theme}`], `${game.slug}|hero`)])];
  return {
    family: 'slot',
    theme,
    axes: [
      heroes,
      shuffled(SLOT_COMPOSITIONS, `${game.slug}|composition`),
      // Lines or ways are printed only for a title whose maths the catalogue knows.
      shuffled(
        SLOT_ACCENTS.filter((accent) => accent !== 'ways' || entry),
        `${game.slug}|accent`,
      ),
    ],
    named,
    symbols,
    namedHue: namedHue(game.title),
  };
}

const HUE_WORDS: Readonly<Record<string, number>> = {
  ruby: 350,
  garnet: 5,
  topaz: 38,
  amber: 34,
  citrine: 48,
  emerald: 140,
  jade: 150,
  opal: 190,
  sapphire: 218,
  onyx: 250,
  amethyst: 280,
  tourmaline: 320,
  quartz: 330,
  crimson: 350,
  scarlet: 2,
  golden: 46,
  azure: 205,
  violet: 275,
};

function namedHue(title: string): number | undefined {
  const word = title
    .toLowerCase()
    .split(/[^a-z]+/)
    .find((candidate) => candidate in HUE_WORDS);
  return word === undefined ? undefined : HUE_WORDS[word];
}

const KIND_WORDS: readonly (readonly [TableKind, RegExp])[] = [
  ['roulette', /roulette/],
  ['blackjack', /blackjack|pontoon|twenty-one/],
  ['baccarat', /baccarat|punto banco/],
  ['videopoker', /jacks or better|deuces|video poker/],
  ['poker', /poker|hold'?em|\bstud\b|pai gow/],
  ['duel', /dragon tiger|casino war|red dog|\bwar\b/],
  ['dice', /dice|sic bo|craps/],
  ['crash', /crash|limbo|multiplier/],
  ['hilo', /hi-lo|higher/],
  ['mines', /mines|scratch/],
  ['keno', /keno|bingo|lotto/],
  ['tower', /tower/],
  ['pegs', /pegfall|plinko|pachinko/],
  ['coinflip', /coin flip|heads|tails/],
  ['wheel', /wheel|spin/],
];

function kindOf(words: string): TableKind | undefined {
  return KIND_WORDS.find(([, pattern]) => pattern.test(words))?.[0];
}

/** Readable details each kind of table can show; each studio's tables take different ones. */
const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7', '6', '5', '4', '3', '2'];
const SUITS = ['S', 'H', 'D', 'C'];
const TEN_CARDS = ['K', 'Q', 'J', '10'];

const BLACKJACKS = TEN_CARDS.flatMap((ten) =>
  SUITS.map((suit, i) => `A${suit}-${ten}${SUITS[(i + 1 + ten.length) % 4]}`),
);
const NATURALS = ['9', '8'].flatMap((top) =>
  TEN_CARDS.flatMap((ten) => SUITS.map((suit, i) => `${ten}${suit}-${top}${SUITS[(i + 2) % 4]}`)),
);
const POKER_HANDS = SUITS.flatMap((suit) => [
  `royal-${suit}`,
  `straight-${suit}`,
  `flush-${suit}`,
  `quads-${suit}`,
  `full-${suit}`,
]);
const DUELS = RANKS.slice(0, 8).flatMap((high, i) =>
  SUITS.map((suit, s) => `${high}${suit}-${RANKS[i + 3]}${SUITS[(s + 1) % 4]}`),
);
const POCKETS = Array.from({ length: 37 }, (_, i) => String(i));
const FACES = [1, 2, 3, 4, 5, 6];
const DICE_PAIRS = FACES.flatMap((a) => FACES.filter((b) => b > a).map((b) => `${a}${b}`));
const DICE_TRIOS = ['456', '666', '123', '345', '246', '135', '555', '126', '356', '144', '225', '336', '114', '235'];
const MULTIPLIERS = ['2.5', '3.2', '5.7', '8.4', '12', '16', '24', '37', '50', '88', '100', '250'];
const PATTERNS = Array.from({ length: 16 }, (_, i) => String(i));

function tableDetails(kind: TableKind, words: string): { views: string[]; details: string[] } {
  switch (kind) {
    case 'roulette':
      return { views: ['wheel', 'layout'], details: /american|double zero/.test(words) ? [...POCKETS, '00'] : POCKETS };
    case 'blackjack':
      return { views: ['fan', 'felt'], details: BLACKJACKS };
    case 'baccarat':
      return { views: ['fan', 'felt'], details: NATURALS };
    case 'poker':
      return { views: ['fan', 'felt'], details: POKER_HANDS };
    case 'videopoker':
      return { views: ['row', 'screen'], details: POKER_HANDS };
    case 'duel':
      return { views: ['fan', 'felt'], details: DUELS };
    case 'dice':
      return { views: ['tray', 'toss'], details: /sic bo|dice/.test(words) ? DICE_TRIOS : DICE_PAIRS };
    case 'crash':
      return { views: ['curve', 'rocket'], details: MULTIPLIERS };
    case 'hilo':
    case 'mines':
    case 'keno':
    case 'tower':
    case 'pegs':
    case 'coinflip':
    case 'wheel':
      return { views: ['plain', 'glow'], details: PATTERNS };
  }
}

/** Cards in a poker hand: three card poker deals three, the rest five. */
const handSize = (words: string) => (/three card/.test(words) ? 3 : 5);

function tableSubject(game: CoverGame, theme: ArtTheme, words: string): CoverSubject {
  const fallback: TableKind = game.categories.includes('instant') ? 'crash' : 'blackjack';
  const kind = kindOf(words) ?? fallback;
  const { views, details } = tableDetails(kind, words);
  return {
    family: 'table',
    kind,
    theme,
    hand: handSize(words),
    axes: [shuffled(views, `${game.slug}|view`), shuffled(details, `${game.slug}|detail`)],
  };
}

const SHOW_WORDS: readonly (readonly [LiveKind, RegExp])[] = [
  ['tower', /tower/],
  ['grid', /grid|board/],
  ['lanes', /lanes|race|derby/],
  ['reels', /reels|slot|rocket/],
  ['chest', /treasure|tumble|chest|hoard/],
  ['marquee', /jackpot|jamboree|bonanza|marquee/],
  ['coins', /coin|carnival/],
  ['wheel', /wheel|spin|big top/],
];

function liveKindOf(words: string, theme: ArtTheme): LiveKind {
  const table = kindOf(words);
  if (table === 'videopoker') return 'poker';
  if (table && (LIVE_KINDS as readonly string[]).includes(table)) return table as LiveKind;
  const show = SHOW_WORDS.find(([, pattern]) => pattern.test(words))?.[0];
  if (show) return show;
  return theme === 'show' ? 'wheel' : 'blackjack';
}

const SHOW_PRIZES = ['10', '20', '25', '40', '50', '75', '100', '200', '500', '1000'];

function liveSubject(game: CoverGame, theme: ArtTheme, words: string): CoverSubject {
  const kind = liveKindOf(words, theme);
  const details: Readonly<Record<LiveKind, readonly string[]>> = {
    roulette: tableDetails('roulette', words).details,
    blackjack: BLACKJACKS,
    baccarat: NATURALS,
    poker: POKER_HANDS,
    duel: DUELS,
    dice: DICE_TRIOS,
    wheel: SHOW_PRIZES,
    tower: SHOW_PRIZES,
    grid: SHOW_PRIZES,
    lanes: SHOW_PRIZES,
    reels: SHOW_PRIZES,
    coins: SHOW_PRIZES,
    chest: SHOW_PRIZES,
    marquee: SHOW_PRIZES,
  };
  return {
    family: 'live',
    kind,
    theme,
    hand: handSize(words),
    axes: [
      shuffled(LIVE_SETS, `${game.slug}|set`),
      shuffled(LIVE_DEALERS, `${game.slug}|dealer`),
      shuffled(details[kind], `${game.slug}|detail`),
    ],
  };
}
