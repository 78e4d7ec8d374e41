import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it("writes a percentage in the locale's own way", () => {
    expect(formatPercent('en', 48.49)).toBe('48.49%');
    expect(formatPercent('fr-CA', 48.49)).toBe('48,49\u00a0%');
    expect(formatPercent('de', 7.5, { minimumFractionDigits: 2 })).toBe('7,50\u00a0%');
    expect(formatPercent('it', '97.30', { minimumFractionDigits: 2 })).toBe('97,30%');
  });

  it('keeps a truncated chance truncated, without a binary rounding error', () => {
    const truncated = { maximumFractionDigits: 2, roundingMode: 'trunc' } as const;
    expect(formatPercent('en', 48.49, truncated)).toBe('48.49%');
    expect(formatPercent('en', 49.999, truncated)).toBe('49.99%');
  });
});
