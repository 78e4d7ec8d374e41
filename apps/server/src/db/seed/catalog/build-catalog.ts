import type { GameBadge, GameCategory, GameDevice } from '@casino/contracts';
import { DEFAULT_CURRENCY, ENABLED_CURRENCIES, GAME_CATEGORIES } from '@casino/contracts';
import { buildReferenceData } from './build-reference';
import { createTitleRegistry, proposeFlairTitle, proposeSlotTitle, slugify } from './game-titles';
import type { GameBase } from './non-slot-games';
import {
  INSTANT_BASES,
  INSTANT_FLAIR,
  LIVE_BASES,
  LIVE_FLAIR,
  LIVE_SHOWS,
  TABLE_BASES,
  TABLE_FLAIR,
} from './non-slot-games';
import type { ProviderProfile } from './seed-providers';
import { PROVIDER_PROFILES } from './seed-providers';
import type { SeededRandom } from './seeded-random';
import { createSeededRandom } from './seeded-random';
import type { SlotTheme } from './slot-themes';
import type { SeedStudioGame } from './studio-games';
import { studioGameOf } from './studio-games';
import { SLOT_THEMES } from './slot-themes';

export type SeedVolatility = 'low' | 'medium' | 'high' | 'very-high';

export type SeedProvider = { slug: string; name: string; position: number; restrictedCountries: string[] };

export type SeedGame = {
  providerSlug: string;
  slug: string;
  title: string;
  seoTitle: string;
  hasDemoMode: boolean;
  devices: GameDevice[];
  volatility: SeedVolatility;
  /** Return to player in basis points: 9612 = 96.12%. */
  payoutBasisPoints: number;
  lines: number | null;
  /** A pokie's theme (its symbols and cover are drawn for it); null for other games. */
  slotTheme: SlotTheme | null;
  /** The in-house studio's family and parameters of the game; null for games it does not run. */
  studio: SeedStudioGame | null;
  badges: GameBadge[];
  popularity: number;
  releasedAt: Date;
  categories: GameCategory[];
  /** Real-money currency codes the game accepts. */
  currencies: string[];
  /** Markets where this title may not be offered (its provider's restrictions come on top). */
  restrictedCountries: string[];
};

/**
 * "New" and "prerelease" are relative to this fixed date, not to the clock, so the catalogue is the same on
 * every run. The caller decides how "new" is shown; the category membership here is already settled.
 */
export const CATALOG_REFERENCE_TIME_MS = Date.UTC(2026, 10, 1);

const CATALOG_SEED = 0x5eed_2026;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Overlay category sizes: enough to fill a lobby row and a category page without swamping the lobby. */
const JACKPOT_SLOTS = 32;
const SPECIAL_SLOTS = 22;
const NEW_GAMES = 34;
const PRERELEASE_GAMES = 12;
const TOP_GAMES = 40;
const RECOMMENDED_GAMES = 48;

type GameKind = 'slot' | 'table' | 'instant' | 'live';

const KIND_CATEGORY: Readonly<Record<GameKind, GameCategory>> = {
  slot: 'pokies',
  table: 'table',
  instant: 'instant',
  live: 'live',
};

type Draft = {
  provider: ProviderProfile;
  kind: GameKind;
  categories: Set<GameCategory>;
};

type Built = Draft &
  Omit<SeedGame, 'providerSlug' | 'seoTitle' | 'categories' | 'badges' | 'restrictedCountries' | 'studio'> & {
    /** The base game type of a table, instant or live game ("Mines"); null for slots. */
    baseName: string | null;
  };

const SLOT_LINES = [5, 9, 10, 10, 15, 20, 20, 25, 25, 30, 40, 50, 100] as const;
const SLOT_VOLATILITY: readonly SeedVolatility[] = ['low', 'medium', 'medium', 'high', 'high', 'very-high'];

export function buildCatalog(): { providers: SeedProvider[]; games: SeedGame[] } {
  const random = createSeededRandom(CATALOG_SEED);
  const drafts = draftGames();
  assignOverlays(random, drafts);

  const titles = createTitleRegistry();
  const liveShows = random.shuffle(LIVE_SHOWS);
  const built = drafts.map((draft) => buildGame(random, titles, liveShows, draft));
  rankByPopularity(random, built);

  const fiatCodes = new Set(
    buildReferenceData()
      .currencies.filter((currency) => currency.fiat)
      .map((currency) => currency.code),
  );
  const games = built.map((game) => toSeedGame(random, game, fiatCodes));
  const providers = PROVIDER_PROFILES.map((provider, index) => ({
    slug: provider.slug,
    name: provider.name,
    position: index + 1,
    restrictedCountries: [...(provider.restrictedCountries ?? [])],
  }));
  return { providers, games };
}

function draftGames(): Draft[] {
  const drafts: Draft[] = [];
  for (const provider of PROVIDER_PROFILES) {
    for (const kind of ['slot', 'table', 'instant', 'live'] as const) {
      const count = provider.lineup[kind === 'slot' ? 'slots' : kind];
      for (let i = 0; i < count; i += 1) {
        drafts.push({ provider, kind, categories: new Set([KIND_CATEGORY[kind]]) });
      }
    }
  }
  return drafts;
}

function take(random: SeededRandom, drafts: readonly Draft[], count: number, category: GameCategory): void {
  for (const draft of random.shuffle(drafts).slice(0, count)) draft.categories.add(category);
}

/** Promotions and editorial categories that do not depend on the title; popularity ranks come later. */
function assignOverlays(random: SeededRandom, drafts: readonly Draft[]): void {
  const slots = drafts.filter((draft) => draft.kind === 'slot');
  take(random, slots, JACKPOT_SLOTS, 'jackpots');
  take(random, slots, SPECIAL_SLOTS, 'special');
  take(random, drafts, NEW_GAMES, 'new');
  const notNew = drafts.filter((draft) => draft.kind !== 'live' && !draft.categories.has('new'));
  take(random, notNew, PRERELEASE_GAMES, 'prerelease');

  for (const draft of drafts) {
    const { provider } = draft;
    if (random.chance(provider.exclusiveShare)) draft.categories.add('exclusive');
    if (random.chance(provider.dropsShare)) {
      draft.categories.add(draft.kind === 'live' ? 'drops-and-wins-live' : 'drops-and-wins');
    }
    if (draft.kind === 'slot' && random.chance(provider.animatedShare)) draft.categories.add('animated');
  }
}

function pickSlotTheme(random: SeededRandom, draft: Draft): SlotTheme {
  const { favouriteThemes } = draft.provider;
  // Seasonal "special" releases lean festive; festive art never appears outside that shelf otherwise.
  if (draft.categories.has('special') && random.chance(0.5)) return 'festive';
  const everyday = SLOT_THEMES.filter((theme) => theme !== 'festive');
  if (favouriteThemes.length > 0 && random.chance(0.7)) return random.pick(favouriteThemes);
  return random.pick(everyday);
}

function buildGame(
  random: SeededRandom,
  titles: ReturnType<typeof createTitleRegistry>,
  shows: GameBase[],
  draft: Draft,
) {
  const common = { ...draft, releasedAt: releaseDate(random, draft), hasDemoMode: draft.kind !== 'live' };
  if (draft.kind === 'slot') {
    const theme = pickSlotTheme(random, draft);
    if (theme === 'festive') draft.categories.add('special');
    const jackpot = draft.categories.has('jackpots');
    const title = titles.claim(() => proposeSlotTitle(random, theme, jackpot && random.chance(0.6)));
    return {
      ...common,
      title,
      slug: slugify(title),
      volatility: random.pick(SLOT_VOLATILITY),
      payoutBasisPoints: random.int(9420, 9720),
      lines: random.chance(0.55) ? random.pick(SLOT_LINES) : null,
      slotTheme: theme,
      baseName: null,
      popularity: 0,
      devices: [],
      currencies: [],
    } satisfies Built;
  }
  const [flair, bases] = nonSlotVocabulary(draft.kind);
  let base = random.pick(bases);
  // Each studio hosts a game show or two; shows have their own names, so each is used once.
  const show = draft.kind === 'live' && random.chance(0.3) ? shows.pop() : undefined;
  const title = show
    ? titles.claim(() => show.name)
    : titles.claim(() => {
        base = random.pick(bases);
        return proposeFlairTitle(random, flair, base);
      });
  const rules = show ?? base;
  return {
    ...common,
    title,
    slug: slugify(title),
    volatility: rules.volatility,
    payoutBasisPoints: rules.payoutBasisPoints,
    lines: null,
    baseName: rules.name,
    slotTheme: null,
    popularity: 0,
    devices: [],
    currencies: [],
  } satisfies Built;
}

function nonSlotVocabulary(kind: Exclude<GameKind, 'slot'>): [readonly string[], readonly GameBase[]] {
  switch (kind) {
    case 'table':
      return [TABLE_FLAIR, TABLE_BASES];
    case 'instant':
      return [INSTANT_FLAIR, INSTANT_BASES];
    case 'live':
      return [LIVE_FLAIR, LIVE_BASES];
  }
}

function releaseDate(random: SeededRandom, draft: Draft): Date {
  const hours = random.int(7, 18) * HOUR_MS;
  if (draft.categories.has('prerelease')) {
    return new Date(CATALOG_REFERENCE_TIME_MS + random.int(3, 45) * DAY_MS + hours);
  }
  if (draft.categories.has('new')) return new Date(CATALOG_REFERENCE_TIME_MS - random.int(1, 58) * DAY_MS + hours);
  // Back catalogue: from early 2019 up to two and a half months before the reference date.
  return new Date(CATALOG_REFERENCE_TIME_MS - random.int(75, 2850) * DAY_MS + hours);
}

/** Popularity is skewed (a few hits, a long tail), then 'top' and 'recommended' are read off the ranking. */
function rankByPopularity(random: SeededRandom, games: Built[]): void {
  for (const game of games) {
    const prerelease = game.categories.has('prerelease');
    const base = 10_000 * game.provider.appeal * random.next() ** 1.7;
    const boost = game.categories.has('new') ? 1.25 : 1;
    game.popularity = prerelease ? random.int(40, 1500) : Math.min(10_000, Math.round(base * boost));
  }
  const byPopularity = (a: Built, b: Built) => b.popularity - a.popularity || a.slug.localeCompare(b.slug);
  const released = games.filter((game) => !game.categories.has('prerelease')).sort(byPopularity);
  for (const game of released.slice(0, TOP_GAMES)) game.categories.add('top');
  // Editorial picks: well liked but not already at the top, with some jitter so the row feels curated.
  const scored = released
    .filter((game) => !game.categories.has('top'))
    .map((game) => ({ game, score: game.popularity * (0.5 + random.next()) }))
    .sort((a, b) => b.score - a.score || a.game.slug.localeCompare(b.game.slug));
  for (const { game } of scored.slice(0, RECOMMENDED_GAMES)) game.categories.add('recommended');
}

/** Germany's interstate treaty (GlüStV 2021) forbids jackpots in online slots, so jackpot titles stay out there. */
const JACKPOT_RESTRICTED_COUNTRIES = ['DE'] as const;

const BADGE_BY_CATEGORY: readonly [GameCategory, GameBadge][] = [
  ['new', { type: 'new', theme: 'green' }],
  ['top', { type: 'hot', theme: 'red' }],
  ['exclusive', { type: 'exclusive', theme: 'violet' }],
  ['jackpots', { type: 'jackpot', theme: 'gold' }],
  ['drops-and-wins', { type: 'drops', theme: 'blue' }],
  ['drops-and-wins-live', { type: 'drops', theme: 'blue' }],
];

function toSeedGame(random: SeededRandom, game: Built, fiatCodes: ReadonlySet<string>): SeedGame {
  const categories = GAME_CATEGORIES.filter((category) => game.categories.has(category));
  const badges = BADGE_BY_CATEGORY.filter(([category]) => game.categories.has(category)).map(([, badge]) => ({
    ...badge,
  }));
  return {
    providerSlug: game.provider.slug,
    slug: game.slug,
    title: game.title,
    seoTitle: `${game.title} by ${game.provider.name} — play online`,
    hasDemoMode: game.hasDemoMode && random.chance(0.85),
    devices: pickDevices(random, game.kind),
    volatility: game.volatility,
    payoutBasisPoints: game.payoutBasisPoints,
    lines: game.lines,
    slotTheme: game.slotTheme,
    studio: studioOf(game),
    badges,
    popularity: game.popularity,
    releasedAt: game.releasedAt,
    categories,
    currencies: pickCurrencies(random, game.provider, fiatCodes),
    restrictedCountries: categories.includes('jackpots') ? [...JACKPOT_RESTRICTED_COUNTRIES] : [],
  };
}

/**
 * The studio family of a game: table, instant and live games by their base name; every pokie plays its own slot
 * maths, named by its slug, first version (docs/slot-maths.md, "Versions").
 */
function studioOf(game: { kind: GameKind; baseName: string | null; slug: string }): SeedStudioGame | null {
  if (game.kind === 'slot') return { family: 'slot', params: { maths: game.slug, version: 1 } };
  return studioGameOf(game.baseName ?? '', game.slug);
}

function pickDevices(random: SeededRandom, kind: GameKind): GameDevice[] {
  if (kind === 'live') return ['desktop', 'mobile'];
  const roll = random.next();
  if (roll < 0.05) return ['desktop'];
  if (roll < 0.1) return ['mobile'];
  return ['desktop', 'mobile'];
}

function pickCurrencies(random: SeededRandom, provider: ProviderProfile, fiatCodes: ReadonlySet<string>): string[] {
  const accepted = ENABLED_CURRENCIES.filter((code) => provider.acceptsCrypto || fiatCodes.has(code));
  // A few titles lack certification in one market, so they drop that fiat currency (never the default).
  if (!random.chance(0.05)) return accepted;
  const droppable = accepted.filter((code) => fiatCodes.has(code) && code !== DEFAULT_CURRENCY);
  const dropped = random.pick(droppable);
  return accepted.filter((code) => code !== dropped);
}
