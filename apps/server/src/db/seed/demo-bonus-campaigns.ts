import type { bonusCampaigns } from '../../modules/bonuses/bonuses.schema';

type Campaign = Omit<typeof bonusCampaigns.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const SLOTS_FIRST = { pokies: 100, table: 10, live: 0, other: 100 };
// The main fiat currencies of the demo catalogue; a campaign does not serve a currency it has no amount for.
const perFiat = (eur: number) => ({ EUR: eur, USD: eur, CAD: Math.round(eur * 1.5), AUD: Math.round(eur * 1.5) });

const base = {
  active: true,
  depositNumber: null,
  matchPercent: null,
  minDepositCents: {},
  maxBetCents: perFiat(500),
  contributions: SLOTS_FIRST,
  activationDays: 7,
  wagerDays: 30,
  code: null,
  requiresPick: false,
  countries: [],
  excludedGroups: [],
} satisfies Partial<Campaign>;

/**
 * The demo campaigns (docs/bonuses.md "Demo campaigns"): a welcome gift on registration, the first three deposit
 * bonuses (chosen in the cashbox: each asks to be picked), a deposit promo code and a coupon. Operators replace
 * or switch them off with `POST /api/admin/bonus_campaigns`.
 */
export const DEMO_BONUS_CAMPAIGNS: Campaign[] = [
  {
    ...base,
    groupKey: 'welcome_gift',
    title: 'Welcome gift',
    kind: 'registration',
    amountCents: perFiat(500),
    wagerMultiplier: 35,
  },
  {
    ...base,
    groupKey: 'first_deposit',
    title: 'First deposit: 100% up to 200',
    kind: 'deposit',
    depositNumber: 1,
    matchPercent: 100,
    amountCents: perFiat(20_000),
    minDepositCents: perFiat(2_000),
    wagerMultiplier: 35,
    requiresPick: true,
  },
  {
    ...base,
    groupKey: 'second_deposit',
    title: 'Second deposit: 50% up to 300',
    kind: 'deposit',
    depositNumber: 2,
    matchPercent: 50,
    amountCents: perFiat(30_000),
    minDepositCents: perFiat(2_000),
    wagerMultiplier: 40,
    requiresPick: true,
  },
  {
    ...base,
    groupKey: 'third_deposit',
    title: 'Third deposit: 75% up to 200',
    kind: 'deposit',
    depositNumber: 3,
    matchPercent: 75,
    amountCents: perFiat(20_000),
    minDepositCents: perFiat(2_000),
    wagerMultiplier: 40,
    requiresPick: true,
  },
  {
    ...base,
    groupKey: 'reload_promo',
    title: 'Promo code RELOAD50: 50% up to 100',
    kind: 'deposit',
    matchPercent: 50,
    amountCents: perFiat(10_000),
    minDepositCents: perFiat(1_000),
    wagerMultiplier: 30,
    code: 'RELOAD50',
  },
  {
    ...base,
    groupKey: 'coupon_spring',
    title: 'Coupon SPRING10',
    kind: 'coupon',
    amountCents: perFiat(1_000),
    wagerMultiplier: 20,
    code: 'SPRING10',
  },
];
