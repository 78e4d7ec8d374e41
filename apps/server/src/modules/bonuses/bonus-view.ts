import type { BonusCancelInfo, BonusOffer, PlayerBonus } from '@casino/contracts';
import type { BonusRow, CampaignRow } from './bonuses.repository';
import { pickGroupOf } from './eligibility';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A bonus as the player's clients read it; `balanceCents` is its bonus balance while it wagers. */
export function toPlayerBonus(row: BonusRow, campaign: CampaignRow, balanceCents: number, now: Date): PlayerBonus {
  return {
    id: row.id,
    title: campaign.title,
    type: 'bonus',
    kind: campaign.kind,
    stage: row.stage,
    strategy: campaign.kind,
    group_key: campaign.groupKey,
    currency: row.currency,
    amount_cents: row.amountCents,
    balance_cents: row.stage === 'handle_bets' ? balanceCents : 0,
    amount_wager_requirement_cents: row.wagerRequirementCents,
    amount_wager_cents: row.wageredCents,
    max_bet_cents: row.maxBetCents,
    activatable: row.stage === 'issued' && row.activatableUntil > now && row.activatesAt === null,
    activatable_until: row.stage === 'issued' ? iso(row.activatableUntil) : null,
    activates_at: row.stage === 'issued' ? iso(row.activatesAt) : null,
    valid_until: iso(row.validUntil),
    cancelable: ['issued', 'wait', 'handle_bets'].includes(row.stage),
    created_at: row.createdAt.toISOString(),
  };
}

/** Minor units as a decimal string of major units, with the currency's own number of decimals. */
export function majorUnits(cents: number, subunitsToUnit: number): string {
  const decimals = Math.max(0, Math.round(Math.log10(subunitsToUnit)));
  const sign = cents < 0 ? '-' : '';
  const whole = BigInt(Math.abs(cents));
  const unit = BigInt(subunitsToUnit);
  const fraction = (whole % unit).toString().padStart(decimals, '0');
  return `${sign}${whole / unit}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * What cancelling leaves: the bonus balance leaves with the bonus, and `bonus_winnings` is the part of it won above
 * the bonus given; real money stays and is what can be withdrawn.
 */
export function cancelInfo(
  bonus: BonusRow,
  wallet: { cashCents: number; bonusCents: number; subunitsToUnit: number },
): BonusCancelInfo {
  const bonusBalance = bonus.stage === 'handle_bets' ? wallet.bonusCents : 0;
  const major = (cents: number) => majorUnits(cents, wallet.subunitsToUnit);
  return {
    id: bonus.id,
    total_withdrawal_amount: major(wallet.cashCents),
    current_balance: major(wallet.cashCents + bonusBalance),
    cash_balance: major(wallet.cashCents),
    bonus_balance: major(bonusBalance),
    bonus_winnings: major(Math.max(0, bonusBalance - bonus.amountCents)),
  };
}

/** A campaign as an offer (`GET /api/bonuses/deposit|registration`), with its conditions spelled out. */
export function toOffer(campaign: CampaignRow): BonusOffer {
  const currencies = Object.keys(campaign.amountCents).sort();
  const conditions: BonusOffer['bonuses'][number]['conditions'] = [];
  const minimums = Object.entries(campaign.minDepositCents).map(([currency, amount_cents]) => ({
    currency,
    amount_cents,
  }));
  if (minimums.length > 0) conditions.push({ field: 'amount', type: 'min', value: minimums });
  if (campaign.requiresPick) {
    conditions.push({ field: 'groups', type: 'include', value: [`pick:${pickGroupOf(campaign)}`] });
  }
  if (campaign.depositNumber !== null) {
    conditions.push({ field: 'deposit_number', type: 'eq', value: [String(campaign.depositNumber)] });
  }
  return {
    id: String(campaign.id),
    title: campaign.title,
    group_key: campaign.groupKey,
    bonuses: [
      {
        title: campaign.title,
        type: 'bonus',
        conditions,
        attributes: [
          { name: 'wager', value: campaign.wagerMultiplier },
          { name: 'activation_days', value: campaign.activationDays },
          { name: 'wager_days', value: campaign.wagerDays },
        ],
        result_bonus: currencies.map((currency) => ({
          currency,
          percent: campaign.matchPercent,
          amount_cents: campaign.amountCents[currency] ?? 0,
          wager: campaign.wagerMultiplier,
        })),
      },
    ],
  };
}
