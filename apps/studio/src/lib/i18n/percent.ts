/**
 * A percentage as the locale writes one ("48.49%" in English, "48,49 %" in Canadian French), its number formatted
 * with `options` (truncated chances stay truncated; a decimal string keeps its exact digits). Not Intl's own percent
 * style: it takes the value divided by 100, which binary floating point cannot always hold, so a truncated 48.49
 * could read 48.48.
 */
export function formatPercent(
  locale: string,
  percent: number | `${number}`,
  options: Intl.NumberFormatOptions = {},
): string {
  const number = new Intl.NumberFormat(locale, options).format(percent);
  return new Intl.NumberFormat(locale, { style: 'percent' })
    .formatToParts(0.01)
    .map((part) => (part.type === 'integer' ? number : part.value))
    .join('');
}
