import * as z from 'zod/mini';

/**
 * Feature pages the operator switches on and off in `manage-promotion-pages` (engagement §2, §6), with the
 * shipped defaults: the server seeds them and the web app uses them until the document arrives or when it cannot
 * be loaded, so a failed call neither hides the promotions nor unlocks the ones that need an operator's go-ahead
 * (rocket chance, activity hub, adventures). The first page load reads this module, so its schema is zod/mini.
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

/**
 * `manage-promotion-pages` as the web reads it: a toggle the document leaves out or garbles keeps its default, so
 * one bad entry neither hides a live promotion nor opens one waiting for the operator. Not an object: refused.
 */
export const pageTogglesSchema = z.object(
  Object.fromEntries(
    PAGE_TOGGLES.map((toggle) => [toggle, z.catch(z.boolean(), DEFAULT_PAGE_TOGGLES[toggle])]),
  ) as Record<PageToggle, z.ZodMiniCatch<z.ZodMiniBoolean>>,
);
