import { describe, expect, it } from 'vitest';
import { formatPercentString, volatilityLevel } from './game-facts';

describe('formatPercentString', () => {
  it('keeps every digit of the exact RTP', () => {
    expect(formatPercentString('97.30', 'en')).toBe('97.30%');
    expect(formatPercentString('98.6487', 'en')).toBe('98.6487%');
  });

  it('writes it the way the locale does', () => {
    expect(formatPercentString('97.30', 'fr-CA')).toBe('97,30\u00a0%');
    expect(formatPercentString('24.5', 'de')).toBe('24,5\u00a0%');
  });

  it('accepts a value that already carries its sign', () => {
    expect(formatPercentString('42%', 'en')).toBe('42%');
  });

  it('leaves out what is not a number instead of showing it wrong', () => {
    expect(formatPercentString(undefined, 'en')).toBeNull();
    expect(formatPercentString('', 'en')).toBeNull();
    expect(formatPercentString('n/a', 'en')).toBeNull();
  });
});

describe('volatilityLevel', () => {
  it('knows the reference levels and nothing else', () => {
    expect(volatilityLevel('medium-high')).toBe('medium-high');
    expect(volatilityLevel('extreme')).toBeNull();
    expect(volatilityLevel(null)).toBeNull();
  });
});
