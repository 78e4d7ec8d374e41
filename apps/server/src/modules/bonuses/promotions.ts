import type { Promotion } from '@casino/contracts';
import type { CampaignRow } from './bonuses.repository';

/** A game's display title; its identifier when the catalogue no longer has it. */
type TitleOf = (identifier: string) => string;

/**
 * The campaigns the promotions pages show anyone: registration and deposit offers that are active, need no code
 * (a code is handed to those it is for) and are offered in the visitor's country. Whether one applies to a given
 * player (groups, currency, deposits made) is the cashier's and the gifts page's to say.
 */
export function isPublicPromotion(campaign: CampaignRow, country: string): boolean {
  if (!campaign.active || campaign.code !== null) return false;
  if (campaign.kind !== 'registration' && campaign.kind !== 'deposit') return false;
  return campaign.countries.length === 0 || campaign.countries.includes(country);
}

export function toPromotion(campaign: CampaignRow, titleOf: TitleOf): Promotion {
  return {
    slug: campaign.groupKey,
    title: campaign.title,
    kind: campaign.kind === 'deposit' ? 'deposit' : 'registration',
    deposit_number: campaign.depositNumber,
    match_percent: campaign.matchPercent,
    freespins_count: campaign.freespinsCount,
    currencies: Object.keys(campaign.amountCents)
      .sort()
      .map((currency) => ({
        currency,
        amount_cents: campaign.amountCents[currency] ?? 0,
        min_deposit_cents: campaign.minDepositCents[currency] ?? null,
        max_bet_cents: campaign.maxBetCents[currency] ?? null,
      })),
    wager_multiplier: campaign.wagerMultiplier,
    contributions: campaign.contributions,
    activation_days: campaign.activationDays,
    wager_days: campaign.wagerDays,
    requires_pick: campaign.requiresPick,
    games: campaign.games.map((identifier) => ({ identifier, title: titleOf(identifier) })),
  };
}
