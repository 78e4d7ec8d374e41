import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './constants';

/**
 * Bonuses (platform-core §3 "Gift / bonus", §4 stages; shapes as SoftSwiss-family clients read them). Amounts are
 * integer minor units of the bonus's currency.
 */
export const BONUS_STAGES = ['issued', 'wait', 'handle_bets', 'wager_done', 'lost', 'canceled', 'expired'] as const;
export type BonusStage = (typeof BONUS_STAGES)[number];

/** Stages after which nothing changes any more: the gifts page's "finished" list. */
export const FINISHED_BONUS_STAGES: readonly BonusStage[] = ['wager_done', 'lost', 'canceled', 'expired'];

/** A player's bonus: `GET /api/player/bonuses` lists them, newest first. */
export type PlayerBonus = {
  id: number;
  title: string;
  type: 'bonus';
  kind: BonusCampaignKind;
  stage: BonusStage;
  strategy: string;
  group_key: string;
  currency: string;
  /** The bonus money given. */
  amount_cents: number;
  /** What remains of it now, while the bonus is active (the bonus balance); 0 otherwise. */
  balance_cents: number;
  amount_wager_requirement_cents: number;
  amount_wager_cents: number;
  /** The largest stake per bet while this bonus wagers. */
  max_bet_cents: number | null;
  activatable: boolean;
  activatable_until: string | null;
  /** A delayed activation: the bonus starts by itself then (within a minute), and cannot be activated before. */
  activates_at: string | null;
  valid_until: string | null;
  cancelable: boolean;
  created_at: string;
};

export const FREESPINS_STAGES = ['issued', 'activated', 'finished', 'canceled', 'expired'] as const;
export type FreespinsStage = (typeof FREESPINS_STAGES)[number];

/**
 * Free spins given to a player (`GET /api/player/freespins`, player-api-shapes §5.2): spins at a set bet in the
 * listed games, paid by the casino; their winnings become bonus money with the campaign's wager (cash when 0).
 */
export type FreespinsGift = {
  id: number;
  title: string;
  stage: FreespinsStage;
  freespins_total: number;
  freespins_performed: number | null;
  /** The stake of each spin, in minor units of `currency`. */
  bet_cents: number;
  /** The provider's bet level: our studio plays `bet_cents` directly, so it is 1. */
  bet_level: number;
  games: string[];
  /** The games with their display titles, in the order of `games`. */
  games_info: { identifier: string; title: string }[];
  provider: string;
  /** Where activation sends the player: the first eligible game for real money. */
  activation_path: string;
  activation_condition: null;
  currency: string;
  /** What the spins have won so far. */
  winnings_cents: number;
  wager_multiplier: number;
  created_at: string;
  activatable: boolean;
  activatable_until: string;
  valid_until: string | null;
  cancelable: boolean;
  group_key: string;
};

/** `GET /api/player/bonuses/{id}/cancel_info`: what cancelling would leave, as decimal strings in major units. */
export type BonusCancelInfo = {
  id: number;
  total_withdrawal_amount: string;
  current_balance: string;
  cash_balance: string;
  bonus_balance: string;
  bonus_winnings: string;
};

export const COUPON_STATUSES = ['successfully_activated', 'already_activated', 'failed_to_activate'] as const;
export type CouponAnswer = { status: (typeof COUPON_STATUSES)[number] };

/** `POST /api/v2/bonuses/promo-code {code}`: what the code gave (player-api-shapes §5.4). */
export type PromoCodeAnswer = { bonus_id: number; name: string; bonus_type: V2BonusType };

/**
 * `GET /api/v2/bonuses`: the player's bonuses in the v2 list's shape (player-api-shapes §5.4). The casino's own kinds
 * are listed under `casino_bonus` and `casino_freespins`; the sportsbook's kinds (freebets, comboboost) join them
 * with the sportsbook.
 */
export type V2BonusType = 'casino_bonus' | 'casino_freespins';
export type V2Bonus = {
  type: V2BonusType;
  id: number;
  name: string;
  /** The engine's own stage (`issued`, `handle_bets`, … for bonuses; `activated`, … for free spins). */
  status: string;
  /** The campaign's `group_key`. */
  trigger_key: string;
  details: {
    computed_status: 'available' | 'active' | 'over' | 'deactivated' | 'expired';
    currency: string;
    /** The bonus money given, or the bet per spin of free spins. */
    amount_cents: number;
    freespins_total: number | null;
    valid_until: string | null;
    created_at: string;
  };
};

export const BONUS_CAMPAIGN_KINDS = ['registration', 'deposit', 'coupon'] as const;
export type BonusCampaignKind = (typeof BONUS_CAMPAIGN_KINDS)[number];

/** A condition of an offer: `amount`/`min` per currency, `groups` with `pick:<group>` to opt in. */
export type BonusOfferCondition =
  | { field: 'amount'; type: 'min'; value: { currency: string; amount_cents: number }[] }
  | { field: 'groups'; type: 'include'; value: string[] }
  | { field: 'deposit_number'; type: 'eq'; value: string[] };

/** `GET /api/bonuses/deposit` and `/registration`: what the player would get, and on which conditions. */
export type BonusOffer = {
  id: string;
  title: string;
  group_key: string;
  bonuses: {
    title: string;
    type: 'bonus';
    conditions: BonusOfferCondition[];
    attributes: { name: string; value: string | number | null }[];
    result_bonus: { currency: string; percent: number | null; amount_cents: number; wager: number }[];
  }[];
};

/**
 * `GET /api/bonuses/promotions` and `/promotions/{slug}`: a public offer with its whole terms, for the promotions
 * pages (docs/bonuses.md, "Promotions"). Amounts are per currency: the fixed bonus or the match's cap (the bet per
 * spin for free spins), the smallest deposit that earns it, and the largest bet while it wagers.
 */
export type Promotion = {
  slug: string;
  title: string;
  kind: 'registration' | 'deposit';
  deposit_number: number | null;
  match_percent: number | null;
  freespins_count: number | null;
  currencies: {
    currency: string;
    amount_cents: number;
    min_deposit_cents: number | null;
    max_bet_cents: number | null;
  }[];
  wager_multiplier: number;
  contributions: { pokies: number; table: number; live: number; other: number };
  activation_days: number;
  wager_days: number;
  /** The deposit offer is chosen in the cashier before depositing (its `pick:` group). */
  requires_pick: boolean;
  games: { identifier: string; title: string }[];
};

/** The group a player joins (`POST /api/player/groups`) to choose a deposit offer that asks to be picked. */
export const BONUS_PICK_GROUP_PREFIX = 'bonus_pick_';
export const isBonusPickGroup = (group: string) => /^bonus_pick_[a-z0-9_]{2,64}$/.test(group);

const currencyCode = z.string().regex(CURRENCY_CODE_PATTERN);
const percent = z.number().int().min(0).max(100);
const perCurrency = z.record(currencyCode, z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** The operator's campaign: `POST /api/admin/bonus_campaigns`. */
export const bonusCampaignInputSchema = z
  .object({
    group_key: z.string().regex(/^[a-z0-9_]{2,64}$/),
    title: z.string().trim().min(1).max(120),
    kind: z.enum(BONUS_CAMPAIGN_KINDS),
    active: z.boolean().default(true),
    /** Deposit bonuses: which deposit of the player (1, 2, 3); null for any. */
    deposit_number: z.number().int().min(1).max(10).nullable().default(null),
    /** Deposit bonuses: the share of the deposit given as bonus money. */
    match_percent: z.number().int().min(1).max(1000).nullable().default(null),
    /** Fixed bonus amount (registration, coupon) or the cap of a match (deposit), per currency. */
    amount_cents: perCurrency,
    min_deposit_cents: perCurrency.default({}),
    max_bet_cents: perCurrency.default({}),
    wager_multiplier: z.number().int().min(0).max(200),
    /** The share of a settled stake that counts toward wagering, in percent, by the game's lobby category. */
    contributions: z
      .object({ pokies: percent, table: percent, live: percent, other: percent })
      .strict()
      .default({ pokies: 100, table: 10, live: 0, other: 100 }),
    /** Days to activate an issued bonus, then days to wager once active. */
    activation_days: z.number().int().min(1).max(365).default(7),
    wager_days: z.number().int().min(1).max(365).default(30),
    /**
     * Deposit and coupon bonuses start wagering this many minutes after they are issued (0: at once), at most a week
     * and always before the activation days run out.
     */
    activation_delay_minutes: z.number().int().min(0).max(10_080).default(0),
    /** Free spins instead of bonus money: the count, with `amount_cents` the bet per spin and `games` eligible. */
    freespins_count: z.number().int().min(1).max(500).nullable().default(null),
    games: z
      .array(z.string().regex(/^[a-z0-9-]{1,64}\/[a-z0-9-]{1,128}$/))
      .max(50)
      .default([]),
    /** Required code: a coupon's code, or a deposit promo code (`set_bonus_code`); null for none. */
    code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{3,40}$/)
      .nullable()
      .default(null),
    /** The deposit offer applies only to players who picked it (joined `bonus_pick_<group_key>`). */
    requires_pick: z.boolean().default(false),
    countries: z.array(z.string().regex(/^[A-Z]{2}$/)).default([]),
    excluded_groups: z.array(z.string().min(1).max(64)).default([]),
  })
  .strict()
  .refine((campaign) => campaign.freespins_count === null || campaign.games.length > 0, {
    message: 'validation.required',
    path: ['games'],
  })
  .refine((campaign) => campaign.activation_delay_minutes < campaign.activation_days * 24 * 60, {
    message: 'validation.invalid',
    path: ['activation_delay_minutes'],
  });
export type BonusCampaignInput = z.output<typeof bonusCampaignInputSchema>;
