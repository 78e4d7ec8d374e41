import { isBonusPickGroup, type BonusOffer } from '@casino/contracts';

/** One deposit offer as the cashbox shows it, in the player's currency. */
export type DepositOffer = {
  id: string;
  title: string;
  /** The group the player joins to choose it (`bonus_pick_<key>`); null for an offer that applies by itself. */
  pickGroup: string | null;
  /** The smallest deposit that earns it, in minor units of the player's currency; null for none. */
  minDepositCents: number | null;
  /** The share of the deposit matched, in percent; null for a fixed amount. */
  percent: number | null;
  /** The cap of a match, or the fixed bonus, in minor units. */
  amountCents: number;
  /** Wagering multiplier: the bonus must be wagered this many times before it can be withdrawn. */
  wager: number;
  wagerDays: number | null;
};

/** "No bonus" in the picker: the choice that removes every pick. */
export const NO_BONUS = 'none';

const numberAttribute = (offer: BonusOffer['bonuses'][number], name: string): number | null => {
  const value = offer.attributes.find((attribute) => attribute.name === name)?.value;
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * An offer's first bonus, read for one currency. The conditions name the minimum deposit per currency and, for an
 * offer that must be picked, its `pick:bonus_pick_<key>` group. An offer without terms in the player's currency
 * cannot be earned by this wallet and is left out (null).
 */
export function readDepositOffer(offer: BonusOffer, currency: string): DepositOffer | null {
  const bonus = offer.bonuses[0];
  if (!bonus) return null;
  const result = bonus.result_bonus.find((candidate) => candidate.currency === currency);
  if (!result) return null;
  let minDepositCents: number | null = null;
  let pickGroup: string | null = null;
  for (const condition of bonus.conditions) {
    if (condition.field === 'amount' && condition.type === 'min') {
      minDepositCents = condition.value.find((minimum) => minimum.currency === currency)?.amount_cents ?? null;
    } else if (condition.field === 'groups' && condition.type === 'include') {
      const group = condition.value.map((value) => value.replace(/^pick:/, '')).find(isBonusPickGroup);
      pickGroup = group ?? pickGroup;
    }
  }
  return {
    id: offer.id,
    title: offer.title || bonus.title,
    pickGroup,
    minDepositCents: minDepositCents && minDepositCents > 0 ? minDepositCents : null,
    percent: result.percent && result.percent > 0 ? result.percent : null,
    amountCents: result.amount_cents,
    wager: result.wager ?? numberAttribute(bonus, 'wager') ?? 0,
    wagerDays: numberAttribute(bonus, 'wager_days'),
  };
}

export function readDepositOffers(offers: readonly BonusOffer[], currency: string): DepositOffer[] {
  return offers.flatMap((offer) => readDepositOffer(offer, currency) ?? []);
}

/** The offer's headline terms: "100% up to €200" for a match, "€10 bonus" for a fixed amount. */
export function offerTerms(
  offer: Pick<DepositOffer, 'percent' | 'amountCents'>,
  format: (cents: number) => string,
):
  | { key: 'depositBonus.terms.match'; values: { percent: number; amount: string } }
  | { key: 'depositBonus.terms.fixed'; values: { amount: string } } {
  if (offer.percent !== null) {
    return { key: 'depositBonus.terms.match', values: { percent: offer.percent, amount: format(offer.amountCents) } };
  }
  return { key: 'depositBonus.terms.fixed', values: { amount: format(offer.amountCents) } };
}

/** The `bonus_pick_*` groups the player is in: the offers they picked. */
export const pickedGroups = (groups: readonly string[]): string[] => groups.filter(isBonusPickGroup);

/**
 * Which choice the picker shows: the offer whose pick group the player joined, else an offer that applies without
 * a pick (a promo code's), else "No bonus". Deposits earn the first offer that applies, as the server decides.
 */
export function currentChoice(offers: readonly DepositOffer[], groups: readonly string[]): string {
  const picked = offers.find((offer) => offer.pickGroup !== null && groups.includes(offer.pickGroup));
  if (picked) return picked.id;
  return offers.find((offer) => offer.pickGroup === null)?.id ?? NO_BONUS;
}

export type PickChange = { groups: { add?: string[]; remove?: string[] } };

/**
 * The `POST /api/player/groups` body that makes `offer` the player's choice (null: "No bonus" or an offer that
 * needs no pick): join its pick group and leave every other one, so at most one offer is ever picked. Null when the
 * groups already say so and nothing needs sending. The server takes the `pick:` form in both lists.
 */
export function pickChange(
  offer: Pick<DepositOffer, 'pickGroup'> | null,
  groups: readonly string[],
): PickChange | null {
  const target = offer?.pickGroup ?? null;
  const remove = pickedGroups(groups)
    .filter((group) => group !== target)
    .map((group) => `pick:${group}`);
  const add = target !== null && !groups.includes(target) ? [`pick:${target}`] : [];
  if (add.length === 0 && remove.length === 0) return null;
  return { groups: { ...(add.length > 0 ? { add } : {}), ...(remove.length > 0 ? { remove } : {}) } };
}

/** The chosen offer's minimum, when the amount typed is below it: the deposit still goes, without the bonus. */
export function missingMinimum(offer: DepositOffer | undefined, amountCents: number | null): number | null {
  if (!offer?.minDepositCents || amountCents === null) return null;
  return amountCents < offer.minDepositCents ? offer.minDepositCents : null;
}
