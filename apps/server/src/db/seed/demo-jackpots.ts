/** Rough value of one unit of each currency in euros, only to make demo jackpots comparable across currencies. */
const EUR_PER_UNIT: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 0.93,
  AUD: 0.6,
  CAD: 0.67,
  NZD: 0.55,
  JPY: 0.0061,
  NOK: 0.085,
  BRL: 0.17,
  BTC: 88_000,
  ETH: 3_100,
  BCH: 430,
  LTC: 92,
  DOG: 0.16,
  USDT: 0.93,
};

type CurrencyUnits = { code: string; subunitsToUnit: number };

/** Deterministic demo jackpot per currency for the index-th jackpot provider: €40k to €1.2M, whole minor units. */
export function demoJackpotAmounts(
  providerIndex: number,
  currencyList: readonly CurrencyUnits[],
  enabled: readonly string[],
): { code: string; amountCents: number }[] {
  const euros = 40_000 + ((providerIndex * 7_919 * 37) % 1_160_000);
  return currencyList
    .filter((c) => enabled.includes(c.code) && EUR_PER_UNIT[c.code])
    .map((c) => ({
      code: c.code,
      amountCents: Math.round((euros / (EUR_PER_UNIT[c.code] ?? 1)) * c.subunitsToUnit),
    }));
}
