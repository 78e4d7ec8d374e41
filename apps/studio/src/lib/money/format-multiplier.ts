/**
 * Multipliers as the server sends them: decimal strings truncated to 4 places ("1.9800"). Shown with at least two
 * decimals and without trailing zeros beyond them ("1.98×", "1.0421×", "1,000.00×").
 */
export function formatMultiplier(multiplier: string | number, locale: string): string {
  const decimal = (typeof multiplier === 'number' ? multiplier.toFixed(4) : multiplier) as `${number}`;
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(decimal);
  return `${text}×`;
}

/** Ten-thousandths (an exact integer) as the server's decimal string: 19800 → "1.9800". */
export function tenThousandthsToDecimal(tenThousandths: number): string {
  const whole = Math.trunc(tenThousandths / 10_000);
  const fraction = String(tenThousandths % 10_000).padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** Hundredths (targets, cash-outs, paytables) as a decimal string: 5050 → "50.50". */
export function hundredthsToDecimal(hundredths: number): string {
  return `${Math.trunc(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
