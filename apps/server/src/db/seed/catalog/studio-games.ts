import { createHash } from 'node:crypto';
import type { StudioFamily } from '@casino/contracts';

/** A catalogue game's studio family and the parameters that make it this game (the family's defaults fill the rest). */
export type SeedStudioGame = { family: StudioFamily; params: Record<string, unknown> };

/**
 * The studio family behind each table, instant and live base name. A base missing here (Pai Gow Poker) has no
 * family yet: its games answer GAME_UNAVAILABLE at launch.
 */
const FAMILY_OF_BASE: Readonly<Record<string, (pick: (options: readonly unknown[]) => unknown) => SeedStudioGame>> = {
  Crash: () => ({ family: 'crash', params: { rtpBasisPoints: 9700 } }),
  Mines: (pick) => ({ family: 'mines', params: { mines: pick([3, 3, 1, 5, 10]), rtpBasisPoints: 9800 } }),
  Dice: () => ({ family: 'dice', params: { rtpBasisPoints: 9900 } }),
  Limbo: () => ({ family: 'limbo', params: { rtpBasisPoints: 9900 } }),
  'Hi-Lo': () => ({ family: 'hi-lo', params: { rtpBasisPoints: 9800 } }),
  Keno: () => ({ family: 'keno', params: {} }),
  Tower: (pick) => ({
    family: 'tower',
    params: { difficulty: pick(['medium', 'easy', 'hard', 'expert']), floors: 8, rtpBasisPoints: 9750 },
  }),
  Pegfall: (pick) => ({
    family: 'pegfall',
    params: { rows: pick([16, 12, 14, 8, 10]), risk: pick(['medium', 'low', 'high']) },
  }),
  Scratch: () => ({ family: 'scratch', params: {} }),
  'Coin Flip': () => ({ family: 'coin-flip', params: { rtpBasisPoints: 9800 } }),
  Wheel: (pick) => ({ family: 'wheel', params: { risk: pick(['medium', 'low', 'high']) } }),
  'European Roulette': () => ({ family: 'roulette', params: { variant: 'european' } }),
  'French Roulette': () => ({ family: 'roulette', params: { variant: 'french' } }),
  'American Roulette': () => ({ family: 'roulette', params: { variant: 'american' } }),
  'Punto Banco': () => ({ family: 'baccarat', params: {} }),
  'Sic Bo': () => ({ family: 'sic-bo', params: {} }),
  'Red Dog': () => ({ family: 'red-dog', params: {} }),
  'Casino War': () => ({ family: 'casino-war', params: {} }),
  'Blackjack Classic': () => ({ family: 'blackjack', params: {} }),
  'Multihand Blackjack': () => ({ family: 'blackjack', params: {} }),
  Craps: () => ({ family: 'craps', params: {} }),
  'Three Card Poker': () => ({ family: 'three-card-poker', params: {} }),
  'Caribbean Stud': () => ({ family: 'caribbean-stud', params: {} }),
  Pontoon: () => ({ family: 'pontoon', params: {} }),
  'Jacks or Better': () => ({ family: 'video-poker', params: { paytable: 'jacks-or-better-9-6' } }),
  // Live tables (docs/live.md): shared rounds of the same families. Game shows are money wheels or dice shows.
  'Roulette Live': () => ({ family: 'roulette', params: { variant: 'european' } }),
  'Speed Roulette': () => ({ family: 'roulette', params: { variant: 'european' } }),
  'Auto Roulette': () => ({ family: 'roulette', params: { variant: 'european' } }),
  'Double Ball Roulette': () => ({ family: 'double-ball-roulette', params: {} }),
  Baccarat: () => ({ family: 'baccarat', params: {} }),
  'Baccarat Squeeze': () => ({ family: 'baccarat', params: {} }),
  'No Commission Baccarat': () => ({ family: 'baccarat', params: { noCommission: true } }),
  'Dragon Tiger': () => ({ family: 'dragon-tiger', params: {} }),
  // Decision tables: every seat plays (or calls) or folds on one shared deal.
  'Three Card Poker Live': () => ({ family: 'three-card-poker', params: {} }),
  "Casino Hold'em Live": () => ({ family: 'casino-holdem', params: {} }),
  // Hand tables: every seat is dealt the same two cards against one dealer, and plays its own hand.
  Blackjack: () => ({ family: 'blackjack', params: {} }),
  'Blackjack Lounge': () => ({ family: 'blackjack', params: {} }),
  'Speed Blackjack': () => ({ family: 'blackjack', params: {} }),
  'Blackjack VIP': () => ({ family: 'blackjack', params: {} }),
  'Sic Bo Live': () => ({ family: 'sic-bo', params: {} }),
  'Lucky Lanes Live': () => ({ family: 'sic-bo', params: {} }),
  'Treasure Tumble Live': () => ({ family: 'sic-bo', params: {} }),
  'Prize Tower Live': (pick) => ({ family: 'wheel', params: { risk: pick(['medium', 'low', 'high']) } }),
  'Starlight Spin Show': (pick) => ({ family: 'wheel', params: { risk: pick(['medium', 'low', 'high']) } }),
  'Coin Carnival Live': () => ({ family: 'wheel', params: { risk: 'high' } }),
  'Jackpot Jamboree Show': () => ({ family: 'wheel', params: { risk: 'high' } }),
  'Golden Grid Game Show': (pick) => ({ family: 'wheel', params: { risk: pick(['medium', 'low', 'high']) } }),
  'Big Top Wheel Live': () => ({ family: 'wheel', params: { risk: 'medium' } }),
  'Rocket Reels Studio': () => ({ family: 'wheel', params: { risk: 'high' } }),
  'Deuces Wild': () => ({ family: 'video-poker', params: { paytable: 'deuces-wild-illinois' } }),
};

/**
 * The studio family and parameters of a table or instant game. Games of one base differ by their slug: the choices
 * are read from the slug's SHA-256, not from the catalogue's seeded random stream, so adding them changed no title.
 */
export function studioGameOf(baseName: string, slug: string): SeedStudioGame | null {
  const build = FAMILY_OF_BASE[baseName];
  if (!build) return null;
  const digest = createHash('sha256').update(slug).digest();
  let byte = 0;
  const pick = (options: readonly unknown[]) => options[digest[byte++]! % options.length];
  return build(pick);
}
