import { BONUS_PICK_GROUP_PREFIX, PLAYER_GROUPS } from '@casino/contracts';
import type { CampaignRow } from './bonuses.repository';

/** What decides whether a campaign applies to a player. */
export type Candidate = {
  country: string | null;
  currency: string;
  groups: readonly string[];
  /** The deposit promo code the player entered (`set_bonus_code`), upper-cased; null for none. */
  depositCode: string | null;
  declined: ReadonlySet<number>;
};

export const pickGroupOf = (campaign: Pick<CampaignRow, 'groupKey'>) =>
  `${BONUS_PICK_GROUP_PREFIX}${campaign.groupKey}`;

/**
 * A campaign applies when it serves the player's currency and country, none of the player's groups is excluded
 * (a deposit bonus never goes to the multi-account group 100, platform-core §6), the player has not declined it, a
 * campaign asking to be picked was picked, and a deposit campaign with a promo code gets exactly that code while
 * one without a code applies only when the player entered none.
 */
export function campaignApplies(
  campaign: CampaignRow,
  player: Candidate,
  purpose: 'issue' | 'offer' = 'issue',
): boolean {
  if (!campaign.active || player.declined.has(campaign.id)) return false;
  if (!(player.currency in campaign.amountCents)) return false;
  if (campaign.countries.length > 0 && !campaign.countries.includes(player.country ?? '')) return false;
  const excluded =
    campaign.kind === 'deposit' ? [...campaign.excludedGroups, PLAYER_GROUPS.multiAccount] : campaign.excludedGroups;
  if (player.groups.some((group) => excluded.includes(group))) return false;
  // An offer to pick is listed before it is picked; it is issued only once it was.
  if (purpose === 'issue' && campaign.requiresPick && !player.groups.includes(pickGroupOf(campaign))) return false;
  if (campaign.kind === 'deposit') return (campaign.code ?? null) === player.depositCode;
  return true;
}

/** A deposit campaign's own conditions on this deposit: which deposit it is, and the minimum amount. */
export function depositQualifies(
  campaign: CampaignRow,
  deposit: { number: number; amountCents: number; currency: string },
) {
  if (campaign.depositNumber !== null && campaign.depositNumber !== deposit.number) return false;
  return deposit.amountCents >= (campaign.minDepositCents[deposit.currency] ?? 0);
}
