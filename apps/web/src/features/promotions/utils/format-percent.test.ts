import { describe, expect, it } from 'vitest';
import { formatPercent } from './format-percent';

describe('a percent', () => {
  it('is written as the locale writes it', () => {
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(75, 'de')).toBe('75\u00a0%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
  });
});
