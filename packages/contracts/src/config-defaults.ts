/**
 * Feature pages the operator switches on and off in `manage-promotion-pages` (engagement §2, §6), with the
 * shipped defaults: the server seeds them and the web app uses them until the document arrives or when it cannot
 * be loaded, so a failed call neither hides the promotions nor unlocks the ones that need an operator's go-ahead
 * (rocket chance, activity hub, adventures). The first page load reads these values, so they live apart from
 * the schemas (page-toggles.ts, betting-config.ts): importing them creates no zod schema.
 */
export const PAGE_TOGGLES = [
  'tournaments',
  'lotteries',
  'quests',
  'achievements',
  'rocket-mart',
  'rocket-chance',
  'wheel',
  'activity-hub',
  'adventures',
  'vip',
] as const;
export type PageToggle = (typeof PAGE_TOGGLES)[number];
export type PageToggles = Readonly<Record<PageToggle, boolean>>;

export const DEFAULT_PAGE_TOGGLES: PageToggles = {
  tournaments: true,
  lotteries: true,
  quests: true,
  achievements: true,
  'rocket-mart': true,
  'rocket-chance': false,
  wheel: true,
  'activity-hub': false,
  adventures: false,
  vip: true,
};

/** The sportsbook is off until the operator points `betting-config` at it. */
export const DEFAULT_BETTING_CONFIG = { enabled: false, url: '/sport' } as const;
