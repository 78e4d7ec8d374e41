import type { FreespinsGift, PlayerBonus, V2Bonus } from '@casino/contracts';

type ComputedStatus = V2Bonus['details']['computed_status'];

/** Where a bonus stands, as the v2 list's `computed_status` says it. */
const bonusStatus: Record<PlayerBonus['stage'], ComputedStatus> = {
  issued: 'available',
  wait: 'active',
  handle_bets: 'active',
  wager_done: 'over',
  lost: 'over',
  canceled: 'deactivated',
  expired: 'expired',
};

const freespinsStatus: Record<FreespinsGift['stage'], ComputedStatus> = {
  issued: 'available',
  activated: 'active',
  finished: 'over',
  canceled: 'deactivated',
  expired: 'expired',
};

const v2FromBonus = (bonus: PlayerBonus): V2Bonus => ({
  type: 'casino_bonus',
  id: bonus.id,
  name: bonus.title,
  status: bonus.stage,
  trigger_key: bonus.group_key,
  details: {
    computed_status: bonusStatus[bonus.stage],
    currency: bonus.currency,
    amount_cents: bonus.amount_cents,
    freespins_total: null,
    valid_until: bonus.valid_until ?? bonus.activatable_until,
    created_at: bonus.created_at,
  },
});

const v2FromFreespins = (gift: FreespinsGift): V2Bonus => ({
  type: 'casino_freespins',
  id: gift.id,
  name: gift.title,
  status: gift.stage,
  trigger_key: gift.group_key,
  details: {
    computed_status: freespinsStatus[gift.stage],
    currency: gift.currency,
    amount_cents: gift.bet_cents,
    freespins_total: gift.freespins_total,
    valid_until: gift.valid_until ?? gift.activatable_until,
    created_at: gift.created_at,
  },
});

/** Both lists as one, newest first. */
export const v2Bonuses = (bonuses: PlayerBonus[], freespins: FreespinsGift[]): V2Bonus[] =>
  [...bonuses.map(v2FromBonus), ...freespins.map(v2FromFreespins)].sort((a, b) =>
    b.details.created_at.localeCompare(a.details.created_at),
  );
