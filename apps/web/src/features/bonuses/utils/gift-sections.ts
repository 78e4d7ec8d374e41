import type { BonusStage, FreespinsGift, FreespinsStage, PlayerBonus } from '@casino/contracts';

export const GIFT_SECTIONS = ['new', 'active', 'finished'] as const;
export type GiftSection = (typeof GIFT_SECTIONS)[number];

/**
 * Every stage belongs to exactly one section; a stage added to the contracts must be placed here to compile. The
 * finished ones are the contracts' `FINISHED_BONUS_STAGES` (the test holds the two together).
 */
const SECTION_OF_STAGE: Record<BonusStage, GiftSection> = {
  issued: 'new',
  wait: 'active',
  handle_bets: 'active',
  wager_done: 'finished',
  lost: 'finished',
  canceled: 'finished',
  expired: 'finished',
};

export function sectionOf(stage: BonusStage): GiftSection {
  return SECTION_OF_STAGE[stage];
}

const SECTION_OF_FREESPINS_STAGE: Record<FreespinsStage, GiftSection> = {
  issued: 'new',
  activated: 'active',
  finished: 'finished',
  canceled: 'finished',
  expired: 'finished',
};

export function freespinsSectionOf(stage: FreespinsStage): GiftSection {
  return SECTION_OF_FREESPINS_STAGE[stage];
}

/** One card of the page: a bonus or free spins (told apart by `isFreespins`). */
export type Gift = PlayerBonus | FreespinsGift;

export const isFreespins = (gift: Gift): gift is FreespinsGift => 'freespins_total' in gift;

/** Bonuses and free spins are numbered apart: the list key says which a card is. */
export const giftKey = (gift: Gift) => `${isFreespins(gift) ? 'freespins' : 'bonus'}-${gift.id}`;

export type GiftSections = Record<GiftSection, Gift[]>;

/**
 * The player's bonuses and free spins by section, together and newest first within each. The server already lists
 * newest first; sorting again keeps that true after an action's answer is written into a cached list in place.
 */
export function giftSections(bonuses: readonly PlayerBonus[], freespins: readonly FreespinsGift[] = []): GiftSections {
  const sections: GiftSections = { new: [], active: [], finished: [] };
  for (const bonus of bonuses) sections[sectionOf(bonus.stage)].push(bonus);
  for (const gift of freespins) sections[freespinsSectionOf(gift.stage)].push(gift);
  for (const section of GIFT_SECTIONS) sections[section].sort(newestFirst);
  return sections;
}

/** Ties (same second) put free spins after bonuses, then the higher id first, so the order never flickers. */
const newestFirst = (a: Gift, b: Gift) =>
  Date.parse(b.created_at) - Date.parse(a.created_at) || Number(isFreespins(a)) - Number(isFreespins(b)) || b.id - a.id;

/** The tab a visit opens on: new gifts first (they wait for the player), else the running ones. */
export function initialSection(sections: GiftSections): GiftSection {
  if (sections.new.length > 0) return 'new';
  if (sections.active.length > 0) return 'active';
  return sections.finished.length > 0 ? 'finished' : 'new';
}

/** The header's count: gifts (bonuses or free spins) the player has not activated yet. */
export function issuedCount(gifts: readonly Gift[] | undefined): number {
  return gifts?.filter((gift) => gift.stage === 'issued').length ?? 0;
}
