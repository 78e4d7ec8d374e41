import type { BonusOffer } from '@casino/contracts';

/** A deposit offer as `GET /api/bonuses/deposit` gives it: 100% up to 200, minimum 20, wager ×35, to be picked. */
export function bonusOffer(
  overrides: { id?: string; title?: string; key?: string; percent?: number | null; amount?: number } & {
    minimum?: number | null;
    pick?: boolean;
    wager?: number;
  } = {},
): BonusOffer {
  const { id = '1', title = 'First deposit bonus', key = 'first_deposit', percent = 100, amount = 20_000 } = overrides;
  const { minimum = 2_000, pick = true, wager = 35 } = overrides;
  const currencies = ['AUD', 'EUR', 'USD'];
  return {
    id,
    title,
    group_key: key,
    bonuses: [
      {
        title,
        type: 'bonus',
        conditions: [
          ...(minimum === null
            ? []
            : [
                {
                  field: 'amount' as const,
                  type: 'min' as const,
                  value: currencies.map((currency) => ({
                    currency,
                    amount_cents: currency === 'AUD' ? minimum * 2 : minimum,
                  })),
                },
              ]),
          ...(pick ? [{ field: 'groups' as const, type: 'include' as const, value: [`pick:bonus_pick_${key}`] }] : []),
          { field: 'deposit_number', type: 'eq', value: ['1'] },
        ],
        attributes: [
          { name: 'wager', value: wager },
          { name: 'activation_days', value: 7 },
          { name: 'wager_days', value: 30 },
        ],
        result_bonus: currencies.map((currency) => ({ currency, percent, amount_cents: amount, wager })),
      },
    ],
  };
}
