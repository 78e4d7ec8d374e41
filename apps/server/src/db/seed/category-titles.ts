import type { GameCategory } from '@casino/contracts';

/** English titles stored with the categories; the web app shows translated ones (`categories.<id>`). */
export const CATEGORY_TITLES: Readonly<Record<GameCategory, string>> = {
  top: 'Top games',
  new: 'New releases',
  recommended: 'Recommended',
  pokies: 'Pokies',
  live: 'Live casino',
  table: 'Table games',
  jackpots: 'Jackpots',
  special: 'Special',
  exclusive: 'Exclusive',
  animated: 'Animated',
  prerelease: 'Coming soon',
  'drops-and-wins': 'Drops & Wins',
  'drops-and-wins-live': 'Drops & Wins Live',
  instant: 'Instant games',
};
