/**
 * A percentage as the locale writes one ("48.49%" in English, "48,49 %" in Canadian French), its number formatted
 * with `options` (truncated chances stay truncated). Not Intl's own percent style: it multiplies the value by 100 in
 * binary floating point first, so a truncated 48.49 could read 48.48.
 */
export function formatPercent(locale: string, percent: number, options: Intl.NumberFormatOptions = {}): string {
  const number = new Intl.NumberFormat(locale, options).format(percent);
  return new Intl.NumberFormat(locale, { style: 'percent' })
    .formatToParts(0.01)
    .map((part) => (part.type === 'integer' ? number : part.value))
    .join('');
}
