import type { LocaleCode } from '@casino/contracts';

/**
 * A percentage the catalogue sends as a string ("97.30", "24.5"), shown in the page's locale with exactly the
 * digits it came with: an RTP rounded to "97%" would hide the difference between two versions of a game.
 * Anything that is not a number is left out (null) rather than shown wrong.
 */
export function formatPercentString(value: string | null | undefined, locale: LocaleCode): string | null {
  const text = value?.trim().replace(/%$/, '').trim();
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const digits = text.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(text) / 100);
}

export const VOLATILITY_LEVELS = ['low', 'low-medium', 'medium', 'medium-high', 'high', 'very-high'] as const;
export type VolatilityLevel = (typeof VOLATILITY_LEVELS)[number];

export function volatilityLevel(value: string | null | undefined): VolatilityLevel | null {
  return VOLATILITY_LEVELS.find((level) => level === value) ?? null;
}
