import type { LocaleCode } from '@casino/contracts';

/** "100%", "100 %" or "100 %" as the locale writes it; campaign percents are whole or near enough. */
export function formatPercent(value: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}
