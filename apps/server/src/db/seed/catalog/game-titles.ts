import type { GameBase } from './non-slot-games';
import { containsRealStudioName, containsRealTitleFragment } from './real-names-denylist';
import type { SeededRandom } from './seeded-random';
import type { SlotTheme } from './slot-themes';
import { EPIC_NOUNS, FLAIR_WORDS, JACKPOT_TAILS, OWNED_THINGS, THEME_VOCABULARY } from './slot-themes';

const MAX_ATTEMPTS = 200;

/** URL-safe slug: ASCII, lower case, dashes; at most 64 characters (the games filter slug rule). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/g, '');
}

/** Keeps every title unique across the catalogue (case-insensitively) and free of real trademarks. */
export function createTitleRegistry() {
  const takenTitles = new Set<string>();
  const takenSlugs = new Set<string>();

  const isAcceptable = (title: string): boolean => {
    const words = title.toLowerCase().split(/[\s-]+/);
    if (new Set(words).size !== words.length) return false;
    if (takenTitles.has(title.toLowerCase()) || takenSlugs.has(slugify(title))) return false;
    return !containsRealTitleFragment(title) && !containsRealStudioName(title);
  };

  /** Calls `propose` until it yields a usable title, then reserves it. */
  const claim = (propose: () => string): string => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const title = propose();
      if (!isAcceptable(title)) continue;
      takenTitles.add(title.toLowerCase());
      takenSlugs.add(slugify(title));
      return title;
    }
    throw new Error('Title vocabulary exhausted: add words to slot-themes.ts or non-slot-games.ts');
  };

  return { claim };
}

export function proposeSlotTitle(random: SeededRandom, theme: SlotTheme, jackpot: boolean): string {
  const words = THEME_VOCABULARY[theme];
  const modifier = random.chance(0.22) ? random.pick(FLAIR_WORDS) : random.pick(words.modifiers);
  const head = random.pick(words.heads);
  const tail = jackpot ? random.pick(JACKPOT_TAILS) : random.pick(words.tails);
  const roll = random.next();
  if (jackpot) {
    if (roll < 0.45) return `${modifier} ${head} ${tail}`;
    if (roll < 0.75) return `${head} ${tail}`;
    return `${random.pick(words.owners)}'s ${tail}`;
  }
  if (roll < 0.26) return `${modifier} ${head}`;
  if (roll < 0.5) return `${modifier} ${head} ${tail}`;
  if (roll < 0.64) return `${random.pick(words.owners)}'s ${random.pick(OWNED_THINGS)}`;
  if (roll < 0.78) return `${random.pick(EPIC_NOUNS)} of ${random.pick(words.places)}`;
  return `${head} ${tail}`;
}

/** "<flair> <base>": "Velvet Roulette Live", "Nova Crash". */
export function proposeFlairTitle(random: SeededRandom, flair: readonly string[], base: GameBase): string {
  return `${random.pick(flair)} ${base.name}`;
}
